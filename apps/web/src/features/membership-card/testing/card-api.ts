// Test fixtures of the digital card's calls (docs/api-membership.md "The digital card") as stub routes
// for test/api-stub.ts.
import type { MembershipCard } from '@spc/domain/membership';
import type { StubRoute } from '../../../test/api-stub.ts';
import { jsonResponse } from '../../../test/render-app.tsx';

export const VERIFICATION_URL =
  'http://localhost/card/verify/MTIzLjE4MTQ1NzI4MDAwMDA.c2lnbmF0dXJlLW9mLTQzLWNoYXJhY3RlcnMtZm9yLXRlc3Q';

export function membershipCardFixture(overrides: Partial<MembershipCard> = {}): MembershipCard {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    card_number: '6018123456789012',
    expiry_date: '2099-08-31T12:00:00.000Z',
    tier: 'spc',
    is_free_trial: false,
    verification_url: VERIFICATION_URL,
    student_verified: false,
    ...overrides,
  };
}

export const noValidCard = () =>
  jsonResponse({ error: 'NO_VALID_CARD', message: 'There is no valid membership card to show.' }, 404);

/** What fetch does with no network: it rejects. */
export const offline = (): Response => {
  throw new TypeError('Failed to fetch');
};

export function cardApi({
  card = membershipCardFixture(),
  providers = { apple: false, google: false },
}: { card?: MembershipCard | (() => Response); providers?: { apple: boolean; google: boolean } } = {}): StubRoute[] {
  return [
    ['GET /api/users/membership-card', typeof card === 'function' ? card : card],
    ['GET /api/users/wallet/providers', providers],
  ];
}
