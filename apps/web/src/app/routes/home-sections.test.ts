import type { CollectionsWithOffersResponse, LimitedTimeOffersResponse } from '@spc/domain/catalogue-responses';
import { describe, expect, it } from 'vitest';
import { getCollectionsQueryOptions } from '../../features/offers/api/get-collections.ts';
import { getLimitedTimeOffersQueryOptions } from '../../features/offers/api/get-limited-time-offers.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { makeOffer, summaryFixture } from '../../test/fixtures/deals.ts';
import { HOME_SECTION_SIZE, keepShownHomeData } from './home-sections.tsx';

const offers = Array.from({ length: 10 }, (_, index) =>
  makeOffer({
    offer_id: index + 1,
    partner_id: 100 + index,
    partner_name: `Partner ${index + 1}`,
    title_en: `Offer ${index + 1}`,
    title_fr: `Offre ${index + 1}`,
  }),
);
const partners = summaryFixture(offers).partners_by_id;

function collection(id: number, collectionOffers: typeof offers) {
  return {
    id,
    url_name: `collection-${id}`,
    name_en: `Collection ${id}`,
    name_fr: `Collection ${id}`,
    offer_ids: collectionOffers.map((offer) => offer.offer_id),
    offers: collectionOffers,
  };
}

describe('keepShownHomeData', () => {
  it('cuts the cached lists to what the sections show, with their partners and their fetch time', () => {
    const queryClient = createQueryClient({ retry: false });
    const limitedKey = getLimitedTimeOffersQueryOptions().queryKey;
    const collectionsKey = getCollectionsQueryOptions().queryKey;
    queryClient.setQueryData<LimitedTimeOffersResponse>(
      limitedKey,
      { limited_time_offers: offers, partners_by_id: partners },
      { updatedAt: 1_000 },
    );
    queryClient.setQueryData<CollectionsWithOffersResponse>(collectionsKey, {
      collections: [collection(1, []), collection(2, offers), collection(3, offers.slice(5)), collection(4, offers)],
      partners_by_id: partners,
    });

    keepShownHomeData(queryClient);

    const limited = queryClient.getQueryData<LimitedTimeOffersResponse>(limitedKey);
    expect(limited?.limited_time_offers.map((offer) => offer.offer_id)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(limited?.partners_by_id ?? {}).sort()).toEqual(['100', '101', '102', '103']);
    expect(queryClient.getQueryState(limitedKey)?.dataUpdatedAt).toBe(1_000);

    const shown = queryClient.getQueryData<CollectionsWithOffersResponse>(collectionsKey);
    // The two first collections that have offers, four offers each.
    expect(shown?.collections.map((item) => [item.id, item.offers.map((offer) => offer.offer_id)])).toEqual([
      [2, [1, 2, 3, 4]],
      [3, [6, 7, 8, 9]],
    ]);
    expect(Object.keys(shown?.partners_by_id ?? {}).sort()).toEqual(
      ['100', '101', '102', '103', '105', '106', '107', '108'].sort(),
    );
    expect(HOME_SECTION_SIZE).toBe(4);
  });

  it('leaves lists that are not loaded alone', () => {
    const queryClient = createQueryClient({ retry: false });
    keepShownHomeData(queryClient);
    expect(queryClient.getQueryData(getCollectionsQueryOptions().queryKey)).toBeUndefined();
  });
});
