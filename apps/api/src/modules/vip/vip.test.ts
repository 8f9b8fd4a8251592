// The vip service (docs/api-membership.md "VIP"; spec §3 "VIP code request", §8): /verifyCode and
// /code with their bad inputs; the card attached to the member whose address it is, or e-mailed; once
// per code and address; expired and used-up codes; racing redemptions of a code's last use; a VIP
// membership replacing an auto-renewing paid one, a previous VIP card and a free trial; the per-address
// limit on both calls.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { vipCodeResponseSchema, vipVerifyResponseSchema } from '@spc/domain/membership';
import { addMonths } from '@spc/domain/store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, mailsTo, nextClientAddress, type SignedUp } from '../../../test/auth-helpers.ts';
import {
  cards,
  membershipUpgrades,
  paymentMethods,
  registrations,
  subscriptions,
  userProfiles,
  vipCodes,
  vipRedemptions,
} from '../../db/schema/index.ts';
import {
  expectConsistentLedger,
  faultyGateway,
  newMember,
  purchase,
  seedCodes,
} from '../../../test/purchase-helpers.ts';
import { VIP_CALLS_RATE_LIMIT } from './routes.ts';

let t: TestApp;
const faulty = faultyGateway();
/** Tokens the gateway was asked to delete (the replaced card on file). */
const deletedTokens: string[] = [];
const deletePaymentMethod = faulty.gateway.deletePaymentMethod.bind(faulty.gateway);
faulty.gateway.deletePaymentMethod = async (token) => {
  deletedTokens.push(token);
  return deletePaymentMethod(token);
};

const DAY = 86_400_000;
let codes = 0;

beforeAll(async () => {
  t = await createTestApp({}, { gateway: faulty.gateway });
  faulty.attach(t);
  await seedCodes(t);
});

afterAll(async () => {
  await expectConsistentLedger(t);
  await t.close();
});

/** A fresh VIP code (upper-case, as stored) with the given limits. */
async function seedVip({
  validUntil = new Date(Date.now() + 30 * DAY),
  maxRedemptions = 100,
  redemptions = 0,
}: { validUntil?: Date | null; maxRedemptions?: number | null; redemptions?: number } = {}): Promise<string> {
  codes += 1;
  const code = `VIPTEST${codes}`;
  await t.database.db.insert(vipCodes).values({ code, validUntil, maxRedemptions, redemptions });
  return code;
}

const redemptionsOf = async (code: string) =>
  (await t.database.db.select().from(vipCodes).where(eq(vipCodes.code, code)))[0]!.redemptions;

