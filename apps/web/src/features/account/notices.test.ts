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
  it('shows while the alerts policy preference is below 1', () => {
    expect(showsPolicyUpdate(member({ profile: profileFixture({ alerts_policy: 0 }) }))).toBe(true);
    expect(showsPolicyUpdate(member({ profile: profileFixture({ alerts_policy: 1 }) }))).toBe(false);
    expect(showsPolicyUpdate(member({ profile: profileFixture({ alerts_policy: 2 }) }))).toBe(false);
    expect(showsPolicyUpdate(member({ profile: null }))).toBe(false);
    expect(showsPolicyUpdate(null)).toBe(false);
  });
});
