// Test helpers of the code, link and savings tests: a partner and offers of every code type made for
// the test (so each case is what it says, whatever the seed draws), code pools, members with the cards
// a case needs, requests as the web app sends them, and the rows a use leaves behind.
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app.ts';
import { authHeaders, nextClientAddress, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import {
  categories,
  memberSavings,
  offerClicks,
  offerCodes,
  offerRedemptions,
  offers,
  partners,
  registrations,
  userProfiles,
} from '../../db/schema/index.ts';
import { DAY, insertCard } from '../../../test/billing-helpers.ts';

export { DAY, insertCard };

/** Ids far above the seed's, so a seeded database and these rows live side by side. */
let nextId = 900_000;
const newId = () => ++nextId;
const TEST_CATEGORY_ID = 900_000;

async function ensureCategory(t: TestApp): Promise<number> {
  await t.database.db
    .insert(categories)
    .values({ id: TEST_CATEGORY_ID, urlName: 'redemption-tests', nameEn: 'Tests', nameFr: 'Essais', sortOrder: 999 })
    .onConflictDoNothing();
  return TEST_CATEGORY_ID;
}

export interface TestPartner {
  partnerId: number;
  urlName: string;
  websiteUrl: string | null;
}

/** A partner at `https://www.<url name>.example` unless another website (or none) is given. */
export async function insertPartner(
  t: TestApp,
  overrides: Partial<typeof partners.$inferInsert> = {},
): Promise<TestPartner> {
  const partnerId = newId();
  const urlName = overrides.urlName ?? `acme-outfitters-${partnerId}`;
  const [row] = await t.database.db
    .insert(partners)
    .values({
      partnerId,
      partnerName: `Acme Outfitters ${partnerId}`,
      sortName: `acme outfitters ${partnerId}`,
      urlName,
      descriptionEn: 'Outdoor gear.',
      descriptionFr: 'Équipement de plein air.',
      websiteUrl: `https://www.${urlName.replaceAll('-', '')}.example`,
      logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      ...overrides,
    })
    .returning({ partnerId: partners.partnerId, urlName: partners.urlName, websiteUrl: partners.websiteUrl });
  return row!;
}

export type TestOffer = typeof offers.$inferSelect;

/**
 * A live offer of `partner`, online and in store, with a static code and the seed's kind of link
 * (`<partner website>/students`), started yesterday and open-ended, worth 5 $.
 */
export async function insertOffer(
  t: TestApp,
  partner: TestPartner,
  overrides: Partial<typeof offers.$inferInsert> = {},
): Promise<TestOffer> {
  const offerId = newId();
  const [row] = await t.database.db
    .insert(offers)
    .values({
      offerId,
      partnerId: partner.partnerId,
      categoryId: await ensureCategory(t),
      titleEn: `Offer ${offerId}`,
      titleFr: `Offre ${offerId}`,
      descriptionEn: 'Save on gear.',
      descriptionFr: "Économisez sur l'équipement.",
      online: true,
      inStore: true,
      startDate: new Date(Date.now() - DAY),
      endDate: null,
      codeType: 'static',
      displayKind: 'static',
      staticCode: 'ACME10',
      websiteUrl: partner.websiteUrl === null ? null : `${partner.websiteUrl}/students`,
      valueCents: 500,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Puts `codes` in the offer's pool (free, assigned to nobody). */
export async function insertCodes(t: TestApp, offerId: number, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await t.database.db.insert(offerCodes).values(codes.map((code) => ({ offerId, code })));
}

let members = 0;

/**
 * A registered member without going through the e-mail sign-up (whose password hashing is slow when
 * dozens are needed): the identity provider's user and session, then the profile and registration
 * the verification would have made.
 */
export async function quickMember(t: TestApp, label = 'member'): Promise<SignedUp> {
  members += 1;
  const user = await socialSignIn(t, `${label}-${members}-${Date.now()}@example.com`);
  await t.database.db.insert(userProfiles).values({
    userId: user.userId,
    firstName: 'Sam',
    lastName: 'Social',
    emailLower: user.email.toLowerCase(),
    birthDate: '2000-05-17',
  });
  await t.database.db.insert(registrations).values({ userId: user.userId, registered: true });
  return user;
}

/** A registered member holding an active spc card for a year (override for cibc, expired, …). */
export async function memberWithCard(
  t: TestApp,
  card: { expiresInMs?: number; overrides?: Parameters<typeof insertCard>[3] } = {},
): Promise<SignedUp & { cardNumber: string }> {
  const member = await quickMember(t);
  const row = await insertCard(t, member.userId, card.expiresInMs ?? 365 * DAY, card.overrides);
  return { ...member, cardNumber: row.cardNumber };
}

/**
 * A request as the web app sends it (session cookie and Origin; a POST with an empty JSON body), or a
 * visitor's when `who` is null. Each call comes from an address of its own unless one is given, so the
 * per-address use limit of one test does not run into another's.
 */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: SignedUp | null,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? nextClientAddress(),
    headers: { ...(who ? authHeaders(t, who.cookie) : { origin: t.config.publicUrl }), ...options.headers },
    ...(method === 'POST' && { payload: {} }),
  });
}

export async function viewsOf(t: TestApp, offerId: number): Promise<number> {
  const [row] = await t.database.db.select({ views: offers.views }).from(offers).where(eq(offers.offerId, offerId));
  return row!.views;
}

export function clicksOf(t: TestApp, offerId: number, userId?: string) {
  return t.database.db
    .select()
    .from(offerClicks)
    .where(
      userId ? and(eq(offerClicks.offerId, offerId), eq(offerClicks.userId, userId)) : eq(offerClicks.offerId, offerId),
    )
    .orderBy(offerClicks.createdAt);
}

export function savingsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(memberSavings).where(eq(memberSavings.userId, userId));
}

export function redemptionsOf(t: TestApp, offerId: number, userId?: string) {
  return t.database.db
    .select()
    .from(offerRedemptions)
    .where(
      userId
        ? and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.userId, userId))
        : eq(offerRedemptions.offerId, offerId),
    )
    .orderBy(offerRedemptions.id);
}

export function codesOf(t: TestApp, offerId: number) {
  return t.database.db.select().from(offerCodes).where(eq(offerCodes.offerId, offerId)).orderBy(offerCodes.id);
}

/** How many uses the offer has recorded: clicks, savings rows, redemptions. */
export async function usesOf(t: TestApp, offerId: number) {
  const [clicks] = await t.database.db.select({ n: count() }).from(offerClicks).where(eq(offerClicks.offerId, offerId));
  const [saved] = await t.database.db
    .select({ n: count() })
    .from(memberSavings)
    .where(eq(memberSavings.offerId, offerId));
  const [redeemed] = await t.database.db
    .select({ n: count() })
    .from(offerRedemptions)
    .where(eq(offerRedemptions.offerId, offerId));
  return { clicks: clicks!.n, savings: saved!.n, redemptions: redeemed!.n, views: await viewsOf(t, offerId) };
}
