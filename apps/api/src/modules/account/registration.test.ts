// Registration (docs/api-accounts.md "Users service"; spec §3 "Registration", "Referral", "Account
// creation", §5): the member record made at verification or by POST /register, the referral code,
// the additional questions, and their bad inputs and other users' data.
import { MIN_AGE, isoDateOf, profileSchema, referralSchema, registrationSchema } from '@spc/domain/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  latestMail,
  mailsTo,
  signUpAndVerify,
  socialSignIn,
  type SignedUp,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { referralCodes, registrations, userProfiles } from '../../db/schema/index.ts';

let t: TestApp;
let member: SignedUp;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpAndVerify(t, {
    email: 'member@example.com',
    firstName: 'Élodie',
    lastName: 'Gagnon',
    language: 'fr',
  });
});

afterAll(async () => {
  await t.close();
});

function get(url: string, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? authHeaders(t, cookie, headers) : headers });
}

function send(method: 'POST' | 'PUT', url: string, cookie: string | undefined, payload: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    payload: payload as Record<string, unknown>,
  });
}

/** A user signed in with Google who has no member record yet. */
async function unregisteredUser(label: string): Promise<SignedUp> {
  return socialSignIn(t, nextEmail(label));
}

function registerBody(user: SignedUp, overrides: Record<string, unknown> = {}) {
  return {
    firebase_uid: user.userId,
    first_name: 'Sam',
    last_name: "O'Neil",
    birth_date: '2001-02-03',
    email_opt_in: true,
    language: 'en',
    agree: true,
    signup_method: 'google',
    ...overrides,
  };
}

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return isoDateOf(date);
};

describe('the member record made at e-mail verification', () => {
  it('exists once the address is verified, from the sign-up form, with the welcome e-mail in its language', async () => {
    const registered = await get('/api/users/userIsRegistered', member.cookie);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ registered: true });

    const registration = await get('/api/users/v2/user/register', member.cookie);
    expect(registration.statusCode).toBe(200);
    expect(registrationSchema.parse(registration.json())).toEqual({
      membership_type: null,
      registered: true,
      hasCard: false,
      bmo: false,
    });

    const profile = profileSchema.parse((await get('/api/users/v2/user/profile', member.cookie)).json());
    expect(profile).toMatchObject({
      firebase_uid: member.userId,
      first_name: 'Élodie',
      last_name: 'Gagnon',
      email_lower: 'member@example.com',
      language: 'fr',
      email_verified: true,
      // No postal code or school yet.
      is_complete: false,
    });
    const welcome = await latestMail(t, 'member@example.com', 'welcome');
    expect(welcome?.language).toBe('fr');
    expect(welcome?.subject).toContain('Élodie');
  });
});

