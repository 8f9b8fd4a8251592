// The digital card through the real app: who may read it, which card it is (always the caller's —
// there is no id to ask for another), the public verification of its QR token against the card's
// current state (cancelled, expired, renewed, owner gone, forged), its rate limit, and the wallet
// passes signed with throwaway keys.
import { randomInt, randomUUID } from 'node:crypto';
import {
  cardVerificationResponseSchema,
  membershipCardResponseSchema,
  type MembershipCard,
} from '@spc/domain/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  authHeaders,
  nextClientAddress,
  signUpAndVerify,
  socialSignIn,
  type SignedUp,
} from '../../../test/auth-helpers.ts';
import {
  createTestWalletKeys,
  TEST_GOOGLE_SERVICE_ACCOUNT,
  type TestWalletKeys,
} from '../../adapters/wallet/test-keys.ts';
import { openPkpass, verifyGoogleSaveUrl } from '../../adapters/wallet/test-verify.ts';
import { cards, userProfiles } from '../../db/schema/index.ts';
import { VERIFICATION_RATE_LIMIT } from './routes.ts';

let t: TestApp;
let keys: TestWalletKeys;

beforeAll(async () => {
  keys = createTestWalletKeys();
  t = await createTestApp({ PUBLIC_URL: 'https://spc.example', ...keys.env });
});

afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let members = 0;
async function newMember(firstName = 'Ada', lastName = 'Lovelace', language: 'en' | 'fr' = 'en'): Promise<SignedUp> {
  members += 1;
  return signUpAndVerify(t, {
    email: `card${members}-${randomUUID().slice(0, 8)}@example.com`,
    firstName,
    lastName,
    language,
  });
}

async function giveCard(userId: string | null, fields: Partial<typeof cards.$inferInsert> = {}) {
  const [card] = await t.database.db
    .insert(cards)
    .values({
      cardNumber: `6018${String(randomInt(1e12)).padStart(12, '0')}`,
      csv: '123',
      status: 'active',
      cobrand: 'spc',
      expiryDate: inDays(200),
      userId,
      isPrimary: true,
      ...fields,
    })
    .returning();
  return card!;
}

const get = (url: string, cookie?: string, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'GET', url, remoteAddress, ...(cookie && { headers: authHeaders(t, cookie) }) });

