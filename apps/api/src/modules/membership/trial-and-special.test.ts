// The free trial and the special cards (docs/api-membership.md "Free trial, special cards"):
// /getFreeTrialCard once per member ever, /isFreeTrial, /v2/user/getIsSpecialCards (another member's
// card is a 404), the golden-ticket e-mail and the May acquisition campaign.
import { FREE_TRIAL_DAYS, freeTrialResponseSchema, specialCardsResponseSchema } from '@spc/domain/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo, signUpAndVerify, type SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCard } from '../../../test/billing-helpers.ts';
import { DAY, call, cardsOf, insertShelfCard, otherCsv, registrationOf, type Body } from './test-helpers.ts';

let t: TestApp;
let n = 0;
const newMember = (language: 'en' | 'fr' = 'en') => signUpAndVerify(t, { email: `trial-${++n}@example.com`, language });

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const freeTrial = (who: SignedUp | null) => call(t, 'POST', '/api/store/getFreeTrialCard', who);
const isFreeTrial = (who: SignedUp | null) => call(t, 'GET', '/api/partners/isFreeTrial', who);
const special = (who: SignedUp | null, payload: unknown) =>
  call(t, 'POST', '/api/users/v2/user/getIsSpecialCards', who, payload);
const goldenTicketEmail = (who: SignedUp | null) => call(t, 'POST', '/api/users/user/send_golden_ticket_email', who);
const mayAcquisition = (who: SignedUp | null, query = '') =>
  call(t, 'GET', `/api/users/user/may-acquisition${query}`, who);
const redeemMayAcquisition = (who: SignedUp | null, headers?: Record<string, string>) =>
  call(t, 'POST', '/api/users/user/may-acquisition', who, undefined, headers ? { headers } : {});

describe('POST /getFreeTrialCard', () => {
  it('gives a new member a trial card for FREE_TRIAL_DAYS days, and /isFreeTrial says so', async () => {
    const member = await newMember();
    expect((await isFreeTrial(member)).json()).toEqual({ is_free_trial: false });
    const before = Date.now();
    const res = await freeTrial(member);
    expect(res.statusCode).toBe(201);
    const { card } = freeTrialResponseSchema.parse(res.json());
    expect(card).toMatchObject({ cobrand: 'spc', status: 'active', is_free_trial: true, is_primary: true });
    const days = (Date.parse(card.expiry_date!) - before) / DAY;
    expect(days).toBeGreaterThan(FREE_TRIAL_DAYS - 0.01);
    expect(days).toBeLessThan(FREE_TRIAL_DAYS + 0.01);
    const [row] = await cardsOf(t, member.userId);
    expect(row).toMatchObject({ source: 'trial', isFreeTrial: true, isOnlinePurchased: false });
    expect(await registrationOf(t, member.userId)).toMatchObject({ hasCard: true, membershipType: 'trial' });
    expect((await isFreeTrial(member)).json()).toEqual({ is_free_trial: true });
  });

  it('is once per member ever: a second one, even after the first was cancelled, is 409 FREE_TRIAL_USED', async () => {
    const member = await newMember();
    expect((await freeTrial(member)).statusCode).toBe(201);
    const twice = await freeTrial(member);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'FREE_TRIAL_USED', message: 'You have already used your free trial.' });
    // Replaced by an activated card (the trial is cancelled), then that card expires: still used.
    const card = await insertShelfCard(t);
    expect(
      (await call(t, 'POST', '/api/users/v2/register/card', member, { card_number: card.cardNumber, csv: card.csv }))
        .statusCode,
    ).toBe(201);
    expect((await isFreeTrial(member)).json()).toEqual({ is_free_trial: false });
    expect((await freeTrial(member)).json<Body>().error).toBe('FREE_TRIAL_USED');
  });

  it('refuses a member with a valid card (409 MEMBERSHIP_EXISTS)', async () => {
    const member = await newMember();
    await insertCard(t, member.userId, 50 * DAY);
    const res = await freeTrial(member);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().error).toBe('MEMBERSHIP_EXISTS');
    expect(await cardsOf(t, member.userId)).toHaveLength(1);
  });

  it('gives one trial to two racing requests', async () => {
    const member = await newMember();
    const results = await Promise.all([freeTrial(member), freeTrial(member)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await cardsOf(t, member.userId)).toHaveLength(1);
  });

  it('needs a signed-in member', async () => {
    expect((await freeTrial(null)).statusCode).toBe(401);
    expect((await isFreeTrial(null)).statusCode).toBe(401);
  });
});

