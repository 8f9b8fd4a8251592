// POST /api/partners/v2/offers/{id}/url: the tracked link with its click; a link off the partner's host
// is refused by the API (422 UNSAFE_LINK) and never followed; an answer that breaks the contract is an
// error, not a link.
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { apiError, PARTNER_URL, urlFixture } from '../testing/redeem-api.ts';
import { getOfferUrl } from './get-offer-url.ts';

describe('getOfferUrl', () => {
  it('answers the tracked link and the recorded click', async () => {
    const fetchMock = stubApi([['POST /api/partners/v2/offers/7/url', urlFixture()]]);
    await expect(getOfferUrl(7)).resolves.toEqual({
      url: PARTNER_URL,
      click: { id: 'click-1', timestamp: Date.UTC(2026, 2, 5, 15) },
    });
    expect(calls(fetchMock)).toEqual(['POST /api/partners/v2/offers/7/url']);
  });

  it('passes on the API’s refusal of an unsafe link', async () => {
    stubApi([['POST /api/partners/v2/offers/7/url', apiError(422, 'UNSAFE_LINK')]]);
    await expect(getOfferUrl(7)).rejects.toMatchObject({ status: 422, code: 'UNSAFE_LINK' });
  });

  it('refuses an answer without a link', async () => {
    stubApi([['POST /api/partners/v2/offers/7/url', { click: { id: 'x', timestamp: 1 } }]]);
    await expect(getOfferUrl(7)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
