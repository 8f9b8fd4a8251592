// The staff console's catalogues (`admin` and one `admin-<area>` per section, in @spc/locales): outside
// the public app's loaders (lib/catalogues-*.ts skip `admin*`), so no public page ever downloads them.
// Importing this module (the console does) gives the app's i18next backend a loader for them, so
// i18next loads them like any lazy namespace: in the reader's language and the English fallback, and
// again in the other language when the reader switches (its own state, no keys shown meanwhile).
import type { i18n as I18n } from 'i18next';
import { addCatalogueLoader } from '../../lib/i18n.ts';

const catalogues = import.meta.glob<Record<string, unknown>>(['./en/admin*.json', './fr/admin*.json'], {
  import: 'default',
  base: '../../../../../packages/locales/src',
});

/** The console's namespaces, from the file names: `admin`, `admin-catalogue`… */
export const ADMIN_NAMESPACES = [
  ...new Set(Object.keys(catalogues).map((path) => path.replace(/^\.\/(en|fr)\/(.+)\.json$/, '$2'))),
];

addCatalogueLoader((language, namespace) => catalogues[`./${language === 'fr' ? 'fr' : 'en'}/${namespace}.json`]?.());

/**
 * Adds every console catalogue of `language` (and English, the fallback) to `i18n`, then has i18next
 * load them through its backend too (the app's instance has one; a test's may not), so its own state
 * knows them and a language switch loads the other language's before rendering.
 */
export async function loadAdminCatalogues(i18n: I18n, language: string = i18n.language): Promise<void> {
  const languages = [...new Set([language === 'fr' ? 'fr' : 'en', 'en'])];
  await Promise.all(
    languages.flatMap((lang) =>
      ADMIN_NAMESPACES.map(async (namespace) => {
        if (i18n.hasResourceBundle(lang, namespace)) return;
        const load = catalogues[`./${lang}/${namespace}.json`];
        if (load) i18n.addResourceBundle(lang, namespace, await load(), true, true);
      }),
    ),
  );
  const connector = i18n.services.backendConnector as { backend?: unknown } | undefined;
  if (connector?.backend) await i18n.loadNamespaces(ADMIN_NAMESPACES);
}