/** Each call from an address of its own unless told, so the per-address limit stays out of the way. */
function call(
  path: '/verifyCode' | '/code',
  payload: unknown,
  { member, ip = nextClientAddress() }: { member?: SignedUp; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vip${path}`,
    remoteAddress: ip,
    headers: member ? authHeaders(t, member.cookie) : { origin: t.config.publicUrl },
    payload: payload as Record<string, unknown>,
  });
}

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `vip-friend${addresses}@example.com`;
};

const request = (code: string, email: string, extra: Record<string, unknown> = {}) => ({
  code,
  email,
  name: 'Camille Roy',
  language: 'en',
  ...extra,
});

const cardOfRedemption = async (code: string, email: string) => {
  const [row] = await t.database.db
    .select({ card: cards })
    .from(vipRedemptions)
    .innerJoin(cards, eq(cards.id, vipRedemptions.cardId))
    .where(and(eq(vipRedemptions.code, code), eq(vipRedemptions.emailLower, email.toLowerCase())));
  return row?.card;
};

const cardsOf = (userId: string) => t.database.db.select().from(cards).where(eq(cards.userId, userId));

describe('POST /api/vip/verifyCode', () => {
  it('answers a usable code, typed in any case, with when it expires', async () => {
    const validUntil = new Date(Date.now() + 10 * DAY);
    const code = await seedVip({ validUntil });
    const response = await call('/verifyCode', { code: `  ${code.toLowerCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(vipVerifyResponseSchema.parse(response.json())).toEqual({
      data: { valid: true, code, expires_at: validUntil.toISOString() },
    });
    // Checking redeems nothing.
    expect(await redemptionsOf(code)).toBe(0);
  });

  it('answers a code without an end date or a cap, for a signed-in member too', async () => {
    const code = await seedVip({ validUntil: null, maxRedemptions: null, redemptions: 5000 });
    const member = await newMember(t);
    const response = await call('/verifyCode', { code }, { member });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { valid: true, code, expires_at: null } });
  });

  it.each([
    ['unknown', async () => 'NOSUCHVIPCODE'],
    ['expired', () => seedVip({ validUntil: new Date(Date.now() - 1000) })],
    ['used up', () => seedVip({ maxRedemptions: 3, redemptions: 3 })],
  ])('answers 404 Access Code Not Valid for an %s code', async (_label, make) => {
    const response = await call('/verifyCode', { code: await make() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ACCESS_CODE_NOT_VALID', message: 'Access Code Not Valid' });
  });

  it.each([
    ['no code', {}],
    ['an empty code', { code: '' }],
    ['a blank code', { code: '   ' }],
    ['a code too long', { code: 'A'.repeat(65) }],
    ['a code that is not a string', { code: 1234 }],
  ])('answers 400 for %s', async (_label, payload) => {
    const response = await call('/verifyCode', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/vip/code for the signed-in member whose address it is', () => {
  it('attaches an active VIP card for a year and marks the registration as having a card', async () => {
    const code = await seedVip();
    const member = await newMember(t);
    const before = Date.now();
    // The address as typed may differ in case from the account's.
    const response = await call('/code', request(code.toLowerCase(), member.email.toUpperCase()), { member });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = vipCodeResponseSchema.parse(response.json());
    expect(data).toMatchObject({ attached: true, upgradeType: 'none' });
    expect(data.card).toMatchObject({ cobrand: 'spc', status: 'active', is_primary: true, is_expired: false });

    const [card] = await cardsOf(member.userId);
    expect(card).toMatchObject({
      cardNumber: data.card!.card_number,
      isVip: true,
      source: 'vip',
      status: 'active',
      isPrimary: true,
      isOnlinePurchased: false,
    });
    const expected = addMonths(card!.activatedAt!, 12).getTime();
    expect(card!.expiryDate!.getTime()).toBe(expected);
    expect(card!.activatedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [registration] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, member.userId));
    expect(registration!.hasCard).toBe(true);
    expect(await redemptionsOf(code)).toBe(1);
    expect(await cardOfRedemption(code, member.email)).toMatchObject({ id: card!.id, userId: member.userId });
    // Nothing to e-mail: the card is on the account.
    expect(await mailsTo(t, member.email, 'vip-card')).toHaveLength(0);
    // The member's cards now list it.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/users/v2/cardsForUser',
      headers: authHeaders(t, member.cookie),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(data.card!.card_number);
  });

  it('replaces an auto-renewing paid membership: auto-renew off, card on file deleted', async () => {
    const member = await newMember(t);
    const bought = await purchase(t, member.cookie, { auto_renew: true });
    expect(bought.statusCode, bought.body).toBe(201);
    const [profileBefore] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, member.userId));
    expect(profileBefore!.isAutoRenew).toBe(true);
    const [method] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.userId));
    expect(method).toBeDefined();

    const code = await seedVip();
    const response = await call('/code', request(code, member.email), { member });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { attached: true, upgradeType: 'braintree' } });

    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, member.userId));
    expect(profile!.isAutoRenew).toBe(false);
    expect(await t.database.db.$count(paymentMethods, eq(paymentMethods.userId, member.userId))).toBe(0);
    expect(deletedTokens).toContain(method!.token);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(subscription!.status).toBe('cancelled');
    // The VIP card is now the primary one; the upgrade is on record.
    const rows = await cardsOf(member.userId);
    expect(rows.filter((row) => row.isPrimary).map((row) => row.isVip)).toEqual([true]);
    const [upgrade] = await t.database.db
      .select()
      .from(membershipUpgrades)
      .where(eq(membershipUpgrades.userId, member.userId));
    expect(upgrade).toMatchObject({ upgradeType: 'braintree', manualCancellationRequired: false });
  });

  it('replaces a previous VIP card (cancelled) and a free trial', async () => {
    const member = await newMember(t);
    const [trial] = await t.database.db
      .insert(cards)
      .values({
        cardNumber: `6018${String(Date.now()).slice(-12).padStart(12, '0')}`,
        csv: '321',
        status: 'active',
        userId: member.userId,
        expiryDate: new Date(Date.now() + 20 * DAY),
        isPrimary: true,
        isFreeTrial: true,
        source: 'trial',
      })
      .returning();

    const first = await call('/code', request(await seedVip(), member.email), { member });
    expect(first.statusCode, first.body).toBe(200);
    const [trialAfter] = await t.database.db.select().from(cards).where(eq(cards.id, trial!.id));
    expect(trialAfter!.status).toBe('cancelled');

    const second = await call('/code', request(await seedVip(), member.email), { member });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ data: { attached: true, upgradeType: 'vip' } });
    const firstNumber = vipCodeResponseSchema.parse(first.json()).data.card!.card_number;
    const rows = await cardsOf(member.userId);
    expect(rows.find((row) => row.cardNumber === firstNumber)).toMatchObject({ status: 'cancelled' });
    expect(rows.filter((row) => row.status === 'active')).toHaveLength(1);
  });
});

