// The profile and the account settings (docs/api-accounts.md; spec §3 "User profile", §4 "Derived
// states" language, "Policy-update notification", §5): reading and editing the profile with the
// school rule on the merged result, the language, the alerts policy, and e-mail and password changes
// re-authenticated by the password.
import { ALERTS_POLICY_THRESHOLD, isoDateOf, MIN_AGE, profileSchema, VALIDATION_MESSAGES } from '@spc/domain/users';
import { legalDayOf } from '@spc/domain/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  cookieOf,
  latestMail,
  oobCodeOf,
  PASSWORD,
  signIn,
  signUpAndVerify,
  socialSignIn,
  type SignedUp,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authUsers, legalVersions, loginAttempts, userProfiles } from '../../db/schema/index.ts';

let t: TestApp;
let member: SignedUp;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpAndVerify(t, { email: 'profile@example.com', firstName: 'Maya', lastName: 'Singh' });
  const answered = await put('/api/users/v2/user/register', member.cookie, {
    postal: 'M5V 2T6',
    school_type: 'university',
    international: false,
  });
  expect(answered.statusCode, answered.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? authHeaders(t, cookie) : {} });
}

function put(url: string, cookie: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    payload: payload as Record<string, unknown>,
  });
}

async function profileOf(cookie: string) {
  const res = await get('/api/users/v2/user/profile', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return profileSchema.parse(res.json());
}

describe('GET /api/users/v2/user/profile', () => {
  it("answers the caller's profile with every field of spec §3, email_verified and is_complete", async () => {
    const res = await get('/api/users/v2/user/profile', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<object>()).sort()).toEqual(
      [
        'firebase_uid',
        'first_name',
        'last_name',
        'email_lower',
        'language',
        'postal',
        'birth_date',
        'gender',
        'school_type',
        'school_name',
        'international',
        'province',
        'referred_by',
        'is_auto_renew',
        'email_opt_in',
        'theme_id',
        'alerts_policy',
        'privacy_version',
        'privacy_version_current',
        'policy_update_due',
        'country',
        'email_verified',
        'is_complete',
      ].sort(),
    );
    expect(profileSchema.parse(res.json())).toMatchObject({
      firebase_uid: member.userId,
      first_name: 'Maya',
      email_lower: 'profile@example.com',
      postal: 'M5V 2T6',
      province: 'ON',
      country: 'ca',
      alerts_policy: 0,
      is_auto_renew: false,
      email_verified: true,
      is_complete: true,
    });
  });

  it('401 without a session', async () => {
    const res = await get('/api/users/v2/user/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('works with the session token as a bearer token too', async () => {
    const signedIn = await signIn(t, member.email, PASSWORD);
    const { token } = signedIn.json<{ token: string }>();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/v2/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firebase_uid: member.userId });
  });
});

