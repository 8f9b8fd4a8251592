// A public page's addresses (decision 007): English at the path, French under the /fr prefix the app
// understands, and only the query parameters that change what the page lists. One rule for the
// canonical and hreflang links, whether the server writes them or the browser updates them.
import type { Language } from '@spc/domain/constants';

/** Query parameters that change what a public page lists; the others (sorts, filters, tracking) do not. */
const CANONICAL_PARAMS = ['category', 'page'];

/** The address of `pathname` in `language`, on `origin` (the site's public address). */
export function localizedUrl(origin: string, pathname: string, language: Language, search = ''): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  const prefixed = language === 'fr' ? (pathname === '/' ? '/fr' : `/fr${pathname}`) : pathname;
  return `${origin}${prefixed}${query ? `?${query}` : ''}`;
}

export interface PageUrls {
  /** The page in the language it is shown in. */
  canonical: string;
  en: string;
  fr: string;
  /** For a language we have no page in: the English one. */
  xDefault: string;
}

export function pageUrls(origin: string, pathname: string, search: string, language: Language): PageUrls {
  const en = localizedUrl(origin, pathname, 'en', search);
  const fr = localizedUrl(origin, pathname, 'fr', search);
  return { canonical: language === 'fr' ? fr : en, en, fr, xDefault: en };
}
