// Rewards linking (docs/api-accounts.md "Rewards linking"; spec §3 "Partner linking", §7, §8): status with
// the Linked flag, linking with th_email (membership or trial required, the linking-failed code for an
// address the programme does not know, the conflict when another member holds the account), unlinking,
// the pre-link, the programme's offer without auth, bad inputs as 400s and the per-address limit.
import { LINKING_FAILED_CODE, REWARDS_LINKING_MESSAGES, thActiveOfferSchema } from '@spc/domain/rewards-linking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, nextClientAddress, type SignedUp } from '../../../test/auth-helpers.ts';
import { newMember } from '../../../test/purchase-helpers.ts';
import { cards, rewardsAccounts, rewardsLinks } from '../../db/schema/index.ts';
import { seedRewardsAccounts } from '../../db/seed/rewards-data.ts';
import { REWARDS_LINKING_RATE_LIMIT } from './routes.ts';

/** The fields these answers carry (status, pre-link, error bodies). */
interface Body {
  Linked?: boolean;
  th_email?: string;
  pre_linked?: boolean;
  error?: string;
  message?: string;
}

let t: TestApp;
let cardNumbers = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedRewardsAccounts(tx));
  // Accounts of this file's own, so each test links an address no other test holds.
  await t.database.db.insert(rewardsAccounts).values([
    { emailLower: 'unlink.case@example.com', firstName: 'Uma' },
    { emailLower: 'prelink.case@example.com', firstName: 'Paul' },
    { emailLower: 'race.case@example.com', firstName: 'Rita' },
  ]);
});

afterAll(async () => {
  await t.close();
});

