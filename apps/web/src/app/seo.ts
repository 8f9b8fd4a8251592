// What the server puts in a public page's <head> besides what the page renders itself (title and
// description): the canonical URL, the en/fr alternates, and schema.org structured data (Offer on an
// offer page, ItemList on listings). Pure functions over the loaded data, run by entry-server.tsx.
import type { Language } from '@spc/domain/constants';
import type { Offer, Partner } from '@spc/domain/offers';
import type { OfferPageResponse } from '@spc/domain/catalogue-responses';
import { paths } from '../lib/paths.ts';

/** Public pages rendered on the server (issue 3 item 6); every other path gets the SPA shell. */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/deals$/,
  /^\/deals\/category\/[^/]+$/,
  /^\/deals\/[^/]+$/,
  /^\/deals\/[^/]+\/offer\/[^/]+$/,
  // The /deals/offer/{id} redirect: a server redirect to the offer page.
  /^\/deals\/offer\/[^/]+$/,
  /^\/search\/(?!inStore$)[^/]+$/,
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

/** Query parameters that change what a public page lists; the others (sorts, filters, tracking) do not. */
const CANONICAL_PARAMS = ['category', 'page'];

/** The address of `pathname` in `language`: French under the /fr prefix the app understands. */
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

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON for an inline <script>: `<` escaped so no string can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** <link rel="canonical"> and the hreflang alternates of a page. */
export function linkTags(origin: string, pathname: string, search: string, language: Language): string {
  const en = localizedUrl(origin, pathname, 'en', search);
  const fr = localizedUrl(origin, pathname, 'fr', search);
  const canonical = language === 'fr' ? fr : en;
  return [
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeAttribute(en)}" />`,
    `<link rel="alternate" hreflang="fr" href="${escapeAttribute(fr)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(en)}" />`,
  ].join('');
}

const isoDate = (epochMs: number | null) => (epochMs === null ? undefined : new Date(epochMs).toISOString());

/** schema.org Offer of an offer page. */
export function offerStructuredData(origin: string, found: OfferPageResponse, language: Language) {
  const { offer, partner } = found;
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: language === 'fr' ? offer.title_fr : offer.title_en,
    description: language === 'fr' ? offer.description_fr : offer.description_en,
    url: localizedUrl(origin, paths.offer(partner.url_name, offer.offer_id), language),
    availability: 'https://schema.org/InStock',
    validFrom: isoDate(offer.start_date),
    validThrough: isoDate(offer.lto_end_date ?? offer.end_date),
    offeredBy: {
      '@type': 'Organization',
      name: partner.partner_name,
      ...(partner.website_url && { url: partner.website_url }),
    },
  };
}

/** schema.org ItemList of the offers a listing shows (links to their pages). */
export function offerListStructuredData(
  origin: string,
  offers: readonly Offer[],
  partnersById: Record<string, Pick<Partner, 'url_name'>>,
  language: Language,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: offers.flatMap((offer, index) => {
      const partner = partnersById[String(offer.partner_id)];
      if (!partner) return [];
      return [
        {
          '@type': 'ListItem',
          position: index + 1,
          name: language === 'fr' ? offer.title_fr : offer.title_en,
          url: localizedUrl(origin, paths.offer(partner.url_name, offer.offer_id), language),
        },
      ];
    }),
  };
}
