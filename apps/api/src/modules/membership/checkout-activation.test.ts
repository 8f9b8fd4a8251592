// POST /api/store/v4/checkout/activation (docs/api-membership.md "Activation"): the Idempotency-Key and
// its replay, auto-renew with a vaulted card (the sandbox gateway's tables checked), the activation
// e-mail in the member's language, the SPC+ upgrade through it, and its bad inputs.
import { registerCardResponseSchema } from '@spc/domain/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo, signUpAndVerify, type SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { activationIncentives, offers, sandboxPaymentMethods } from '../../db/schema/index.ts';
import { insertCard, paymentMethodOf, profileOf, subscriptionOf } from '../../../test/billing-helpers.ts';
import {
  DAY,
  call,
  cardById,
  insertBankCard,
  insertShelfCard,
  registrationOf,
  upgradesOf,
  type Body,
} from './test-helpers.ts';

let t: TestApp;
let n = 0;
const newMember = (language: 'en' | 'fr' = 'en') =>
  signUpAndVerify(t, { email: `checkout-activation-${++n}@example.com`, language, firstName: 'Émilie' });
let keys = 0;
const newKey = () => `activation-key-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function activate(who: SignedUp | null, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(t, 'POST', '/api/store/v4/checkout/activation', who, payload, { headers });
}

const body = (card: { cardNumber: string; csv: string }, extra: Record<string, unknown> = {}) => ({
  card_number: card.cardNumber,
  csv: card.csv,
  language: 'en',
  ...extra,
});

async function sandboxMethodExists(token: string): Promise<boolean> {
  const rows = await t.database.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
  return rows.length === 1;
}

describe('without auto-renew', () => {
  it('activates the card and sends the activation e-mail in the language asked (French)', async () => {
    const member = await newMember('en');
    const card = await insertShelfCard(t);
    const res = await activate(member, body(card, { language: 'fr' }), { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(201);
    expect(registerCardResponseSchema.parse(res.json())).toMatchObject({
      upgradeType: 'none',
      card: { card_number: card.cardNumber, status: 'active' },
    });
    expect(await cardById(t, card.id)).toMatchObject({ userId: member.userId, status: 'active' });
    const mail = await latestMail(t, member.email, 'activation');
    expect(mail).toBeDefined();
    expect(mail!.language).toBe('fr');
    expect(mail!.subject).toBe('Votre Carte SPC est activée');
    expect(mail!.text).toContain('Bonjour Émilie,');
    expect(mail!.text).toContain(`se terminant par ${card.cardNumber.slice(-4)}`);
    expect(mail!.text).not.toContain(card.cardNumber);
    // The security code nowhere as a number of its own: "027" inside "2027" (the expiry year) or "127"
    // inside the link's 127.0.0.1 is not it.
    expect(mail!.text).not.toMatch(new RegExp(`(?<![\\d.])${card.csv}(?![\\d.])`));
    expect(mail!.link).toBe(`${t.config.publicUrl}/membership-screen`);
    // Auto-renew stays off.
    expect((await profileOf(t, member.userId)).isAutoRenew).toBe(false);
  });

  it('names the card’s incentive in the e-mail', async () => {
    const [offer] = await t.database.db.select({ id: offers.offerId }).from(offers).limit(1);
    const [incentive] = await t.database.db
      .insert(activationIncentives)
      .values({
        titleEn: 'A free coffee',
        titleFr: 'Un café gratuit',
        descriptionEn: 'On us.',
        descriptionFr: 'C’est offert.',
        offerId: offer?.id ?? null,
      })
      .returning();
    const member = await newMember();
    const card = await insertShelfCard(t, { incentiveId: incentive!.id });
    const res = await activate(member, body(card), { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(201);
    expect((await latestMail(t, member.email, 'activation'))!.text).toContain(
      'Your card also comes with a bonus: A free coffee.',
    );
  });

  it('sends no e-mail when asked not to', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const res = await activate(member, body(card, { sendActivationEmail: false }), { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(201);
    expect(await mailsTo(t, member.email, 'activation')).toEqual([]);
  });

  it('replays a finished request with the same key, and refuses the key with another body', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const key = newKey();
    const first = await activate(member, body(card), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const again = await activate(member, body(card), { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await mailsTo(t, member.email, 'activation')).toHaveLength(1);
    const other = await insertShelfCard(t);
    const reused = await activate(member, body(other), { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<Body>().error).toBe('IDEMPOTENCY_KEY_REUSED');
    // A new key for the same card: the card is theirs already.
    const newKeySameCard = await activate(member, body(card), { 'idempotency-key': newKey() });
    expect(newKeySameCard.statusCode).toBe(409);
  });

  it('upgrades to SPC+ with the bank card and says so in the e-mail', async () => {
    const member = await newMember();
    await insertCard(t, member.userId, 100 * DAY, { isVip: true, source: 'vip', isOnlinePurchased: false });
    const bank = await insertBankCard(t);
    const res = await activate(member, body(bank, { affiliate: { marker: 'cibc' } }), { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(201);
    expect(res.json<Body>().upgradeType).toBe('vip');
    expect((await upgradesOf(t, member.userId))[0]?.upgradeType).toBe('vip');
    expect(await registrationOf(t, member.userId)).toMatchObject({
      membershipType: 'spc_plus',
      affiliate: { marker: 'cibc' },
    });
    expect((await latestMail(t, member.email, 'activation'))!.subject).toBe('Your SPC+ card is activated');
  });
});

describe('with auto-renew', () => {
  it('vaults the nonce, turns auto-renew on, and replays without vaulting again', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const key = newKey();
    const headers = { 'idempotency-key': key, 'payment-nonce': 'fake-valid-nonce' };
    const res = await activate(member, body(card, { auto_renew: true }), headers);
    expect(res.statusCode).toBe(201);
    const method = await paymentMethodOf(t, member.userId);
    expect(method).toMatchObject({ gateway: 'sandbox', cardType: 'Visa' });
    expect(await sandboxMethodExists(method!.token)).toBe(true);
    expect((await profileOf(t, member.userId)).isAutoRenew).toBe(true);
    expect((await subscriptionOf(t, member.userId))?.status).toBe('active');

    const replay = await activate(member, body(card, { auto_renew: true }), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    expect((await paymentMethodOf(t, member.userId))!.token).toBe(method!.token);
  });

  it('needs a payment-nonce (400) and activates nothing without one', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const res = await activate(member, body(card, { auto_renew: true }), { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'PAYMENT_NONCE_REQUIRED', field: 'payment-nonce' });
    expect((await cardById(t, card.id)).userId).toBeNull();
  });

  it('activates nothing when the card is refused at the gateway', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const res = await activate(member, body(card, { auto_renew: true }), {
      'idempotency-key': newKey(),
      'payment-nonce': 'no-such-nonce',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().error).toBe('INVALID_NONCE');
    expect((await cardById(t, card.id)).userId).toBeNull();
    expect((await profileOf(t, member.userId)).isAutoRenew).toBe(false);
  });

  it('refuses auto-renew on a bank card or a golden ticket, which are never charged', async () => {
    const member = await newMember();
    for (const card of [await insertBankCard(t), await insertShelfCard(t, { isGTicket: true })]) {
      const res = await activate(member, body(card, { auto_renew: true }), {
        'idempotency-key': newKey(),
        'payment-nonce': 'fake-valid-nonce',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'auto_renew' });
      expect((await cardById(t, card.id)).userId).toBeNull();
    }
    expect(await paymentMethodOf(t, member.userId)).toBeUndefined();
  });
});

describe('bad inputs', () => {
  it('needs a member, an Idempotency-Key and a well-formed body', async () => {
    const card = await insertShelfCard(t);
    expect((await activate(null, body(card), { 'idempotency-key': newKey() })).statusCode).toBe(401);
    const member = await newMember();
    const noKey = await activate(member, body(card));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<Body>().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const badKey = await activate(member, body(card), { 'idempotency-key': 'short' });
    expect(badKey.json<Body>().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    for (const payload of [
      body(card, { language: 'de' }),
      body(card, { auto_renew: 'yes' }),
      { card_number: card.cardNumber, csv: card.csv },
      body({ cardNumber: '6018', csv: card.csv }),
    ]) {
      const res = await activate(member, payload, { 'idempotency-key': newKey() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Body>().error).toBe('VALIDATION_ERROR');
    }
    expect((await cardById(t, card.id)).userId).toBeNull();
  });

  it('answers a wrong code, someone else’s card and an existing membership like /v2/register/card', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const wrong = await activate(
      member,
      { ...body(card), csv: card.csv === '000' ? '001' : '000' },
      {
        'idempotency-key': newKey(),
      },
    );
    expect(wrong.statusCode).toBe(404);
    const owner = await newMember();
    const owned = await insertCard(t, owner.userId, 100 * DAY);
    const theirs = await activate(member, body(owned), { 'idempotency-key': newKey() });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json<Body>().error).toBe('ALREADY_ASSOCIATED');
    await insertCard(t, member.userId, 100 * DAY);
    const exists = await activate(member, body(card), { 'idempotency-key': newKey() });
    expect(exists.statusCode).toBe(409);
    expect(exists.json<Body>().error).toBe('MEMBERSHIP_EXISTS');
  });
});
