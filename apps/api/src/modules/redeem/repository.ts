// Rows of codes, clicks and savings (docs/api-member-offers.md): the offer and the member's cards as a
// reveal checks them, the live redemption, the atomic claim of a pooled code, and each use recorded.
// The writes run inside the service's transactions.
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { ClickKind, FeedbackReason, RedemptionChannel } from '@spc/domain/member-offers';
import type { DisplayKind } from '@spc/domain/offers';
import {
  flaggedCodes,
  memberSavings,
  offerClicks,
  offerCodePools,
  offerCodes,
  offerRedemptions,
  offers,
  partners,
  redemptionFeedback,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type RedemptionRow = typeof offerRedemptions.$inferSelect;

/** What deciding on a use needs: the offer's dates and channels, its code settings and its partner's site. */
export async function findOfferForUse(db: Queryable, offerId: number) {
  const [row] = await db
    .select({
      offerId: offers.offerId,
      status: offers.status,
      startDate: offers.startDate,
      endDate: offers.endDate,
      online: offers.online,
      inStore: offers.inStore,
      isSpcPlus: offers.isSpcPlus,
      verifiedStudentsOnly: offers.verifiedStudentsOnly,
      codeType: offers.codeType,
      displayKind: offers.displayKind,
      staticCode: offers.staticCode,
      websiteUrl: offers.websiteUrl,
      valueCents: offers.valueCents,
      partnerUrlName: partners.urlName,
      partnerWebsiteUrl: partners.websiteUrl,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(eq(offers.offerId, offerId));
  return row;
}
export type OfferForUse = NonNullable<Awaited<ReturnType<typeof findOfferForUse>>>;

/**
 * Serialises one member's reveals of one offer until the transaction ends, so two at once cannot both
 * find no live redemption and claim two codes. Other members and other offers are not held up.
 */
export async function lockMemberOffer(tx: Queryable, userId: string, offerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`redemption:${userId}`}), ${offerId}::int)`);
}

export async function findLiveRedemption(
  db: Queryable,
  userId: string,
  offerId: number,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(offerRedemptions)
    .where(
      and(
        eq(offerRedemptions.userId, userId),
        eq(offerRedemptions.offerId, offerId),
        isNull(offerRedemptions.deletedAt),
      ),
    );
  return row;
}

/** True when one of the offer's pooled codes was ever handed to this member (kept after a DELETE). */
export async function hasAssignedCode(db: Queryable, offerId: number, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: offerCodes.id })
    .from(offerCodes)
    .where(and(eq(offerCodes.offerId, offerId), eq(offerCodes.assignedUserId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Hands the member a free code of the pool, in one statement: the sub-select locks the first free row
 * and skips rows other reveals hold, so concurrent reveals each take a different code. Undefined when
 * no free code is left.
 */
export async function claimFreeCode(
  tx: Queryable,
  offerId: number,
  userId: string,
  now: Date,
): Promise<{ id: number; code: string } | undefined> {
  const free = tx
    .select({ id: offerCodes.id })
    .from(offerCodes)
    .where(and(eq(offerCodes.offerId, offerId), isNull(offerCodes.assignedUserId)))
    .orderBy(offerCodes.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(offerCodes)
    .set({ assignedUserId: userId, assignedAt: now })
    .where(eq(offerCodes.id, sql`(${free})`))
    .returning({ id: offerCodes.id, code: offerCodes.code });
  return row;
}

/** Any code of a shared pool (upload_random), picked at random; undefined when the pool is empty. */
export async function pickPoolCode(db: Queryable, offerId: number): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db
    .select({ id: offerCodes.id, code: offerCodes.code })
    .from(offerCodes)
    .where(eq(offerCodes.offerId, offerId))
    .orderBy(sql`random()`)
    .limit(1);
  return row;
}

export async function insertRedemption(
  tx: Queryable,
  values: {
    userId: string;
    offerId: number;
    codeId: number | null;
    code: string | null;
    displayKind: DisplayKind;
    channel: RedemptionChannel;
    fromWebsite: boolean;
    now: Date;
  },
): Promise<RedemptionRow> {
  const [row] = await tx
    .insert(offerRedemptions)
    .values({
      userId: values.userId,
      offerId: values.offerId,
      codeId: values.codeId,
      code: values.code,
      displayKind: values.displayKind,
      channel: values.channel,
      fromWebsite: values.fromWebsite,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('The redemption was not inserted');
  return row;
}

/** Forgets the member's live redemption of the offer; false when there is none. */
export async function forgetRedemption(db: Queryable, userId: string, offerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(offerRedemptions)
    .set({ deletedAt: now })
    .where(
      and(
        eq(offerRedemptions.userId, userId),
        eq(offerRedemptions.offerId, offerId),
        isNull(offerRedemptions.deletedAt),
      ),
    )
    .returning({ id: offerRedemptions.id });
  return rows.length > 0;
}

export async function insertClick(
  tx: Queryable,
  values: { id: string; userId: string; offerId: number; kind: ClickKind; now: Date },
): Promise<void> {
  await tx.insert(offerClicks).values({
    id: values.id,
    userId: values.userId,
    offerId: values.offerId,
    kind: values.kind,
    createdAt: values.now,
  });
}

/**
 * The member's saving on this offer for `day` (UTC); a second use the same day adds nothing. True when
 * this was the day's first use (the row was written).
 */
export async function insertSaving(
  tx: Queryable,
  values: { userId: string; offerId: number; day: string; valueCents: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(memberSavings)
    .values({
      userId: values.userId,
      offerId: values.offerId,
      day: values.day,
      valueCents: values.valueCents,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ userId: memberSavings.userId });
  return rows.length > 0;
}

/** One more use of the offer (the most_redeemed sort), in one statement: no lost update. */
export async function addView(tx: Queryable, offerId: number): Promise<void> {
  await tx
    .update(offers)
    .set({ views: sql`${offers.views} + 1` })
    .where(eq(offers.offerId, offerId));
}

/** Issue 23 item 12: the savings are the uses the member said worked, one per redemption (an estimate). */
export async function savingsTotals(
  db: Queryable,
  userId: string,
): Promise<{ totalCents: number; offersUsed: number }> {
  const [row] = await db
    .select({
      totalCents: sql<number>`coalesce(sum(${redemptionFeedback.valueCents}), 0)`.mapWith(Number),
      offersUsed: sql<number>`count(distinct ${redemptionFeedback.offerId})`.mapWith(Number),
    })
    .from(redemptionFeedback)
    .where(and(eq(redemptionFeedback.userId, userId), eq(redemptionFeedback.worked, true)));
  return row ?? { totalCents: 0, offersUsed: 0 };
}

/** The member's latest uses that worked, newest first, with the offer and partner they came from. */
export function recentSavings(db: Queryable, userId: string, limit: number) {
  return db
    .select({
      offerId: redemptionFeedback.offerId,
      partnerName: partners.partnerName,
      titleEn: offers.titleEn,
      titleFr: offers.titleFr,
      valueCents: redemptionFeedback.valueCents,
      createdAt: redemptionFeedback.answeredAt,
    })
    .from(redemptionFeedback)
    .innerJoin(offers, eq(offers.offerId, redemptionFeedback.offerId))
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(and(eq(redemptionFeedback.userId, userId), eq(redemptionFeedback.worked, true)))
    .orderBy(desc(redemptionFeedback.answeredAt), desc(redemptionFeedback.redemptionId))
    .limit(limit);
}

export type FeedbackRow = typeof redemptionFeedback.$inferSelect;

/** The member's answer for a redemption, if any. */
export async function findFeedback(db: Queryable, redemptionId: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(redemptionFeedback).where(eq(redemptionFeedback.redemptionId, redemptionId));
  return row;
}

/** Writes the member's answer for the redemption, replacing an earlier one (one per redemption). */
export async function upsertFeedback(
  tx: Queryable,
  values: {
    redemptionId: number;
    userId: string;
    offerId: number;
    worked: boolean;
    reason: FeedbackReason | null;
    valueCents: number;
    now: Date;
  },
): Promise<FeedbackRow> {
  const set = { worked: values.worked, reason: values.reason, valueCents: values.valueCents, answeredAt: values.now };
  const [row] = await tx
    .insert(redemptionFeedback)
    .values({ redemptionId: values.redemptionId, userId: values.userId, offerId: values.offerId, ...set })
    .onConflictDoUpdate({ target: redemptionFeedback.redemptionId, set })
    .returning();
  if (!row) throw new Error('The answer was not written');
  return row;
}

/** The offer's answers since `since`: how many worked, how many failed, and the latest that worked. */
export async function feedbackCounts(
  db: Queryable,
  offerId: number,
  since: Date,
): Promise<{ worked: number; failed: number; lastWorkedAt: Date | null }> {
  const [row] = await db
    .select({
      worked: sql<number>`count(*) filter (where ${redemptionFeedback.worked})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where not ${redemptionFeedback.worked})`.mapWith(Number),
      lastWorkedAt: sql<
        string | null
      >`max(${redemptionFeedback.answeredAt}) filter (where ${redemptionFeedback.worked})`,
    })
    .from(redemptionFeedback)
    .where(and(eq(redemptionFeedback.offerId, offerId), gte(redemptionFeedback.answeredAt, since)));
  return {
    worked: row?.worked ?? 0,
    failed: row?.failed ?? 0,
    lastWorkedAt: row?.lastWorkedAt ? new Date(row.lastWorkedAt) : null,
  };
}

/** Serialises the flag decisions of one offer until the transaction ends (two answers at once). */
export async function lockOfferFlag(tx: Queryable, offerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('flagged-code'), ${offerId}::int)`);
}

