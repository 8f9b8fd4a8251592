// GET and PUT /api/users/user/consent (issue 21 item 1): a signed-in person's decision kept on the
// profile, one history row per decision and no IP; bad bodies refused with 400 and a plain message;
// signed-out callers 401; a user's decisions are theirs alone and go with their account.
import { consentResponseSchema } from '@spc/domain/consent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { authUsers, consentDecisions } from '../../db/schema/index.ts';

let t: TestApp;
let people = 0;
const person = (): Promise<SignedUp> => signUpAndVerify(t, { email: `consent${(people += 1)}@example.com` });

const decidedAt = new Date(Date.now() - 60_000).toISOString();
const choice = (analytics: boolean, marketing: boolean) => ({
  version: 1,
  analytics,
  marketing,
  decided_at: decidedAt,
});

function getConsent(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/users/user/consent',
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
  });
}

function putConsent(body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/user/consent',
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    payload: body as object,
  });
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('/api/users/user/consent', () => {
  it('answers null before any decision, then the latest one; each decision is kept', async () => {
    const user = await person();
    const before = await getConsent(user.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ consent: null });

    const accepted = await putConsent(choice(true, true), user.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(consentResponseSchema.parse(accepted.json())).toEqual({ consent: choice(true, true) });

    const withdrawn = await putConsent(choice(false, false), user.cookie);
    expect(withdrawn.json()).toEqual({ consent: choice(false, false) });
    expect((await getConsent(user.cookie)).json()).toEqual({ consent: choice(false, false) });

    const rows = await t.database.db
      .select()
      .from(consentDecisions)
      .where(eq(consentDecisions.userId, user.userId))
      .orderBy(consentDecisions.id);
    expect(rows.map((row) => [row.analytics, row.marketing])).toEqual([
      [true, true],
      [false, false],
    ]);
    // Only the choice: no address or browser detail is kept.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['analytics', 'decidedAt', 'id', 'marketing', 'recordedAt', 'userId', 'version'].sort(),
    );
  });

  it('keeps each person’s decision to themselves', async () => {
    const [ada, ben] = [await person(), await person()];
    await putConsent(choice(false, true), ada.cookie);
    expect((await getConsent(ben.cookie)).json()).toEqual({ consent: null });
  });

  it('works for a signed-in user who has not registered yet', async () => {
    const social = await socialSignIn(t, 'consent-social@example.com');
    const res = await putConsent(choice(true, false), social.cookie);
    expect(res.statusCode).toBe(200);
    expect((await getConsent(social.cookie)).json()).toEqual({ consent: choice(true, false) });
  });

  it('answers 401 to a signed-out caller, and stores nothing', async () => {
    const count = (await t.database.db.select().from(consentDecisions)).length;
    expect((await getConsent()).statusCode).toBe(401);
    const res = await putConsent(choice(true, true));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect((await t.database.db.select().from(consentDecisions)).length).toBe(count);
  });

  it.each([
    ['another version', { ...choice(true, true), version: 2 }, 'version'],
    ['a version as text', { ...choice(true, true), version: '1' }, 'version'],
    ['a missing category', { version: 1, analytics: true, decided_at: decidedAt }, 'marketing'],
    ['a category that is not a boolean', { ...choice(true, true), analytics: 'yes' }, 'analytics'],
    ['an unknown key', { ...choice(true, true), necessary: false }, 'necessary'],
    ['a date that is not one', { ...choice(true, true), decided_at: 'last week' }, 'decided_at'],
    ['a date in the future', { ...choice(true, true), decided_at: '2999-01-01T00:00:00Z' }, 'decided_at'],
    ['a body that is not an object', [true, true], ''],
  ])('answers 400 to %s, with a message, and stores nothing', async (_label, body, field) => {
    const user = await person();
    const res = await putConsent(body, user.cookie);
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ error: string; message: string }>();
    expect(answer.error).toBe('VALIDATION_ERROR');
    expect(answer.message).toContain(field);
    expect((await getConsent(user.cookie)).json()).toEqual({ consent: null });
  });

  it('goes with the account when it is deleted', async () => {
    const user = await person();
    await putConsent(choice(true, true), user.cookie);
    await t.database.db.delete(authUsers).where(eq(authUsers.id, user.userId));
    expect(await t.database.db.select().from(consentDecisions).where(eq(consentDecisions.userId, user.userId))).toEqual(
      [],
    );
  });
});
