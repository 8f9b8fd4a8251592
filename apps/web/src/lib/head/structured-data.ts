// schema.org data of a public page (JSON-LD), and the escaping that makes JSON safe inside a <script>.
import type { Language } from '@spc/domain/constants';
import type { OfferPageResponse } from '@spc/domain/catalogue-responses';
import { paths } from '../paths.ts';
import { localizedUrl } from './page-urls.ts';

/** JSON for an inline <script>: `<` escaped so no string can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
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
