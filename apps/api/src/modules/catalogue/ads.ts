// Ads (spec §3 "Ad") for the summary and for a page.
import { type Ad } from '@spc/domain/offers';
import { type AdsResponse } from '@spc/domain/catalogue-responses';
import type { Db } from '../../db/client.ts';
import { resolveImages } from '../media/service.ts';
import * as repo from './repository.ts';
import { REFERENCE_TTL_MS, type PartnersContext } from './offer-listing.ts';

export function getAds({ db, cache }: Pick<PartnersContext, 'db' | 'cache'>): Promise<Ad[]> {
  return cache.get('partners:ads', REFERENCE_TTL_MS, () => loadAds(db));
}

async function loadAds(db: Db): Promise<Ad[]> {
  const rows = await repo.findActiveAds(db);
  // The image columns hold media keys (decision 021): each is answered with its picture's URL (WebP).
  const images = await resolveImages(
    db,
    rows.flatMap((ad) => [ad.imageEn, ad.imageFr, ad.imageMobileEn, ad.imageMobileFr]),
  );
  const src = (key: string) => images.get(key)?.src ?? key;
  return rows.map((ad) => ({
    id: ad.id,
    is_clickable: ad.isClickable,
    url_en: ad.urlEn,
    url_fr: ad.urlFr,
    image_en: src(ad.imageEn),
    image_fr: src(ad.imageFr),
    image_mobile_en: src(ad.imageMobileEn),
    image_mobile_fr: src(ad.imageMobileFr),
    display_page: ad.displayPage,
    display_period: ad.displayPeriod,
    display_cooldown_hours: ad.displayCooldownHours,
    display_count: ad.displayCount,
    is_spc_plus: ad.isSpcPlus,
  }));
}

/** GET /v4/ads. */
export async function getAdsFor(
  context: PartnersContext,
  query: { display_page?: Ad['display_page'] | undefined; is_spc_plus?: boolean | undefined },
): Promise<AdsResponse> {
  const ads = await getAds(context);
  return {
    ads: ads.filter(
      (ad) =>
        (query.display_page === undefined || ad.display_page === query.display_page) &&
        (query.is_spc_plus === undefined || ad.is_spc_plus === query.is_spc_plus),
    ),
  };
}
