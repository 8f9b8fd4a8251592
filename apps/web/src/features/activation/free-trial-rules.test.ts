// Spec §4 "Free trial flow": the auto-renew question, decided on the session before the trial card.
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../test/fixtures/session.ts';
import { shouldOfferAutoRenew } from './free-trial-rules.ts';

const before = (overrides: { autoRenew?: boolean; isFreeTrial?: boolean; hasValidCard?: boolean } = {}) => ({
  profile: profileFixture({ is_auto_renew: overrides.autoRenew ?? false }),
  isFreeTrial: overrides.isFreeTrial ?? false,
  hasValidCard: overrides.hasValidCard ?? false,
});

describe('shouldOfferAutoRenew', () => {
  it('asks a member with no membership and no auto-renew', () => {
    expect(shouldOfferAutoRenew(before())).toBe(true);
  });

  it.each([
    ['already on auto-renew', { autoRenew: true }],
    ['already on a trial', { isFreeTrial: true, hasValidCard: true }],
    ['holding a valid card', { hasValidCard: true }],
  ])('does not ask a member %s', (_, overrides) => {
    expect(shouldOfferAutoRenew(before(overrides))).toBe(false);
  });

  it('does not ask without a session', () => {
    expect(shouldOfferAutoRenew(null)).toBe(false);
  });
});
