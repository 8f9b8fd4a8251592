// Test helpers of the membership tests: cards inserted as the seed or another path would leave them
// (retail, bank, VIP, someone else's), requests as the web app sends them, and the rows to check.
import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authHeaders, nextClientAddress, type SignedUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/app.ts';
import { cards, membershipUpgrades, registrations } from '../../db/schema/index.ts';

export const DAY = 86_400_000;

/** A response body read field by field (`res.json<Body>().error`). */
export type Body = Record<string, unknown>;

export function newCardNumber(): string {
  return `6018${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

/** A retail card on the shelf: inactive, nobody's, no expiry (override for bank, VIP, owned cards). */
export async function insertShelfCard(t: TestApp, overrides: Partial<typeof cards.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(cards)
    .values({
      cardNumber: newCardNumber(),
      csv: String(randomInt(0, 1000)).padStart(3, '0'),
      cobrand: 'spc',
      status: 'inactive',
      userId: null,
      expiryDate: null,
      retailer: 'Campus Corner Store',
      source: 'retail',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The co-branded bank card (SPC+), as seeded. */
export const insertBankCard = (t: TestApp, overrides: Partial<typeof cards.$inferInsert> = {}) =>
  insertShelfCard(t, { cobrand: 'cibc', source: 'bank', retailer: null, ...overrides });

/** A wrong security code for `csv`. */
export const otherCsv = (csv: string) => String((Number(csv) + 1) % 1000).padStart(3, '0');

/**
 * A request from the app's own pages (session cookie and Origin), or a visitor's when `who` is null.
 * Visitors get an address of their own unless one is given, so the lookup limit of one test does
 * not run into another's.
 */
export function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  who: SignedUp | null,
  payload?: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? nextClientAddress(),
    headers: {
      ...(who ? authHeaders(t, who.cookie) : { origin: t.config.publicUrl }),
      ...options.headers,
    },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

export async function cardById(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(cards).where(eq(cards.id, id));
  return row!;
}

export async function cardsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(cards).where(eq(cards.userId, userId)).orderBy(cards.id);
}

export async function registrationOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(registrations).where(eq(registrations.userId, userId));
  return row!;
}

export async function upgradesOf(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(membershipUpgrades)
    .where(eq(membershipUpgrades.userId, userId))
    .orderBy(desc(membershipUpgrades.id));
}
