// Which paths the server renders (decision 007), and the head links it writes itself for a rendered
// page that did not render its own (`HeadTags`, lib/head): every other head tag comes from the page.
import type { Language } from '@spc/domain/constants';
import { pageUrls } from '../lib/head/page-urls.ts';

/** Public pages rendered on the server (issue 3 item 6); every other path gets the SPA shell. */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/deals$/,
  /^\/deals\/category\/[^/]+$/,
  /^\/deals\/[^/]+$/,
  /^\/deals\/[^/]+\/offer\/[^/]+$/,
  // The /deals/offer/{id} redirect: a server redirect to the offer page.
  /^\/deals\/offer\/[^/]+$/,
  /^\/search\/[^/]+$/,
  // The other public lists the sitemap names, and the weekly deals.
  /^\/(brands|trending|plus-offers)$/,
  /^\/weekly-deals\/[^/]+$/,
  // The company, help and legal pages (issue 17, content-routes.tsx).
  /^\/(about|why-spc|contact|freesamples|coming-soon|campustour-2024|levis-info2024|timhortons|faq-help|terms|privacy|careers|blogs)$/,
  /^\/campus(\/[^/]+)?$/,
  /^\/(landingcontest|blog)\/[^/]+$/,
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * <link rel="canonical"> and the hreflang alternates of a page, as HTML, for a rendered page whose
 * components wrote none. React does not own these, so they stay put on in-app navigation: every public
 * page should render `HeadTags` (through `PageMeta`) instead.
 */
export function linkTags(origin: string, pathname: string, search: string, language: Language): string {
  const urls = pageUrls(origin, pathname, search, language);
  return [
    `<link rel="canonical" href="${escapeAttribute(urls.canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeAttribute(urls.en)}" />`,
    `<link rel="alternate" hreflang="fr" href="${escapeAttribute(urls.fr)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(urls.xDefault)}" />`,
  ].join('');
}