describe('POST /v2/user/getIsSpecialCards', () => {
  it('answers the golden-ticket, high-school and VIP flags of a card nobody owns', async () => {
    const golden = await insertShelfCard(t, { isGTicket: true });
    const highSchool = await insertShelfCard(t, { isHighSchool: true });
    const vip = await insertShelfCard(t, { source: 'vip', status: 'active', expiryDate: new Date(Date.now() + DAY) });
    const plain = await insertShelfCard(t);
    const flags = async (card: { cardNumber: string; csv: string }) => {
      const res = await special(null, { card_number: card.cardNumber, card_csv: card.csv });
      expect(res.statusCode).toBe(200);
      return specialCardsResponseSchema.parse(res.json());
    };
    expect(await flags(golden)).toEqual({ is_golden_ticket: true, is_high_school: false, is_vip: false });
    expect(await flags(highSchool)).toEqual({ is_golden_ticket: false, is_high_school: true, is_vip: false });
    expect(await flags(vip)).toEqual({ is_golden_ticket: false, is_high_school: false, is_vip: true });
    expect(await flags(plain)).toEqual({ is_golden_ticket: false, is_high_school: false, is_vip: false });
  });

  it('answers a member about their own card, but another member’s card is a 404', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const card = await insertCard(t, owner.userId, 100 * DAY, { isGTicket: true });
    const own = await special(owner, { card_number: card.cardNumber, card_csv: card.csv });
    expect(own.json()).toMatchObject({ is_golden_ticket: true });
    for (const who of [other, null]) {
      const res = await special(who, { card_number: card.cardNumber, card_csv: card.csv });
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>().error).toBe('CARD_NOT_FOUND');
    }
  });

  it('refuses malformed input (400) and a wrong code (404)', async () => {
    const card = await insertShelfCard(t);
    expect((await special(null, { card_number: card.cardNumber, csv: card.csv })).statusCode).toBe(400);
    expect((await special(null, { card_number: '1234', card_csv: card.csv })).statusCode).toBe(400);
    const wrong = await special(null, { card_number: card.cardNumber, card_csv: otherCsv(card.csv) });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('POST /user/send_golden_ticket_email', () => {
  it('e-mails a golden-ticket member in their language', async () => {
    const member = await newMember('fr');
    await insertCard(t, member.userId, 100 * DAY, { isGTicket: true, isOnlinePurchased: false });
    const res = await goldenTicketEmail(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = await latestMail(t, member.email, 'golden-ticket');
    expect(mail).toMatchObject({ language: 'fr', subject: 'Vous avez un billet doré!' });
    expect(mail!.link).toBe(`${t.config.publicUrl}/deals`);
  });

  it('refuses a member whose latest card is not golden (422 NOT_GOLD_TICKET), and a visitor', async () => {
    const member = await newMember();
    // An older golden card does not count: the latest-expiring valid card decides.
    await insertCard(t, member.userId, 10 * DAY, { isGTicket: true, isOnlinePurchased: false });
    await insertCard(t, member.userId, 200 * DAY);
    const res = await goldenTicketEmail(member);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'NOT_GOLD_TICKET', message: 'You do not hold a golden ticket.' });
    expect(await mailsTo(t, member.email, 'golden-ticket')).toEqual([]);
    const none = await newMember();
    expect((await goldenTicketEmail(none)).statusCode).toBe(422);
    expect((await goldenTicketEmail(null)).statusCode).toBe(401);
  });
});

describe('GET and POST /user/may-acquisition', () => {
  it('is eligible without a valid card, and redeeming (POST) gives a free-trial card once', async () => {
    const member = await newMember();
    expect((await mayAcquisition(member)).json()).toEqual({ eligible: true, redeemed: false });
    const redeemed = await redeemMayAcquisition(member);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({ eligible: false, redeemed: true });
    const [card] = await cardsOf(t, member.userId);
    expect(card).toMatchObject({ isFreeTrial: true, status: 'active' });
    expect((await mayAcquisition(member)).json()).toEqual({ eligible: false, redeemed: true });
    const again = await redeemMayAcquisition(member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'ALREADY_REDEEMED', message: 'Already Redeemed your SPC Membership' });
  });

  it('is not eligible with a valid card, and redeeming then is 409 MEMBERSHIP_EXISTS', async () => {
    const member = await newMember();
    await insertCard(t, member.userId, 100 * DAY);
    expect((await mayAcquisition(member)).json()).toEqual({ eligible: false, redeemed: false });
    expect((await redeemMayAcquisition(member)).json<Body>().error).toBe('MEMBERSHIP_EXISTS');
  });

  it('issue 16: GET ?redeem=true changes nothing (no card, no row), it only reads', async () => {
    const member = await newMember();
    const before = await cardsOf(t, member.userId);
    const res = await mayAcquisition(member, '?redeem=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eligible: true, redeemed: false });
    expect(await cardsOf(t, member.userId)).toEqual(before);
    expect(before).toEqual([]);
    expect(await registrationOf(t, member.userId)).toMatchObject({ hasCard: false });
  });

  it('issue 16: a cross-site POST (another Origin, or none with the cookie) is refused and redeems nothing', async () => {
    const member = await newMember();
    const foreign = await redeemMayAcquisition(member, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<Body>().error).toBe('FORBIDDEN_ORIGIN');
    expect(await cardsOf(t, member.userId)).toEqual([]);
    expect((await mayAcquisition(member)).json()).toEqual({ eligible: true, redeemed: false });
  });

  it('refuses a visitor and a redeem that is not true or false', async () => {
    expect((await mayAcquisition(null)).statusCode).toBe(401);
    const member = await newMember();
    const res = await mayAcquisition(member, '?redeem=please');
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().field).toBe('redeem');
  });
});