describe('POST /api/vip/code for anyone else', () => {
  it('e-mails an active card nobody owns yet, in the language asked (French)', async () => {
    const code = await seedVip();
    const email = newAddress();
    const response = await call('/code', request(code, email, { language: 'fr', name: 'Élodie Gagnon' }));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = vipCodeResponseSchema.parse(response.json());
    // The number travels only in the e-mail, to the mailbox's owner.
    expect(data).toMatchObject({ attached: false, upgradeType: null, card: null });

    const card = await cardOfRedemption(code, email);
    expect(card).toMatchObject({ userId: null, status: 'active', isVip: true, source: 'vip', isPrimary: false });
    expect(card!.expiryDate!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);

    const mails = await mailsTo(t, email, 'vip-card');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.language).toBe('fr');
    expect(mail!.subject).toBe('Votre carte VIP Carte SPC');
    expect(mail!.text).toContain('Bonjour Élodie Gagnon');
    expect(mail!.text).toContain(formatCardNumber(card!.cardNumber));
    expect(mail!.text).toContain(card!.csv);
    expect(mail!.link).toBe(`${t.config.publicUrl}/activate`);
  });

  it('e-mails the card when the signed-in member asks for another address', async () => {
    const code = await seedVip();
    const member = await newMember(t);
    const email = newAddress();
    const response = await call('/code', request(code, email), { member });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { attached: false } });
    expect(await cardsOf(member.userId)).toHaveLength(0);
    expect(await mailsTo(t, email, 'vip-card')).toHaveLength(1);
    const [mail] = await mailsTo(t, email, 'vip-card');
    expect(mail!.subject).toBe('Your SPC VIP card');
  });
});

