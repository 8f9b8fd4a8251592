// The visibility rules of the account notices (spec §4 "Sign-in, flows and banners").
import { describe, expect, it } from 'vitest';
import { showsInvalidProfileAlert, showsPolicyUpdate, showsVerificationBanner, type NoticeSession } from './notices.ts';
import { profileFixture } from '../../test/fixtures/session-api.ts';

function member(overrides: Partial<NoticeSession> = {}): NoticeSession {
  return {
    user: { emailVerified: true },
    registered: true,
    hasValidCard: true,
    profile: profileFixture(),
    ...overrides,
  };
}
const incomplete = profileFixture({ postal: null });

describe('invalid-profile alert', () => {
  it('shows for a valid member (registered, valid card) whose profile is incomplete', () => {
    expect(showsInvalidProfileAlert(member({ profile: incomplete }), '/deals')).toBe(true);
    expect(showsInvalidProfileAlert(member({ profile: incomplete }), '/profile')).toBe(true);
    expect(showsInvalidProfileAlert(member({ profile: incomplete }), '/')).toBe(true);
  });

  it.each([
    ['a complete profile', member()],
    ['no valid card', member({ profile: incomplete, hasValidCard: false })],
    ['an unregistered user', member({ profile: incomplete, registered: false })],
    ['no profile loaded', member({ profile: null })],
    ['a visitor', null],
  ])('does not show for %s', (_case, session) => {
    expect(showsInvalidProfileAlert(session, '/deals')).toBe(false);
  });

  it.each([
    '/profile/edit',
    '/signup',
    '/signup/additional',
    '/signup/purchase',
    '/signup/activate',
    '/purchase/summary',
    '/activate',
    '/activate/info',
    '/activate/subscription',
  ])('is hidden on %s', (path) => {
    expect(showsInvalidProfileAlert(member({ profile: incomplete }), path)).toBe(false);
  });

  it('counts a US profile without a listed school name as incomplete (the list is empty)', () => {
    const us = profileFixture({ country: 'us', postal: '90210', school_type: null, school_name: 'Anything' });
    expect(showsInvalidProfileAlert(member({ profile: us }), '/deals')).toBe(true);
  });
});

describe('e-mail verification banner', () => {
  it('shows for a signed-in user whose address is not verified', () => {
    expect(showsVerificationBanner(member({ user: { emailVerified: false } }), '/deals')).toBe(true);
    // Registered or not.
    expect(showsVerificationBanner(member({ user: { emailVerified: false }, registered: false }), '/deals')).toBe(true);
  });

  it('does not show once verified, nor for visitors', () => {
    expect(showsVerificationBanner(member(), '/deals')).toBe(false);
    expect(showsVerificationBanner(null, '/deals')).toBe(false);
  });

  it.each(['/emailverification', '/__/auth/action', '/signup', '/signup/additional'])('is hidden on %s', (path) => {
    expect(showsVerificationBanner(member({ user: { emailVerified: false } }), path)).toBe(false);
  });
});

describe('policy-update notification', () => {
  it('shows while the privacy version the member accepted is older than the one in effect', () => {
    expect(showsPolicyUpdate(member({ profile: profileFixture({ policy_update_due: true }) }))).toBe(true);
    expect(showsPolicyUpdate(member({ profile: profileFixture({ policy_update_due: false }) }))).toBe(false);
    // The privacy version decides, not the old alerts_policy flag: a new member (alerts_policy 0) who
    // accepted the current version at sign-up sees nothing; one who acknowledged long ago sees a new one.
    expect(
      showsPolicyUpdate(
        member({
          profile: profileFixture({
            alerts_policy: 0,
            privacy_version: 2,
            privacy_version_current: 2,
            policy_update_due: false,
          }),
        }),
      ),
    ).toBe(false);
    expect(
      showsPolicyUpdate(
        member({
          profile: profileFixture({
            alerts_policy: 1,
            privacy_version: 1,
            privacy_version_current: 2,
            policy_update_due: true,
          }),
        }),
      ),
    ).toBe(true);
    expect(showsPolicyUpdate(member({ profile: null }))).toBe(false);
    expect(showsPolicyUpdate(null)).toBe(false);
  });
});
