// Brands (spec §7 /v2/brands) and partner logos.
import { type BrandsResponse } from '@spc/domain/catalogue-responses';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { REFERENCE_TTL_MS, attachPictures, partnerLogoPath, type PartnersContext } from './offer-listing.ts';

/** GET /v2/partners: the brands page. */
export function getBrands({ db, cache }: PartnersContext, now: Date): Promise<BrandsResponse> {
  return cache.get('partners:brands', REFERENCE_TTL_MS, async () => {
    const rows = await repo.findBrands(db, now);
    const partners = rows.map((row) => ({
      partner_id: row.partnerId,
      partner_name: row.partnerName,
      url_name: row.urlName,
      logo_url: partnerLogoPath(row.partnerId),
      website_url: row.websiteUrl,
      offer_count: row.offerCount,
      category_ids: row.categoryIds.map(Number),
      logo: null,
    }));
    await attachPictures(db, [], partners);
    return { partners };
  });
}

export async function getPartnerLogo(db: Db, partnerId: number): Promise<string | undefined> {
  return repo.findPartnerLogo(db, partnerId);
}