async function myCard(member: SignedUp): Promise<MembershipCard> {
  const response = await get('/api/users/membership-card', member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return membershipCardResponseSchema.parse(response.json());
}

const tokenOf = (card: MembershipCard) => card.verification_url.split('/card/verify/')[1]!;
const verification = (token: string) => get(`/api/users/card-verification/${token}`);

describe('GET /api/users/membership-card', () => {
  it('answers 401 to a visitor and 403 NOT_REGISTERED to a user who has not registered', async () => {
    for (const url of ['/api/users/membership-card', '/api/users/wallet/apple', '/api/users/wallet/google']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const social = await socialSignIn(t, `unregistered-${randomUUID()}@example.com`);
    const response = await get('/api/users/membership-card', social.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'NOT_REGISTERED' });
  });

  it('answers 404 NO_VALID_CARD without a card, or with only expired, cancelled or inactive ones', async () => {
    const member = await newMember();
    const none = await get('/api/users/membership-card', member.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'NO_VALID_CARD', message: 'There is no valid membership card to show.' });

    await giveCard(member.userId, { expiryDate: inDays(-1) });
    await giveCard(member.userId, { status: 'cancelled', expiryDate: inDays(300) });
    await giveCard(member.userId, { status: 'inactive', expiryDate: inDays(300) });
    expect((await get('/api/users/membership-card', member.cookie)).statusCode).toBe(404);
  });

  it("answers the member's latest-expiring active card with their name, privately", async () => {
    const member = await newMember('Grace', 'Hopper');
    await giveCard(member.userId, { expiryDate: inDays(30) });
    const latest = await giveCard(member.userId, { expiryDate: inDays(300), isFreeTrial: false });
    // A cancelled card that would have lasted longer (a VIP card replaced by SPC+) is not shown.
    await giveCard(member.userId, { status: 'cancelled', expiryDate: inDays(900) });

    const response = await get('/api/users/membership-card', member.cookie);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { verification_url, ...shown } = membershipCardResponseSchema.parse(response.json());
    expect(shown).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      card_number: latest.cardNumber,
      expiry_date: latest.expiryDate!.toISOString(),
      tier: 'spc',
      is_free_trial: false,
      student_verified: false,
    });
    expect(verification_url).toMatch(/^https:\/\/spc\.example\/card\/verify\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('says spc_plus for the bank co-branded card, and flags a free trial', async () => {
    const plus = await newMember();
    await giveCard(plus.userId, { cobrand: 'cibc' });
    expect(await myCard(plus)).toMatchObject({ tier: 'spc_plus', is_free_trial: false });

    const trial = await newMember();
    await giveCard(trial.userId, { isFreeTrial: true, expiryDate: inDays(30) });
    expect(await myCard(trial)).toMatchObject({ tier: 'spc', is_free_trial: true });
  });

  it('gives each member their own card, whatever the request carries', async () => {
    const ada = await newMember('Ada', 'Lovelace');
    const alan = await newMember('Alan', 'Turing');
    const adaCard = await giveCard(ada.userId);
    const alanCard = await giveCard(alan.userId);

    // Nothing in the request names a card: an id in the query or a header is not looked at.
    const asked = await get(`/api/users/membership-card?card_id=${adaCard.id}&user_id=${ada.userId}`, alan.cookie);
    expect(asked.json()).toMatchObject({ first_name: 'Alan', card_number: alanCard.cardNumber });
    expect(await myCard(ada)).toMatchObject({ first_name: 'Ada', card_number: adaCard.cardNumber });

    // A member without a card does not get someone else's.
    const nobody = await newMember('No', 'Card');
    expect((await get('/api/users/membership-card', nobody.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/users/card-verification/:token', () => {
  it('answers valid and the tier to anyone, with nothing personal, uncached', async () => {
    const member = await newMember('Marie', 'Curie');
    await giveCard(member.userId, { cobrand: 'cibc' });
    const response = await verification(tokenOf(await myCard(member)));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'valid', tier: 'spc_plus', student_verified: false });
    expect(cardVerificationResponseSchema.parse(response.json())).toEqual(response.json());
    expect(response.body).not.toMatch(/Marie|Curie|6018/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it("follows the card's current row: cancelled or expired → expired, renewed → valid again", async () => {
    const member = await newMember();
    const card = await giveCard(member.userId, { expiryDate: inDays(10) });
    const token = tokenOf(await myCard(member));
    const setCard = (fields: Partial<typeof cards.$inferInsert>) =>
      t.database.db.update(cards).set(fields).where(eq(cards.id, card.id));

    await setCard({ expiryDate: inDays(-1) });
    expect((await verification(token)).json()).toEqual({ status: 'expired', tier: 'spc', student_verified: false });

    // Renewed: the same card lives on, and the QR code already printed says so.
    await setCard({ expiryDate: inDays(375) });
    expect((await verification(token)).json()).toEqual({ status: 'valid', tier: 'spc', student_verified: false });

    await setCard({ status: 'cancelled' });
    expect((await verification(token)).json()).toEqual({ status: 'expired', tier: 'spc', student_verified: false });
  });

  it('says expired once the card has no owner (the account was deleted)', async () => {
    const member = await newMember();
    const card = await giveCard(member.userId);
    const token = tokenOf(await myCard(member));
    await t.database.db.update(cards).set({ userId: null }).where(eq(cards.id, card.id));
    expect((await verification(token)).json()).toEqual({ status: 'expired', tier: 'spc', student_verified: false });
  });

  it('answers 404 VERIFICATION_TOKEN_INVALID to forged, altered and garbled tokens', async () => {
    const member = await newMember();
    await giveCard(member.userId);
    const other = await newMember();
    const otherCard = await giveCard(other.userId);
    const token = tokenOf(await myCard(member));
    const [payload, signature] = token.split('.') as [string, string];
    const [, expiry] = Buffer.from(payload, 'base64url').toString().split('.');
    const swapped = `${Buffer.from(`${otherCard.id}.${expiry}`).toString('base64url')}.${signature}`;
    const altered = `${payload}.${signature.slice(0, -3)}${signature.at(-3) === 'A' ? 'B' : 'A'}${signature.slice(-2)}`;

    for (const bad of [swapped, altered, 'garbage', 'a.b', `${payload}.`, `.${signature}`, '%00', 'x'.repeat(90)]) {
      const response = await verification(encodeURIComponent(bad));
      expect(response.statusCode, bad).toBe(404);
      expect(response.json(), bad).toEqual({
        error: 'VERIFICATION_TOKEN_INVALID',
        message: 'This card could not be verified.',
      });
    }
  });

  it('answers 404 for a well-formed token of a card that does not exist', async () => {
    // Made by the same server secret, through a member whose card is then removed.
    const member = await newMember();
    const card = await giveCard(member.userId);
    const token = tokenOf(await myCard(member));
    await t.database.db.delete(cards).where(eq(cards.id, card.id));
    expect((await verification(token)).statusCode).toBe(404);
  });

  it('limits each client address (429 RATE_LIMITED with Retry-After)', async () => {
    const address = nextClientAddress();
    const ask = () => get('/api/users/card-verification/garbage', undefined, address);
    for (let i = 0; i < VERIFICATION_RATE_LIMIT.max; i++) expect((await ask()).statusCode).toBe(404);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await get('/api/users/card-verification/garbage')).statusCode).toBe(404);
  });
});

describe('wallet passes', () => {
  it('says both wallets are available when their keys are configured', async () => {
    expect((await get('/api/users/wallet/providers')).json()).toEqual({ apple: true, google: true });
  });

  it("answers the member's card as a signed Apple Wallet pass", async () => {
    const member = await newMember('Ada', 'Lovelace', 'fr');
    await t.database.db.update(userProfiles).set({ language: 'fr' }).where(eq(userProfiles.userId, member.userId));
    const card = await giveCard(member.userId, { cobrand: 'cibc' });
    const shown = await myCard(member);

    const response = await get('/api/users/wallet/apple', member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['content-disposition']).toBe('attachment; filename="spc-membership.pkpass"');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const { pass } = openPkpass(response.rawPayload, {
      passCertificate: keys.passCertificate,
      wwdrCertificate: keys.wwdrCertificate,
    });
    expect(pass).toMatchObject({
      serialNumber: `spc-card-${card.id}`,
      logoText: 'SPC+',
      expirationDate: card.expiryDate!.toISOString(),
      barcodes: [{ format: 'PKBarcodeFormatQR', message: shown.verification_url }],
      storeCard: { primaryFields: [{ label: 'Membre', value: 'Ada Lovelace' }] },
    });
    // The pass's QR code checks out at the till.
    const [token] = shown.verification_url.split('/card/verify/').slice(1);
    expect((await verification(token!)).json()).toEqual({ status: 'valid', tier: 'spc_plus', student_verified: false });
  });

  it("answers a Google Wallet save link whose JWT carries the member's card", async () => {
    const member = await newMember('Alan', 'Turing');
    const card = await giveCard(member.userId);
    const shown = await myCard(member);

    const response = await get('/api/users/wallet/google', member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { save_url } = response.json<{ save_url: string }>();
    const claims = verifyGoogleSaveUrl(save_url, keys.googlePublicKey);
    expect(claims).toMatchObject({
      iss: TEST_GOOGLE_SERVICE_ACCOUNT,
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://spc.example'],
      payload: {
        genericObjects: [
          {
            header: { defaultValue: { value: 'Alan Turing' } },
            barcode: { type: 'QR_CODE', value: shown.verification_url },
            validTimeInterval: { end: { date: card.expiryDate!.toISOString() } },
          },
        ],
      },
    });
  });

  it('answers 404 NO_VALID_CARD to a member without a card', async () => {
    const member = await newMember();
    for (const url of ['/api/users/wallet/apple', '/api/users/wallet/google']) {
      const response = await get(url, member.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NO_VALID_CARD' });
    }
  });
});