export async function findOpenFlag(db: Queryable, offerId: number) {
  const [row] = await db
    .select()
    .from(flaggedCodes)
    .where(and(eq(flaggedCodes.offerId, offerId), isNull(flaggedCodes.clearedAt)));
  return row;
}

export async function insertFlag(
  tx: Queryable,
  values: { offerId: number; code: string | null; answers: number; failed: number; now: Date },
): Promise<void> {
  await tx
    .insert(flaggedCodes)
    .values({ ...values, flaggedAt: values.now })
    .onConflictDoNothing();
}

export async function clearFlag(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.update(flaggedCodes).set({ clearedAt: now }).where(eq(flaggedCodes.id, id));
}

/** The open flags whose staff e-mail is not queued yet, locked for this transaction (one runner each). */
export function flagsToAlert(tx: Queryable, limit: number) {
  return tx
    .select({
      id: flaggedCodes.id,
      offerId: flaggedCodes.offerId,
      code: flaggedCodes.code,
      answers: flaggedCodes.answers,
      failed: flaggedCodes.failed,
      flaggedAt: flaggedCodes.flaggedAt,
      partnerName: partners.partnerName,
      partnerUrlName: partners.urlName,
      titleEn: offers.titleEn,
      titleFr: offers.titleFr,
    })
    .from(flaggedCodes)
    .innerJoin(offers, eq(offers.offerId, flaggedCodes.offerId))
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(and(isNull(flaggedCodes.clearedAt), isNull(flaggedCodes.alertedAt)))
    .orderBy(flaggedCodes.id)
    .limit(limit)
    .for('update', { of: flaggedCodes, skipLocked: true });
}