describe('PUT /api/users/v2/user/profile', () => {
  it('updates the fields sent and keeps the others; a new postal code moves the province', async () => {
    const res = await put('/api/users/v2/user/profile', member.cookie, {
      first_name: '  Maya-Lin ',
      gender: 'non_binary',
      postal: 't2p1j9',
      theme_id: 3,
      email_opt_in: true,
      ignored_field: 'dropped',
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile).toMatchObject({
      first_name: 'Maya-Lin',
      last_name: 'Singh',
      gender: 'non_binary',
      postal: 'T2P 1J9',
      province: 'AB',
      theme_id: 3,
      email_opt_in: true,
      school_type: 'university',
      is_complete: true,
    });
    expect(await profileOf(member.cookie)).toEqual(profile);
    const [user] = await t.database.db.select().from(authUsers).where(eq(authUsers.id, member.userId));
    expect(user?.name).toBe('Maya-Lin Singh');
  });

  it('clears nullable fields sent as null', async () => {
    const res = await put('/api/users/v2/user/profile', member.cookie, { gender: null, theme_id: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gender: null, theme_id: null });
  });

  it('applies the school rule to the merged profile: no school type for Canada is refused', async () => {
    const res = await put('/api/users/v2/user/profile', member.cookie, { school_type: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: VALIDATION_MESSAGES.school_type_invalid,
      field: 'school_type',
    });
    expect((await profileOf(member.cookie)).school_type).toBe('university');
  });

  it('switching to the US needs a school name from the list (empty in the spec), so it is refused', async () => {
    const byCountry = await put('/api/users/v2/user/profile', member.cookie, { country: 'us' });
    expect(byCountry.statusCode).toBe(400);
    expect(byCountry.json()).toMatchObject({ field: 'school_name' });
    const byZip = await put('/api/users/v2/user/profile', member.cookie, { postal: '10001' });
    expect(byZip.statusCode).toBe(400);
    expect(byZip.json()).toMatchObject({ field: 'school_name' });
    expect(await profileOf(member.cookie)).toMatchObject({ country: 'ca', postal: 'T2P 1J9' });
  });

  it('lets a member fix a name before answering the school questions', async () => {
    const fresh = await signUpAndVerify(t, { email: nextEmail('fresh') });
    const res = await put('/api/users/v2/user/profile', fresh.cookie, { last_name: 'Côté' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ last_name: 'Côté', school_type: null, is_complete: false });
  });

  const young = () => {
    const date = new Date();
    date.setFullYear(date.getFullYear() - MIN_AGE);
    date.setDate(date.getDate() + 1);
    return isoDateOf(date);
  };

  it.each([
    ['first_name', { first_name: '' }],
    ['first_name', { first_name: 'x'.repeat(51) }],
    ['last_name', { last_name: '<script>' }],
    ['birth_date', { birth_date: '1899-12-31' }],
    ['birth_date', { birth_date: 'yesterday' }],
    ['birth_date', { birth_date: young() }],
    ['postal', { postal: 'ABC 123' }],
    ['postal', { postal: '' }],
    ['gender', { gender: 'other' }],
    ['school_type', { school_type: 'kindergarten' }],
    ['international', { international: 1 }],
    ['email_opt_in', { email_opt_in: 'true' }],
    ['language', { language: 'es' }],
    ['country', { country: 'mx' }],
    ['theme_id', { theme_id: 1.5 }],
    ['theme_id', { theme_id: -1 }],
  ])('400 naming %s for %j', async (field, body) => {
    const before = await profileOf(member.cookie);
    const res = await put('/api/users/v2/user/profile', member.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    expect(await profileOf(member.cookie)).toEqual(before);
  });

  it('401 without a session, 404 NOT_REGISTERED without a profile', async () => {
    expect((await put('/api/users/v2/user/profile', undefined, { first_name: 'Eve' })).statusCode).toBe(401);
    const bare = await socialSignIn(t, nextEmail('bare'));
    const res = await put('/api/users/v2/user/profile', bare.cookie, { first_name: 'Eve' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_REGISTERED' });
  });
});

describe('PUT /api/users/user/update_language', () => {
  it('saves the language on the profile and answers it', async () => {
    const res = await put('/api/users/user/update_language', member.cookie, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'fr' });
    expect((await profileOf(member.cookie)).language).toBe('fr');
    await put('/api/users/user/update_language', member.cookie, { language: 'en' });
    expect((await profileOf(member.cookie)).language).toBe('en');
  });

  it.each([[{ language: 'EN' }], [{ language: 'de' }], [{}], [{ language: null }]])(
    '400 naming language for %j',
    async (body) => {
      const res = await put('/api/users/user/update_language', member.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'language' });
    },
  );

  it('401 without a session', async () => {
    expect((await put('/api/users/user/update_language', undefined, { language: 'fr' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/user/alerts-policy', () => {
  it(`acknowledges the policy-update notification: alerts_policy becomes ${ALERTS_POLICY_THRESHOLD}`, async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('policy') });
    expect((await profileOf(user.cookie)).alerts_policy).toBe(0);
    const res = await put('/api/users/user/alerts-policy', user.cookie, { alerts_policy: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ alerts_policy: 1 });
    expect((await profileOf(user.cookie)).alerts_policy).toBe(1);
  });

  it.each([[{ alerts_policy: 2 }], [{ alerts_policy: '1' }], [{}]])('400 naming alerts_policy for %j', async (body) => {
    const res = await put('/api/users/user/alerts-policy', member.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'alerts_policy' });
  });

  it('401 without a session', async () => {
    expect((await put('/api/users/user/alerts-policy', undefined, { alerts_policy: 1 })).statusCode).toBe(401);
  });
});

describe('the policy-update notice follows the privacy policy’s version (issue 17)', () => {
  const privacy = (version: number, effectiveOn: string) => ({
    kind: 'privacy' as const,
    version,
    effectiveOn,
    bodyEnCa: `Privacy ${version}`,
    bodyFrCa: `Confidentialité ${version}`,
  });
  const today = legalDayOf(new Date());

  it('a new member accepts the version in effect at sign-up and sees no notice; a newer version makes it due once', async () => {
    await t.database.db.delete(legalVersions).where(eq(legalVersions.kind, 'privacy'));
    await t.database.db.insert(legalVersions).values([privacy(1, '2025-01-01'), privacy(2, today)]);
    t.app.cache.clear();
    const user = await signUpAndVerify(t, { email: nextEmail('privacy') });
    expect(await profileOf(user.cookie)).toMatchObject({
      privacy_version: 2,
      privacy_version_current: 2,
      policy_update_due: false,
    });

    // Version 3 takes effect: the member, who accepted 2, must see the notice.
    await t.database.db.insert(legalVersions).values(privacy(3, today));
    t.app.cache.clear();
    expect(await profileOf(user.cookie)).toMatchObject({
      privacy_version: 2,
      privacy_version_current: 3,
      policy_update_due: true,
    });

    // Acknowledging records the version in effect, whatever the client could claim: the notice is gone.
    const res = await put('/api/users/user/alerts-policy', user.cookie, { alerts_policy: 1 });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(user.cookie)).toMatchObject({ privacy_version: 3, policy_update_due: false });
    const [row] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.userId));
    expect(row?.privacyVersion).toBe(3);
  });

  it('a social sign-up accepts the version in effect when it registers (POST /api/users/register)', async () => {
    await t.database.db.delete(legalVersions).where(eq(legalVersions.kind, 'privacy'));
    await t.database.db.insert(legalVersions).values([privacy(1, '2025-01-01'), privacy(4, today)]);
    t.app.cache.clear();
    const user = await socialSignIn(t, nextEmail('social-privacy'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: authHeaders(t, user.cookie),
      payload: {
        firebase_uid: user.userId,
        first_name: 'Sam',
        last_name: 'Roy',
        birth_date: '2001-02-03',
        email_opt_in: false,
        language: 'fr',
        agree: true,
        signup_method: 'google',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await profileOf(user.cookie)).toMatchObject({ privacy_version: 4, policy_update_due: false });
  });

  it('a version not yet in effect changes nothing, and a member who never accepted one sees the notice', async () => {
    await t.database.db.delete(legalVersions).where(eq(legalVersions.kind, 'privacy'));
    await t.database.db.insert(legalVersions).values([privacy(1, '2025-01-01'), privacy(2, '2999-01-01')]);
    t.app.cache.clear();
    const user = await signUpAndVerify(t, { email: nextEmail('privacy') });
    expect(await profileOf(user.cookie)).toMatchObject({
      privacy_version: 1,
      privacy_version_current: 1,
      policy_update_due: false,
    });
    await t.database.db.update(userProfiles).set({ privacyVersion: null }).where(eq(userProfiles.userId, user.userId));
    expect((await profileOf(user.cookie)).policy_update_due).toBe(true);
  });

  it('no privacy policy published: no notice, nothing recorded', async () => {
    await t.database.db.delete(legalVersions).where(eq(legalVersions.kind, 'privacy'));
    t.app.cache.clear();
    const user = await signUpAndVerify(t, { email: nextEmail('privacy') });
    expect(await profileOf(user.cookie)).toMatchObject({
      privacy_version: null,
      privacy_version_current: null,
      policy_update_due: false,
    });
  });
});

describe('PUT /api/users/user/email', () => {
  it('with the right password: the address changes, unverified, and its link verifies it', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('mover'), language: 'fr' });
    const res = await put('/api/users/user/email', user.cookie, {
      email: ' New.Address@Example.com ',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'new.address@example.com', email_verified: false });

    const profile = await profileOf(user.cookie);
    expect(profile).toMatchObject({ email_lower: 'new.address@example.com', email_verified: false });
    const mail = await latestMail(t, 'new.address@example.com', 'email-change');
    expect(mail?.language).toBe('fr');
    expect(mail?.text).toContain('new.address@example.com');
    expect(new URL(mail!.link!).searchParams.get('apiKey')).toBeTruthy();

    // Password sign-in waits for the new address to be verified; the old address is gone.
    expect((await signIn(t, 'new.address@example.com', PASSWORD)).statusCode).toBe(403);
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(401);

    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(oobCodeOf(mail!.link))}`,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await profileOf(user.cookie)).email_verified).toBe(true);
    expect((await signIn(t, 'new.address@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong password is 401 INVALID_PASSWORD, counts as a failed attempt, and changes nothing', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('wrongpw') });
    const res = await put('/api/users/user/email', user.cookie, {
      email: nextEmail('target'),
      password: 'Wrong1password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'INVALID_PASSWORD', field: 'password' });
    expect((await profileOf(user.cookie)).email_lower).toBe(user.email);
    const [attempts] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.emailLower, user.email));
    expect(attempts?.failedCount).toBe(1);
  });

  it('an address another account uses is 409 EMAIL_TAKEN, whatever its case', async () => {
    const owner = await signUpAndVerify(t, { email: nextEmail('owner') });
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const res = await put('/api/users/user/email', member.cookie, { email, password: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'EMAIL_TAKEN', field: 'email' });
    }
    expect((await profileOf(member.cookie)).email_lower).toBe(member.email);
  });

  it('two accounts racing for one new address: one gets it, the other 409 EMAIL_TAKEN', async () => {
    const first = await signUpAndVerify(t, { email: nextEmail('racer') });
    const second = await signUpAndVerify(t, { email: nextEmail('racer') });
    const contested = nextEmail('contested');
    const answers = await Promise.all(
      [first, second].map((user) =>
        put('/api/users/user/email', user.cookie, { email: contested, password: PASSWORD }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toMatchObject({ error: 'EMAIL_TAKEN' });
  });

  it('the same address again changes nothing', async () => {
    const res = await put('/api/users/user/email', member.cookie, { email: member.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: member.email, email_verified: true });
    expect(await latestMail(t, member.email, 'email-change')).toBeUndefined();
  });

  it('while the account is locked, nothing is checked: 423 ACCOUNT_LOCKED with retry_after', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('locked-mover') });
    await t.database.db
      .insert(loginAttempts)
      .values({ emailLower: user.email, failedCount: 5, lockedUntil: new Date(Date.now() + 600_000) });
    const res = await put('/api/users/user/email', user.cookie, { email: nextEmail('elsewhere'), password: PASSWORD });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
    expect(res.json<{ retry_after: number }>().retry_after).toBeGreaterThan(500);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
  });

  it.each([
    ['email', { email: 'not-an-address', password: PASSWORD }],
    ['email', { password: PASSWORD }],
    ['password', { email: 'x@example.com' }],
    ['password', { email: 'x@example.com', password: '' }],
    ['password', { email: 'x@example.com', password: 12345678 }],
  ])('400 naming %s for %j', async (field, body) => {
    const res = await put('/api/users/user/email', member.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
  });

  it('401 without a session', async () => {
    expect(
      (await put('/api/users/user/email', undefined, { email: 'x@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/users/user/password', () => {
  it('with the current password: the new one works, the old one does not, other sessions end, this one stays', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('changer') });
    const other = await signIn(t, user.email, PASSWORD);
    expect(other.statusCode).toBe(200);
    const otherCookie = cookieOf(other);
    expect((await get('/api/users/v2/user/profile', otherCookie)).statusCode).toBe(200);

    const res = await put('/api/users/user/password', user.cookie, {
      current_password: PASSWORD,
      new_password: 'Brand2newpass',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect((await get('/api/users/v2/user/profile', user.cookie)).statusCode).toBe(200);
    expect((await get('/api/users/v2/user/profile', otherCookie)).statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'Brand2newpass')).statusCode).toBe(200);
  });

  it('a wrong current password is 401 INVALID_PASSWORD and the password stays', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('keeper') });
    const res = await put('/api/users/user/password', user.cookie, {
      current_password: 'Not1thepassword',
      new_password: 'Brand2newpass',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'INVALID_PASSWORD', field: 'current_password' });
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['new_password', { current_password: PASSWORD, new_password: 'short1A' }],
    ['new_password', { current_password: PASSWORD, new_password: 'alllowercase1' }],
    ['new_password', { current_password: PASSWORD, new_password: 'NoDigitsHere' }],
    ['new_password', { current_password: PASSWORD, new_password: PASSWORD }],
    ['new_password', { current_password: PASSWORD, new_password: `Aa1${'x'.repeat(126)}` }],
    ['new_password', { current_password: PASSWORD }],
    ['current_password', { new_password: 'Brand2newpass' }],
  ])('400 naming %s', async (field, body) => {
    const res = await put('/api/users/user/password', member.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('401 without a session', async () => {
    const res = await put('/api/users/user/password', undefined, {
      current_password: PASSWORD,
      new_password: 'Brand2newpass',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("another user's profile", () => {
  it('is never reachable: every call acts on the session user only', async () => {
    const other = await signUpAndVerify(t, { email: nextEmail('neighbour'), firstName: 'Neighbour' });
    const res = await put('/api/users/v2/user/profile', other.cookie, {
      first_name: 'Changed',
      firebase_uid: member.userId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firebase_uid: other.userId, first_name: 'Changed' });
    const [mine] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, member.userId));
    expect(mine?.firstName).toBe('Maya-Lin');
  });
});
