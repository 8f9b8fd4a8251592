// The staff console's catalogues (`admin` and one `admin-<area>` per section, in @spc/locales): outside
// the public app's loaders (lib/catalogues-*.ts skip `admin*`), so no public page ever downloads them,
// and added to the app's i18next instance when the console opens, in the reader's language and English.
import type { i18n as I18n } from 'i18next';

const catalogues = import.meta.glob<Record<string, unknown>>(['./en/admin*.json', './fr/admin*.json'], {
  import: 'default',
  base: '../../../../../packages/locales/src',
});

/** The console's namespaces, from the file names: `admin`, `admin-catalogue`… */
export const ADMIN_NAMESPACES = [
  ...new Set(Object.keys(catalogues).map((path) => path.replace(/^\.\/(en|fr)\/(.+)\.json$/, '$2'))),
];

/** Adds every console catalogue of `language` (and English, the fallback) to `i18n`. */
export async function loadAdminCatalogues(i18n: I18n, language: string): Promise<void> {
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
}