describe('once per code and address', () => {
  it('refuses a second redemption by the same address (in any case), not by another one', async () => {
    const code = await seedVip();
    const email = newAddress();
    expect((await call('/code', request(code, email))).statusCode).toBe(200);
    const again = await call('/code', request(code, email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'ALREADY_REDEEMED',
      message: 'Already Redeemed your SPC Membership',
    });
    expect(await redemptionsOf(code)).toBe(1);
    expect(await mailsTo(t, email, 'vip-card')).toHaveLength(1);
    expect((await call('/code', request(code, newAddress()))).statusCode).toBe(200);
    expect(await redemptionsOf(code)).toBe(2);
  });

  it('says "already redeemed" even once the address took the code’s last use', async () => {
    const code = await seedVip({ maxRedemptions: 1 });
    const email = newAddress();
    expect((await call('/code', request(code, email))).statusCode).toBe(200);
    expect((await call('/code', request(code, email))).statusCode).toBe(409);
    expect((await call('/code', request(code, newAddress()))).statusCode).toBe(404);
  });

  it('lets one of three racing requests of one address through', async () => {
    const code = await seedVip();
    const email = newAddress();
    const answers = await Promise.all([1, 2, 3].map(() => call('/code', request(code, email))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await redemptionsOf(code)).toBe(1);
    expect(await t.database.db.$count(vipRedemptions, eq(vipRedemptions.code, code))).toBe(1);
  });
});

describe('codes that cannot be redeemed', () => {
  it.each([
    ['unknown', async () => 'NOSUCHVIPCODE'],
    ['expired', () => seedVip({ validUntil: new Date(Date.now() - 1000) })],
    ['used up', () => seedVip({ maxRedemptions: 2, redemptions: 2 })],
  ])('answers 404 Access Code Not Valid for an %s code, and issues no card', async (_label, make) => {
    const email = newAddress();
    const response = await call('/code', request(await make(), email));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ACCESS_CODE_NOT_VALID', message: 'Access Code Not Valid' });
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('gives a code’s last use to exactly one of five racing redemptions', async () => {
    const code = await seedVip({ maxRedemptions: 3, redemptions: 2 });
    const emails = [1, 2, 3, 4, 5].map(() => newAddress());
    const vipCardsBefore = await t.database.db.$count(cards, eq(cards.isVip, true));
    const answers = await Promise.all(emails.map((email) => call('/code', request(code, email))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await redemptionsOf(code)).toBe(3);
    expect(await t.database.db.$count(cards, eq(cards.isVip, true))).toBe(vipCardsBefore + 1);
    expect(await t.database.db.$count(vipRedemptions, eq(vipRedemptions.code, code))).toBe(1);
  });
});

describe('bad requests to /code', () => {
  it.each([
    ['no body fields', {}],
    ['no code', { email: 'a@example.com', name: 'A', language: 'en' }],
    ['an empty code', { code: ' ', email: 'a@example.com', name: 'A', language: 'en' }],
    ['a code too long', { code: 'A'.repeat(65), email: 'a@example.com', name: 'A', language: 'en' }],
    ['no email', { code: 'VIP', name: 'A', language: 'en' }],
    ['a malformed email', { code: 'VIP', email: 'not-an-address', name: 'A', language: 'en' }],
    ['an empty name', { code: 'VIP', email: 'a@example.com', name: '  ', language: 'en' }],
    ['a name too long', { code: 'VIP', email: 'a@example.com', name: 'A'.repeat(101), language: 'en' }],
    ['no language', { code: 'VIP', email: 'a@example.com', name: 'A' }],
    ['an unknown language', { code: 'VIP', email: 'a@example.com', name: 'A', language: 'de' }],
  ])('answers 400 for %s', async (_label, payload) => {
    const response = await call('/code', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe('the per-address limit', () => {
  it('answers 429 after the limit, counting both calls together, for that address only', async () => {
    const ip = nextClientAddress();
    const code = await seedVip();
    for (let i = 0; i < VIP_CALLS_RATE_LIMIT.max; i++) {
      const response =
        i % 2 === 0 ? await call('/verifyCode', { code: `GUESS${i}` }, { ip }) : await call('/code', {}, { ip });
      expect(response.statusCode).not.toBe(429);
    }
    for (const limited of [
      await call('/verifyCode', { code }, { ip }),
      await call('/code', request(code, newAddress()), { ip }),
    ]) {
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await redemptionsOf(code)).toBe(0);
    // Another address is not held back.
    expect((await call('/verifyCode', { code })).statusCode).toBe(200);
  });
});
