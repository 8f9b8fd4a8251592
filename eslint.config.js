// Lint for the whole monorepo (ESLint flat config): type-aware typescript-eslint on every TypeScript
// file, React hooks rules for the web app, Drizzle's guards against unscoped writes, and STYLE.md's
// rules (`import type`, no `any`, the environment read only in the config module). Prettier owns layout.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const JS_FILES = ['**/*.{js,mjs,cjs}'];

// Places allowed to read the environment: the API's config module, tests, journeys, benchmarks and
// tool configuration files (vite, drizzle, playwright, vitest), which run outside the product.
const ENV_READERS = [
  'apps/api/src/config.ts',
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/test/**',
  '**/tests/**',
  'e2e/**',
  'bench/**',
  '**/*.config.{ts,js,mjs}',
];

const envMessage = 'Read the environment only in apps/api/src/config.ts (STYLE rule 8); take the Config instead.';

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/dist-server/**',
    '**/node_modules/**',
    '**/.data/**',
    '**/migrations/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/.tmp/**',
    'e2e/artifacts/**',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,

  {
    name: 'spc/javascript',
    files: JS_FILES,
    languageOptions: { globals: { ...globals.node } },
  },

  {
    name: 'spc/typescript',
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig that includes it; stray root-level config files
        // (e.g. vitest.config.ts) fall back to a default project.
        projectService: { allowDefaultProject: ['*.ts', '*.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify's plugin and hook signatures are async by contract, with or without an `await`
      // inside; the promise rules (no-floating-promises, no-misused-promises) stay on.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  {
    name: 'spc/drizzle',
    files: TS_FILES,
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },

  {
    name: 'spc/web',
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    name: 'spc/env-in-config-only',
    files: [...TS_FILES, ...JS_FILES],
    ignores: ENV_READERS,
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: envMessage }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'process', importNames: ['env'], message: envMessage },
            { name: 'node:process', importNames: ['env'], message: envMessage },
          ],
        },
      ],
    },
  },

  // Last: turn off every rule that would fight Prettier.
  prettier,
);
