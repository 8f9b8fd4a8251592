// Language prefixes of spec §2: /fr, /fr/*, */fr/ and the /en variants switch the interface language
// and strip the prefix. The root middleware runs this before any page loader, for every navigation
// (first load and in-app links alike), then captures the campaign parameters of the URL.
import { LANGUAGES, type Language } from '@spc/domain/constants';
import { redirect, type MiddlewareFunction } from 'react-router';
import { noteLanguageChoice } from '../lib/language-choice.ts';
import { storeLanguage } from '../lib/storage.ts';
import { i18nContext } from '../lib/query-client.ts';
import { captureCampaign } from '../lib/tracking.ts';

function asLanguage(segment: string | undefined): Language | undefined {
  return LANGUAGES.find((language) => language === segment);
}

/**
 * The language a path names by its first or last segment, and the path without it; null when it names
 * none. `/fr` → `/`, `/fr/deals` → `/deals`, `/deals/fr/` → `/deals`, `/en/deals/fr` → `/deals` (fr).
 */
export function parseLanguagePrefix(pathname: string): { language: Language; pathname: string } | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  let language: Language | undefined;
  const first = asLanguage(segments[0]);
  if (first) {
    language = first;
    segments.shift();
  }
  const last = asLanguage(segments.at(-1));
  if (last) {
    // A suffix is the later word, so it wins when a path carries both.
    language = last;
    segments.pop();
  }
  return language ? { language, pathname: `/${segments.join('/')}` } : null;
}

export const languagePrefixMiddleware: MiddlewareFunction = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const prefixed = parseLanguagePrefix(url.pathname);
  if (prefixed) {
    storeLanguage(prefixed.language);
    noteLanguageChoice(prefixed.language);
    await context.get(i18nContext)?.changeLanguage(prefixed.language);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
    throw redirect(`${prefixed.pathname}${url.search}${url.hash}`);
  }
  captureCampaign(url.searchParams);
  return next();
};
