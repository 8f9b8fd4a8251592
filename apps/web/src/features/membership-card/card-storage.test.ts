// The copy of the card kept on the device: written with its member's id, read back only when whole.
import { describe, expect, it } from 'vitest';
import { clearStoredCard, readStoredCard, storeCard, STORED_CARD_KEY } from './card-storage.ts';
import { membershipCardFixture } from './testing/card-api.ts';

describe('card storage', () => {
  it('keeps the card with its member and the time it was loaded', () => {
    storeCard('user-1', membershipCardFixture(), 1_700_000_000_000);
    expect(readStoredCard()).toEqual({ uid: 'user-1', card: membershipCardFixture(), savedAt: 1_700_000_000_000 });
    clearStoredCard();
    expect(readStoredCard()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no member', JSON.stringify({ card: membershipCardFixture(), savedAt: 1 })],
    ['no time', JSON.stringify({ uid: 'u', card: membershipCardFixture() })],
    [
      'a card without its URL',
      JSON.stringify({ uid: 'u', savedAt: 1, card: { ...membershipCardFixture(), verification_url: 1 } }),
    ],
    ['an unknown tier', JSON.stringify({ uid: 'u', savedAt: 1, card: { ...membershipCardFixture(), tier: 'gold' } })],
    ['a bad date', JSON.stringify({ uid: 'u', savedAt: 1, card: { ...membershipCardFixture(), expiry_date: 'soon' } })],
  ])('ignores a stored value with %s', (_label, raw) => {
    window.localStorage.setItem(STORED_CARD_KEY, raw);
    expect(readStoredCard()).toBeNull();
  });
});
