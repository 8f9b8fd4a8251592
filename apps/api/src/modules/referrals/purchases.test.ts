// A referred member's paid purchase counts once in the referrer's referral_redemption_count
// (docs/api-membership.md "Referrals"), whether the member redeemed a code before buying or the order
// carries another member's `referral_code` — not when bought twice, retried under the same
// Idempotency-Key, or completed by the recovery job; never for the buyer's own code.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, type SignedUp } from '../../../test/auth-helpers.ts';
import { cards, referralCodes, referralRedemptions, userProfiles } from '../../db/schema/index.ts';
import { recoverPendingOrders } from '../purchase/service.ts';
import {
  expectConsistentLedger,
  faultyGateway,
  newKey,
  newMember,
  purchase,
  seedCodes,
} from '../../../test/purchase-helpers.ts';

let t: TestApp;
const faulty = faultyGateway();

beforeAll(async () => {
  t = await createTestApp({}, { gateway: faulty.gateway });
  faulty.attach(t);
  await seedCodes(t);
});

beforeEach(() => {
  faulty.afterSale = undefined;
});

afterAll(async () => {
  await expectConsistentLedger(t);
  await t.close();
});

async function codeOf(member: SignedUp): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/store/v2/referrals_codes',
    headers: authHeaders(t, member.cookie),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ referral_code: string }>().referral_code;
}

async function redeem(member: SignedUp, code: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/redeemReferral',
    headers: authHeaders(t, member.cookie),
    payload: { referral_code: code, source: 'buy_spc' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const countsOf = async (userId: string) => {
  const [row] = await t.database.db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return { referrals: row!.referralCount, purchases: row!.referralRedemptionCount };
};

const redemptionOf = async (userId: string) =>
  (await t.database.db.select().from(referralRedemptions).where(eq(referralRedemptions.refereeUserId, userId)))[0];

/** Ends the member's membership, so that they may buy again. */
const expireCards = (userId: string) =>
  t.database.db
    .update(cards)
    .set({ expiryDate: new Date(Date.now() - 1000) })
    .where(eq(cards.userId, userId));

async function buy(member: SignedUp, body: Record<string, unknown> = {}, key = newKey()) {
  const response = await purchase(t, member.cookie, body, { key });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

describe('a member who redeemed a referral code buys', () => {
  it('counts once for the referrer, even when bought twice or retried with the same key', async () => {
    const referrer = await newMember(t);
    const code = await codeOf(referrer);
    const member = await newMember(t);
    await redeem(member, code);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 0 });

    const key = newKey();
    const first = await buy(member, {}, key);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 1 });
    expect((await redemptionOf(member.userId))!.purchasedAt).toBeInstanceOf(Date);

    // The same request again replays; nothing more is counted.
    const replay = await purchase(t, member.cookie, {}, { key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);

    // A year later they buy again: still one referred buyer.
    await expireCards(member.userId);
    await buy(member);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 1 });
  });

  it('counts the first purchase even when the order carries another member’s code', async () => {
    const referrer = await newMember(t);
    const other = await newMember(t);
    const member = await newMember(t);
    await redeem(member, await codeOf(referrer));
    await buy(member, { referral_code: await codeOf(other) });
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 1 });
    expect(await countsOf(other.userId)).toEqual({ referrals: 0, purchases: 0 });
  });

  it('counts a purchase the recovery job completes, once', async () => {
    const referrer = await newMember(t);
    const member = await newMember(t);
    await redeem(member, await codeOf(referrer));
    const key = newKey();
    // The charge goes through but its answer is lost: the order stays pending for the recovery job.
    faulty.afterSale = () => Promise.reject(new Error('connection lost after the charge'));
    const lost = await purchase(t, member.cookie, {}, { key });
    faulty.afterSale = undefined;
    expect(lost.statusCode).toBe(503);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 0 });

    const report = await recoverPendingOrders(t.app, { olderThanMs: 0 });
    expect(report.completed).toHaveLength(1);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 1 });
    expect((await purchase(t, member.cookie, {}, { key })).statusCode).toBe(201);
    expect(await recoverPendingOrders(t.app, { olderThanMs: 0 })).toMatchObject({ completed: [] });
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 1 });
  });

  it('does not count a purchase that was declined', async () => {
    const referrer = await newMember(t);
    const member = await newMember(t);
    await redeem(member, await codeOf(referrer));
    const declined = await purchase(t, member.cookie, {}, { nonce: 'fake-processor-declined-visa-nonce' });
    expect(declined.statusCode).toBe(402);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 0 });
    expect((await redemptionOf(member.userId))!.purchasedAt).toBeNull();
  });
});

describe('an order carrying a referral_code', () => {
  it('of another member records the buyer as referred and counts once', async () => {
    const referrer = await newMember(t);
    const code = await codeOf(referrer);
    const member = await newMember(t);
    await buy(member, { referral_code: code.toLowerCase() });

    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 1 });
    expect(await redemptionOf(member.userId)).toMatchObject({
      referrerUserId: referrer.userId,
      source: 'purchase_page',
    });
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, member.userId));
    expect(profile!.referredBy).toBe(code);

    // Buying again with the code, or redeeming it afterwards, adds nothing.
    await expireCards(member.userId);
    await buy(member, { referral_code: code });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/users/redeemReferral',
      headers: authHeaders(t, member.cookie),
      payload: { referral_code: code },
    });
    expect(late.statusCode).toBe(409);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 1 });
  });

  it('of the buyer themselves counts nothing', async () => {
    const member = await newMember(t);
    const code = await codeOf(member);
    await buy(member, { referral_code: code });
    expect(await countsOf(member.userId)).toEqual({ referrals: 0, purchases: 0 });
    expect(await redemptionOf(member.userId)).toBeUndefined();
  });

  it('that nobody owns is ignored and the purchase goes through', async () => {
    const member = await newMember(t);
    await buy(member, { referral_code: 'NOBODY99' });
    expect(await redemptionOf(member.userId)).toBeUndefined();
  });

  it('does not count a guest’s purchase (a guest cannot be counted once)', async () => {
    const referrer = await newMember(t);
    const code = await codeOf(referrer);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store/v2/checkout/guest',
      headers: {
        origin: t.config.publicUrl,
        'idempotency-key': newKey(),
        'payment-nonce': 'fake-valid-nonce',
        id: `guest-${newKey()}`,
      },
      payload: {
        language: 'en',
        postal: 'M5V 2T6',
        email: 'referred-guest@example.com',
        first_name: 'Gail',
        last_name: 'Guest',
        referral_code: code,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 0, purchases: 0 });
  });
});
