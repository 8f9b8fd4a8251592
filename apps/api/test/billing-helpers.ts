// Test helpers of the billing tests: members with a postal code, cards, cards on file, promo codes
// and requests as the web app sends them. Rows are inserted directly where the test is not about
// how they came to be.
import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authHeaders, signUpAndVerify, type SignedUp } from './auth-helpers.ts';
import type { TestApp } from './app.ts';
import { cards, paymentMethods, promoCodes, subscriptions, userProfiles } from '../src/db/schema/index.ts';

export const DAY = 86_400_000;

/** A registered member in Ontario (HST 13 %), unless another postal code is given. */
export async function member(
  t: TestApp,
  email: string,
  place: { postal: string; province: string } = { postal: 'M5V 2T6', province: 'ON' },
): Promise<SignedUp> {
  const signedUp = await signUpAndVerify(t, { email });
  await t.database.db.update(userProfiles).set(place).where(eq(userProfiles.userId, signedUp.userId));
  return signedUp;
}

export function newCardNumber(): string {
  return `6018${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

/** A paid, active spc card expiring `expiresInMs` after `now` (negative: already expired). */
export async function insertCard(
  t: TestApp,
  userId: string,
  expiresInMs: number,
  overrides: Partial<typeof cards.$inferInsert> = {},
  now = new Date(),
) {
  const [row] = await t.database.db
    .insert(cards)
    .values({
      cardNumber: newCardNumber(),
      csv: '123',
      cobrand: 'spc',
      status: 'active',
      userId,
      expiryDate: new Date(now.getTime() + expiresInMs),
      isPrimary: true,
      isOnlinePurchased: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A card on file as the database mirrors it (the token need not exist at the gateway). */
export async function insertPaymentMethod(
  t: TestApp,
  userId: string,
  overrides: Partial<typeof paymentMethods.$inferInsert> = {},
) {
  await t.database.db.insert(paymentMethods).values({
    userId,
    gateway: 'sandbox',
    token: `tok_${randomInt(1e9)}`,
    cardType: 'Visa',
    last4: '1881',
    expirationMonth: 12,
    expirationYear: new Date().getUTCFullYear() + 3,
    ...overrides,
  });
}

export async function setAutoRenew(t: TestApp, userId: string, on: boolean) {
  await t.database.db.update(userProfiles).set({ isAutoRenew: on }).where(eq(userProfiles.userId, userId));
}

export async function setSubscription(
  t: TestApp,
  userId: string,
  values: Partial<typeof subscriptions.$inferInsert> & { status: 'active' | 'past_due' | 'cancelled' },
) {
  await t.database.db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

export async function subscriptionOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function paymentMethodOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row;
}

export async function profileOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row!;
}

/** WELCOME10 (10 %, valid) and SUMMER2024 (expired), as the seed has them. */
export async function insertPromoCodes(t: TestApp) {
  const hash = (code: string) => createHash('sha256').update(code).digest('hex');
  await t.database.db
    .insert(promoCodes)
    .values([
      { code: 'WELCOME10', codeHash: hash('WELCOME10'), kind: 'percent', value: 10 },
      {
        code: 'SUMMER2024',
        codeHash: hash('SUMMER2024'),
        kind: 'percent',
        value: 20,
        validUntil: new Date('2024-09-01T00:00:00Z'),
      },
    ])
    .onConflictDoNothing();
}

/** A request from the app's own pages (session cookie and Origin), or a visitor's when `who` is null. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: SignedUp | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: who ? authHeaders(t, who.cookie) : { origin: t.config.publicUrl },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}
