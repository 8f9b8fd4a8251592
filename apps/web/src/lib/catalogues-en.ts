// The English catalogues that are not bundled with the shell (lib/i18n.ts SHELL_NAMESPACES): the member
// areas' (one chunk, grouped in vite.config.ts) and each feature's (a chunk each), loaded on demand.
// Every English catalogue but the shell's, the API's `email` and the campaigns' (their own i18n
// instance, features/campaign-modals) and the staff console's (features/admin/i18n.ts).
const english = import.meta.glob<Record<string, unknown>>(
  ['./en/*.json', '!./en/{common,deals,nav,offers,email,campaigns}.json', '!./en/admin*.json'],
  { import: 'default', base: '../../../../packages/locales/src' },
);

export function loadEnglishCatalogue(
  _language: string,
  namespace: string,
): Promise<Record<string, unknown>> | undefined {
  return english[`./en/${namespace}.json`]?.();
}
