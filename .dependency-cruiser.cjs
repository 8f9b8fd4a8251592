// The architecture check (DESIGN.md "Layering", STYLE.md "Between modules"), run by `npm run lint`
// and by `npm test`. Every rule is written over the folder layout with back-references ($1), never
// over a hand-listed file: a new API module or web feature is covered the day its folder appears.
// Changing a rule needs a decision record (docs/decisions/013-architecture-check.md).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere: a loop means two files are one concept, or one is in the wrong layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'packages/ are shared by both apps; they cannot know either of them.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'apps-never-import-each-other',
      comment: 'The web app and the API share only packages/.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'domain-has-no-io',
      comment: 'packages/domain holds schemas, rules and constants: no Node built-ins, no database.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-never-imports-database-code',
      comment: 'The web bundle never imports database drivers or the ORM (STYLE.md rule 4).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: 'node_modules/(drizzle-orm|pg|@electric-sql/pglite|postgres)/' },
    },

    // ---- API ----
    {
      name: 'api-module-has-one-door',
      comment:
        "A module's files are private: another module may import only its service.ts (its door). " +
        'Row types, repositories, routes and helpers stay inside.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'api-kernel-never-imports-modules',
      comment:
        'The kernel (plugins, db, adapters, auth, errors, config) is what modules stand on; it never ' +
        'imports a module. Only app.ts, which lists the modules, and the seed may.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/modules/', '^apps/api/src/app\\.ts$', '^apps/api/src/db/seed/', '\\.test\\.ts$'],
      },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-services-do-not-take-fastify',
      comment:
        'Services and repositories take a typed dependency object, never the Fastify instance, so jobs, ' +
        'the staff console and tests call them alike.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['/routes\\.ts$', '\\.test\\.ts$', '/test-helpers\\.ts$', '/[^/]*-routes\\.ts$'],
      },
      to: { path: '(^|/)node_modules/(fastify|fastify-plugin|fastify-type-provider-zod)/' },
    },
    {
      name: 'api-only-repositories-touch-the-database',
      comment: 'Only repositories (and the kernel) touch the database: SQL lives in repositories.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['/repository\\.ts$', '/[^/]*-repository\\.ts$', '\\.test\\.ts$', '/test-helpers\\.ts$'],
      },
      to: { path: ['^apps/api/src/db/schema/', '(^|/)node_modules/drizzle-orm/'] },
    },

    // ---- Web ----
    {
      name: 'web-features-never-import-features',
      comment: 'A feature never imports another feature; compose them in app/ and pass slots.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-layers-never-import-features',
      comment:
        'components/ and lib/ are shared layers: they never import features or app/. (test/ may: it renders the whole app.)',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-never-import-app',
      comment: 'app/ composes features; a feature never reaches back into the router or the routes.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-route-modules-live-in-app',
      comment: 'Route modules live in one place, app/routes/; features hold api/, components/ and hooks/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/[^/]+/routes/' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|dist-server|coverage|\\.data|test-results)/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