export async function setFlagAlerted(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.update(flaggedCodes).set({ alertedAt: now }).where(eq(flaggedCodes.id, id));
}

// ---- Code pools as staff manage them (issue 20 item 3) -------------------------------------------------

/** Serialises the uploads and threshold changes of one pool until the transaction ends. */
export async function lockPool(tx: Queryable, offerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('code-pool'), ${offerId}::int)`);
}

export interface PoolCountsRow {
  offerId: number;
  total: number;
  used: number;
  lowThreshold: number;
  lowAlertedAt: Date | null;
}

/** Each pool's codes, handed-out codes and alert settings, for the offers among `offerIds`. */
export async function poolCounts(db: Queryable, offerIds: readonly number[]): Promise<PoolCountsRow[]> {
  if (offerIds.length === 0) return [];
  const counts = await db
    .select({
      offerId: offerCodes.offerId,
      total: sql<number>`count(*)::int`,
      used: sql<number>`count(${offerCodes.assignedUserId})::int`,
    })
    .from(offerCodes)
    .where(inArray(offerCodes.offerId, [...offerIds]))
    .groupBy(offerCodes.offerId);
  const settings = await db
    .select()
    .from(offerCodePools)
    .where(inArray(offerCodePools.offerId, [...offerIds]));
  const byOffer = new Map(settings.map((row) => [row.offerId, row]));
  const countsByOffer = new Map(counts.map((row) => [row.offerId, row]));
  return offerIds.map((offerId) => ({
    offerId,
    total: countsByOffer.get(offerId)?.total ?? 0,
    used: countsByOffer.get(offerId)?.used ?? 0,
    lowThreshold: byOffer.get(offerId)?.lowThreshold ?? 0,
    lowAlertedAt: byOffer.get(offerId)?.lowAlertedAt ?? null,
  }));
}

/** Which of `codes` the offer's pool already holds. */
export async function existingCodes(db: Queryable, offerId: number, codes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += 1000) {
    const chunk = codes.slice(i, i + 1000);
    const rows = await db
      .select({ code: offerCodes.code })
      .from(offerCodes)
      .where(and(eq(offerCodes.offerId, offerId), inArray(offerCodes.code, chunk)));
    for (const row of rows) found.add(row.code);
  }
  return found;
}

/** Adds codes to the offer's pool (inside the caller's transaction: all or none). */
export async function insertCodes(tx: Queryable, offerId: number, codes: readonly string[]): Promise<void> {
  for (let i = 0; i < codes.length; i += 1000) {
    await tx.insert(offerCodes).values(codes.slice(i, i + 1000).map((code) => ({ offerId, code })));
  }
}

/** Sets a pool's threshold (and clears its alert mark when asked), creating its settings row. */
export async function upsertPoolSettings(
  tx: Queryable,
  offerId: number,
  values: { lowThreshold?: number; clearAlert?: boolean },
  now: Date,
): Promise<void> {
  const set: Partial<typeof offerCodePools.$inferInsert> = { updatedAt: now };
  if (values.lowThreshold !== undefined) set.lowThreshold = values.lowThreshold;
  if (values.clearAlert) set.lowAlertedAt = null;
  await tx
    .insert(offerCodePools)
    .values({ offerId, lowThreshold: values.lowThreshold ?? 0, updatedAt: now })
    .onConflictDoUpdate({ target: offerCodePools.offerId, set });
}

/**
 * The pools of live upload_unique offers whose free codes fell under their threshold and whose e-mail
 * is not queued yet, locked for this transaction (one runner each).
 */
export async function lowPoolsToAlert(tx: Queryable, now: Date, limit: number) {
  const free = sql<number>`(select count(*)::int from ${offerCodes} where ${offerCodes}."offer_id" = ${sql.raw('"offer_code_pools"."offer_id"')} and ${offerCodes}."assigned_user_id" is null)`;
  return tx
    .select({
      offerId: offerCodePools.offerId,
      lowThreshold: offerCodePools.lowThreshold,
      remaining: free,
      partnerName: partners.partnerName,
      titleEn: offers.titleEn,
      titleFr: offers.titleFr,
    })
    .from(offerCodePools)
    .innerJoin(offers, eq(offers.offerId, offerCodePools.offerId))
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(
      and(
        isNull(offerCodePools.lowAlertedAt),
        sql`${offerCodePools.lowThreshold} > 0`,
        eq(offers.codeType, 'upload_unique'),
        eq(offers.status, 'active'),
        sql`${offers.startDate} <= ${now}`,
        sql`(${offers.endDate} is null or ${offers.endDate} > ${now})`,
        sql`${free} < ${offerCodePools.lowThreshold}`,
      ),
    )
    .orderBy(offerCodePools.offerId)
    .limit(limit)
    .for('update', { of: offerCodePools, skipLocked: true });
}

export async function setPoolAlerted(tx: Queryable, offerId: number, now: Date): Promise<void> {
  await tx.update(offerCodePools).set({ lowAlertedAt: now }).where(eq(offerCodePools.offerId, offerId));
}