describe('signed-in calls without a session', () => {
  it.each([
    ['GET', '/api/users/userIsRegistered', undefined],
    ['GET', '/api/users/v2/user/register', undefined],
    ['GET', '/api/users/register', undefined],
    ['PUT', '/api/users/v2/user/register', { postal: 'H2X 1Y4', school_type: 'college', international: false }],
  ] as const)('%s %s answers 401 UNAUTHENTICATED', async (method, url, payload) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl },
      ...(payload && { payload }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('POST /register with a valid body but no session answers 401', async () => {
    const res = await send('POST', '/api/users/register', undefined, registerBody(member));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('a made-up session cookie is no session', async () => {
    const res = await get('/api/users/userIsRegistered', 'better-auth.session_token=forged.value');
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/users/register', () => {
  it('registers a verified user without a member record: 201, profile, registration, affiliate, welcome e-mail', async () => {
    const user = await unregisteredUser('social');
    expect((await get('/api/users/userIsRegistered', user.cookie)).json()).toEqual({ registered: false });
    expect((await get('/api/users/v2/user/register', user.cookie)).json()).toEqual({
      membership_type: null,
      registered: false,
      hasCard: false,
      bmo: false,
    });
    expect((await get('/api/users/v2/user/profile', user.cookie)).statusCode).toBe(404);

    const res = await send(
      'POST',
      '/api/users/register',
      user.cookie,
      registerBody(user, { affiliate: { ranMID: '12345', ranSiteID: 'abc-XYZ' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ registered: true });

    expect((await get('/api/users/userIsRegistered', user.cookie)).json()).toEqual({ registered: true });
    const profile = profileSchema.parse((await get('/api/users/v2/user/profile', user.cookie)).json());
    expect(profile).toMatchObject({
      first_name: 'Sam',
      last_name: "O'Neil",
      birth_date: '2001-02-03',
      email_opt_in: true,
      language: 'en',
      email_lower: user.email,
    });
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.userId, user.userId));
    expect(row?.affiliate).toEqual({ ranMID: '12345', ranSiteID: 'abc-XYZ' });
    const welcome = await latestMail(t, user.email, 'welcome');
    expect(welcome?.language).toBe('en');
    expect(welcome?.link).toBe(`${t.config.publicUrl}/deals`);
  });

  it('a second registration is 409 ALREADY_REGISTERED and changes nothing', async () => {
    const res = await send('POST', '/api/users/register', member.cookie, registerBody(member, { first_name: 'Other' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'ALREADY_REGISTERED' });
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, member.userId));
    expect(profile?.firstName).toBe('Élodie');
  });

  it('two racing registrations register once', async () => {
    const user = await unregisteredUser('race');
    const answers = await Promise.all([
      send('POST', '/api/users/register', user.cookie, registerBody(user, { first_name: 'First' })),
      send('POST', '/api/users/register', user.cookie, registerBody(user, { first_name: 'Second' })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await mailsTo(t, user.email, 'welcome')).toHaveLength(1);
  });

  it("refuses someone else's firebase_uid with 403", async () => {
    const user = await unregisteredUser('impostor');
    const res = await send(
      'POST',
      '/api/users/register',
      user.cookie,
      registerBody(user, { firebase_uid: member.userId }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'FORBIDDEN', field: 'firebase_uid' });
    expect((await get('/api/users/userIsRegistered', user.cookie)).json()).toEqual({ registered: false });
  });

  it(`answers 422 AGE_RESTRICTED under ${MIN_AGE}, and accepts someone who turns ${MIN_AGE} today`, async () => {
    const young = await unregisteredUser('young');
    const tooYoung = await send(
      'POST',
      '/api/users/register',
      young.cookie,
      registerBody(young, { birth_date: yearsAgo(MIN_AGE, 1) }),
    );
    expect(tooYoung.statusCode).toBe(422);
    expect(tooYoung.json()).toMatchObject({ error: 'AGE_RESTRICTED' });
    expect((await get('/api/users/userIsRegistered', young.cookie)).json()).toEqual({ registered: false });

    const birthday = await send(
      'POST',
      '/api/users/register',
      young.cookie,
      registerBody(young, { birth_date: yearsAgo(MIN_AGE) }),
    );
    expect(birthday.statusCode, birthday.body).toBe(201);
  });

  it.each([
    ['first_name', { first_name: undefined }],
    ['first_name', { first_name: '   ' }],
    ['last_name', { last_name: 'R2-D2' }],
    ['last_name', { last_name: 42 }],
    ['birth_date', { birth_date: '2001-02-30' }],
    ['birth_date', { birth_date: '03/02/2001' }],
    ['email_opt_in', { email_opt_in: 'yes' }],
    ['language', { language: 'de' }],
    ['agree', { agree: false }],
    ['agree', { agree: undefined }],
    ['signup_method', { signup_method: 'twitter' }],
    ['firebase_uid', { firebase_uid: '' }],
    ['affiliate', { affiliate: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])) }],
    ['affiliate', { affiliate: ['ranMID'] }],
  ])('400 naming %s for %j', async (field, overrides) => {
    const user = await unregisteredUser('bad');
    const res = await send('POST', '/api/users/register', user.cookie, registerBody(user, overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('400 for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { ...authHeaders(t, member.cookie), 'content-type': 'application/json' },
      payload: '"register me"',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/users/register (referral)', () => {
  it('creates a code on the first read and answers the same one after, with its counts', async () => {
    const first = await get('/api/users/register', member.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const referral = referralSchema.parse(first.json());
    expect(referral.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(referral).toMatchObject({ referral_count: 0, referral_redemption_count: 0 });
    const again = referralSchema.parse((await get('/api/users/register', member.cookie)).json());
    expect(again.referral_code).toBe(referral.referral_code);

    await t.database.db
      .update(referralCodes)
      .set({ referralCount: 3, referralRedemptionCount: 1 })
      .where(eq(referralCodes.userId, member.userId));
    expect((await get('/api/users/register', member.cookie)).json()).toEqual({
      referral_code: referral.referral_code,
      referral_count: 3,
      referral_redemption_count: 1,
    });
  });

  it('gives every member a different code', async () => {
    const other = await signUpAndVerify(t, { email: nextEmail('referrer') });
    const mine = referralSchema.parse((await get('/api/users/register', member.cookie)).json());
    const theirs = referralSchema.parse((await get('/api/users/register', other.cookie)).json());
    expect(theirs.referral_code).not.toBe(mine.referral_code);
  });

  it("accepts the caller's own firebase_uid header and refuses another's with 403", async () => {
    const own = await get('/api/users/register', member.cookie, { firebase_uid: member.userId });
    expect(own.statusCode).toBe(200);
    const other = await get('/api/users/register', member.cookie, { firebase_uid: 'someone-else' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'FORBIDDEN' });
  });

  it('answers 404 NOT_REGISTERED before registration', async () => {
    const user = await unregisteredUser('no-referral');
    const res = await get('/api/users/register', user.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_REGISTERED' });
  });

  it('answers 401 without a session, even with a firebase_uid header', async () => {
    const res = await get('/api/users/register', undefined, { firebase_uid: member.userId });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/v2/user/register (additional questions)', () => {
  it('saves a Canadian answer with the province from the postal code, and the profile is complete', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('additional') });
    const res = await send('PUT', '/api/users/v2/user/register', user.cookie, {
      postal: 'h2x1y4',
      school_type: 'cegep',
      international: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile).toMatchObject({
      postal: 'H2X 1Y4',
      province: 'QC',
      country: 'ca',
      school_type: 'cegep',
      school_name: null,
      international: false,
      is_complete: true,
    });
    expect(profileSchema.parse((await get('/api/users/v2/user/profile', user.cookie)).json())).toEqual(profile);
  });

  it.each([
    ['X0A 1H0', 'NU'],
    ['X1A 2P7', 'NT'],
    ['V6B 1A1', 'BC'],
    ['A1C 5M2', 'NL'],
  ])('derives the province of %s as %s', async (postal, province) => {
    const res = await send('PUT', '/api/users/v2/user/register', member.cookie, {
      postal,
      school_type: 'university',
      international: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ postal, province, international: true });
  });

  it('a ZIP code makes the profile American, where the school must be named from the (empty) list', async () => {
    const res = await send('PUT', '/api/users/v2/user/register', member.cookie, {
      postal: '90210',
      school_type: 'university',
      international: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'school_name' });
  });

  it.each([
    ['postal', { postal: undefined }],
    ['postal', { postal: '' }],
    ['postal', { postal: 'H2X1Y4Z' }],
    ['postal', { postal: 12345 }],
    ['school_type', { school_type: 'kindergarten' }],
    ['school_type', { school_type: undefined }],
    ['international', { international: 'no' }],
    ['international', { international: undefined }],
    ['country', { country: 'fr' }],
  ])('400 naming %s for %j', async (field, overrides) => {
    const res = await send('PUT', '/api/users/v2/user/register', member.cookie, {
      postal: 'H2X 1Y4',
      school_type: 'college',
      international: false,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('answers 404 NOT_REGISTERED for a user without a member record', async () => {
    const user = await unregisteredUser('no-profile');
    const res = await send('PUT', '/api/users/v2/user/register', user.cookie, {
      postal: 'H2X 1Y4',
      school_type: 'college',
      international: false,
    });
    expect(res.statusCode).toBe(404);
  });
});