/** A member holding a valid card (a paid membership, or a free trial when asked). */
async function memberWithCard({ trial = false, expired = false } = {}): Promise<SignedUp> {
  const member = await newMember(t);
  cardNumbers += 1;
  await t.database.db.insert(cards).values({
    cardNumber: `6018${String(900_000_000_000 + cardNumbers)}`,
    csv: '123',
    status: 'active',
    userId: member.userId,
    isPrimary: true,
    isFreeTrial: trial,
    expiryDate: new Date(Date.now() + (expired ? -1 : 1) * 30 * 86_400_000),
  });
  return member;
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  { member, payload, ip = nextClientAddress() }: { member?: SignedUp; payload?: unknown; ip?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/users${path}`,
    remoteAddress: ip,
    headers: member ? authHeaders(t, member.cookie) : { origin: t.config.publicUrl },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

describe('GET /api/users/tims-linking', () => {
  it('needs a signed-in member', async () => {
    expect((await call('GET', '/tims-linking')).statusCode).toBe(401);
  });

  it('says Linked false, then true with the address masked once linked', async () => {
    const member = await memberWithCard();
    expect((await call('GET', '/tims-linking', { member })).json()).toEqual({ Linked: false });
    const linked = await call('POST', '/tims-linking', { member, payload: { th_email: 'Alex.Chen@example.com' } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ success: true });
    const status = (await call('GET', '/tims-linking', { member })).json<Body>();
    expect(status.Linked).toBe(true);
    expect(status.th_email).toBe('al***@ex***.com');
    expect(status.th_email).not.toContain('chen');
  });
});

describe('POST /api/users/tims-linking', () => {
  it('links a free-trial member too', async () => {
    const member = await memberWithCard({ trial: true });
    const res = await call('POST', '/tims-linking', { member, payload: { th_email: 'marie.tremblay@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it('refuses a member without a valid membership (none, or expired)', async () => {
    for (const member of [await newMember(t), await memberWithCard({ expired: true })]) {
      const res = await call('POST', '/tims-linking', { member, payload: { th_email: 'tims.member@example.com' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'TH_MEMBERSHIP_REQUIRED',
        message: REWARDS_LINKING_MESSAGES.TH_MEMBERSHIP_REQUIRED,
      });
    }
  });

  it('answers the linking-failed code for an address the programme does not know', async () => {
    const member = await memberWithCard();
    const res = await call('POST', '/tims-linking', { member, payload: { th_email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: LINKING_FAILED_CODE,
      message: 'Linking process has failed, please retry your Tims reward account email.',
      field: 'th_email',
    });
    expect((await call('GET', '/tims-linking', { member })).json()).toEqual({ Linked: false });
  });

  it('refuses a rewards account another member holds (409), until they unlink it', async () => {
    const first = await memberWithCard();
    const second = await memberWithCard();
    const email = 'tims.member@example.com';
    expect((await call('POST', '/tims-linking', { member: first, payload: { th_email: email } })).statusCode).toBe(200);
    const conflict = await call('POST', '/tims-linking', {
      member: second,
      payload: { th_email: 'TIMS.member@example.com ' },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      error: 'TH_ACCOUNT_LINKED_ELSEWHERE',
      message: 'This Tim Hortons rewards account is already linked to another SPC member.',
    });
    expect((await call('DELETE', '/tims-linking', { member: first })).json()).toEqual({ success: true });
    expect((await call('POST', '/tims-linking', { member: second, payload: { th_email: email } })).statusCode).toBe(
      200,
    );
    // The first link is kept as history, ended; one active link per account.
    const rows = await t.database.db.select().from(rewardsLinks).where(eq(rewardsLinks.rewardsEmailLower, email));
    expect(rows.filter((row) => row.unlinkedAt === null).map((row) => row.userId)).toEqual([second.userId]);
    expect(rows).toHaveLength(2);
  });

  it('gives a rewards account to one of two members linking it at once', async () => {
    const [first, second] = [await memberWithCard(), await memberWithCard()];
    const answers = await Promise.all(
      [first, second].map((member) =>
        call('POST', '/tims-linking', { member, payload: { th_email: 'race.case@example.com' } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const active = await t.database.db
      .select()
      .from(rewardsLinks)
      .where(eq(rewardsLinks.rewardsEmailLower, 'race.case@example.com'));
    expect(active.filter((row) => row.unlinkedAt === null)).toHaveLength(1);
  });

  it('succeeds again for the same address, and refuses another one while linked', async () => {
    const member = await memberWithCard();
    await call('POST', '/tims-linking', { member, payload: { th_email: 'jordan.singh@example.ca' } });
    expect(
      (await call('POST', '/tims-linking', { member, payload: { th_email: 'jordan.singh@example.ca' } })).statusCode,
    ).toBe(200);
    const other = await call('POST', '/tims-linking', { member, payload: { th_email: 'marie.tremblay@example.com' } });
    expect(other.statusCode).toBe(409);
    expect(other.json<Body>().error).toBe('TH_ALREADY_LINKED');
    await call('DELETE', '/tims-linking', { member });
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty address', { th_email: '' }],
    ['a malformed address', { th_email: 'not-an-email' }],
    ['a number', { th_email: 42 }],
    ['a NUL character', { th_email: 'a\u0000b@example.com' }],
    ['an address past the length limit', { th_email: `${'a'.repeat(300)}@example.com` }],
  ])('answers 400 with a clear message for %s', async (_label, payload) => {
    const member = await memberWithCard();
    const res = await call('POST', '/tims-linking', { member, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toEqual(expect.any(String));
    expect(res.json<Body>().message?.length).toBeGreaterThan(5);
  });

  it('needs a signed-in member', async () => {
    expect((await call('POST', '/tims-linking', { payload: { th_email: 'tims.member@example.com' } })).statusCode).toBe(
      401,
    );
  });

  it('limits linking writes per address', async () => {
    const member = await memberWithCard();
    const ip = nextClientAddress();
    const max = REWARDS_LINKING_RATE_LIMIT.max * t.config.authRateLimitScale;
    for (let i = 0; i < max; i++) {
      await call('POST', '/tims-linking', { member, ip, payload: { th_email: 'nobody@example.com' } });
    }
    const limited = await call('POST', '/tims-linking', { member, ip, payload: { th_email: 'nobody@example.com' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Body>().error).toBe('RATE_LIMITED');
    // Reading the status is not limited.
    expect((await call('GET', '/tims-linking', { member, ip })).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/tims-linking', () => {
  it('answers 404 when the member is not linked', async () => {
    const member = await memberWithCard();
    const res = await call('DELETE', '/tims-linking', { member });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'TH_NOT_LINKED', message: REWARDS_LINKING_MESSAGES.TH_NOT_LINKED });
  });

  it('ends the link: the status says Linked false', async () => {
    const member = await memberWithCard();
    await call('POST', '/tims-linking', { member, payload: { th_email: 'unlink.case@example.com' } });
    expect((await call('GET', '/tims-linking', { member })).json<Body>().Linked).toBe(true);
    const res = await call('DELETE', '/tims-linking', { member });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('GET', '/tims-linking', { member })).json()).toEqual({ Linked: false });
  });
});

describe('/api/users/th-pre-link', () => {
  it('remembers a known address for a member without a membership; GET never changes it', async () => {
    const member = await newMember(t);
    expect((await call('GET', '/th-pre-link', { member })).json()).toEqual({ pre_linked: false });
    const res = await call('POST', '/th-pre-link', { member, payload: { th_email: 'marie.tremblay@example.com' } });
    expect(res.json()).toEqual({ success: true });
    expect((await call('GET', '/th-pre-link', { member })).json()).toEqual({
      pre_linked: true,
      th_email: 'ma***@ex***.com',
    });
    expect((await call('GET', '/tims-linking', { member })).json()).toEqual({ Linked: false });
  });

  it('refuses an address the programme does not know with the linking-failed code, and bad input with 400', async () => {
    const member = await newMember(t);
    const unknown = await call('POST', '/th-pre-link', { member, payload: { th_email: 'stranger@example.com' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Body>().error).toBe(LINKING_FAILED_CODE);
    const bad = await call('POST', '/th-pre-link', { member, payload: { th_email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().error).toBe('VALIDATION_ERROR');
    expect((await call('GET', '/th-pre-link')).statusCode).toBe(401);
  });

  it('is cleared when the member links', async () => {
    const member = await newMember(t);
    await call('POST', '/th-pre-link', { member, payload: { th_email: 'prelink.case@example.com' } });
    expect((await call('GET', '/th-pre-link', { member })).json<Body>().pre_linked).toBe(true);
    // The member then gets a membership (a card moved onto their account) and links.
    const holder = await memberWithCard();
    await t.database.db.update(cards).set({ userId: member.userId }).where(eq(cards.userId, holder.userId));
    const linked = await call('POST', '/tims-linking', { member, payload: { th_email: 'prelink.case@example.com' } });
    expect(linked.statusCode).toBe(200);
    expect((await call('GET', '/th-pre-link', { member })).json()).toEqual({ pre_linked: false });
    // Pre-linking while linked is refused.
    const again = await call('POST', '/th-pre-link', { member, payload: { th_email: 'tims.member@example.com' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().error).toBe('TH_ALREADY_LINKED');
  });
});

describe('GET /api/users/th-active-offer', () => {
  it('answers without auth with the programme offer', async () => {
    const res = await call('GET', '/th-active-offer');
    expect(res.statusCode).toBe(200);
    const body = thActiveOfferSchema.parse(res.json());
    expect(body.offer?.title_en).toBe('50 bonus Tim Hortons rewards points');
    expect(body.offer?.title_fr).toBe('50 points de récompenses Tim Hortons en prime');
  });
});

describe('GET /api/partners/verify-user/hbc', () => {
  it('says whether the member holds a valid membership, and never for a visitor', async () => {
    const holder = await memberWithCard({ trial: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/partners/verify-user/hbc',
      headers: authHeaders(t, holder.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verified: true,
      membership_type: 'spc',
      valid_until: expect.any(String) as string,
    });
    const none = await newMember(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/partners/verify-user/hbc',
      headers: authHeaders(t, none.cookie),
    });
    expect(refused.json()).toEqual({ verified: false, membership_type: null, valid_until: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/verify-user/hbc' })).statusCode).toBe(401);
  });
});
