// Every French catalogue the web app shows, in one module loaded on demand by lib/i18n.ts: French
// readers need the shell's before the first render and the rest soon after, and vite.config.ts puts
// them in one chunk anyway, so they come together. `email` is the API's alone; `campaigns` loads with
// its feature, in an i18n instance of its own (features/campaign-modals).
// The staff console's (`admin*`) load with the console (features/admin/i18n.ts).
const french = import.meta.glob<Record<string, unknown>>(
  ['./fr/*.json', '!./fr/email.json', '!./fr/campaigns.json', '!./fr/admin*.json'],
  {
    import: 'default',
    eager: true,
    // The catalogues live in the workspace package @spc/locales; a glob cannot name a package.
    base: '../../../../packages/locales/src',
  },
);

export function loadFrenchCatalogue(
  _language: string,
  namespace: string,
): Promise<Record<string, unknown>> | undefined {
  const catalogue = french[`./fr/${namespace}.json`];
  return catalogue ? Promise.resolve(catalogue) : undefined;
}
