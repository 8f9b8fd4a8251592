// The marketing module's rows (docs/decisions/027): e-mail opt modals, the double opt-in requests of
// POST /subscribe, and the travel-photo entries. Only this file speaks SQL.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { emailOptModals, emailSubscriptions, travelPhotos } from '../../db/schema/marketing.ts';

export type EmailSubscriptionRow = typeof emailSubscriptions.$inferSelect;
export type TravelPhotoRow = typeof travelPhotos.$inferSelect;

export function findActiveEmailOptModals(db: Queryable) {
  return db.select().from(emailOptModals).where(eq(emailOptModals.active, true)).orderBy(asc(emailOptModals.id));
}

export async function findSubscriptionByEmail(
  db: Queryable,
  emailLower: string,
): Promise<EmailSubscriptionRow | undefined> {
  const [row] = await db.select().from(emailSubscriptions).where(eq(emailSubscriptions.emailLower, emailLower));
  return row;
}

export async function findSubscriptionByToken(
  db: Queryable,
  tokenHash: string,
): Promise<EmailSubscriptionRow | undefined> {
  const [row] = await db.select().from(emailSubscriptions).where(eq(emailSubscriptions.tokenHash, tokenHash));
  return row;
}

/** A new pending request, or a fresh link for one that is already there (not yet confirmed). */
export async function upsertPendingSubscription(
  db: Queryable,
  row: Omit<typeof emailSubscriptions.$inferInsert, 'id' | 'status' | 'confirmedAt'>,
): Promise<EmailSubscriptionRow> {
  const [saved] = await db
    .insert(emailSubscriptions)
    .values({ ...row, status: 'pending' })
    .onConflictDoUpdate({
      target: emailSubscriptions.emailLower,
      set: {
        deviceId: row.deviceId,
        userId: row.userId,
        language: row.language,
        tokenHash: row.tokenHash,
        tokenExpiresAt: row.tokenExpiresAt,
        sentAt: row.sentAt,
        status: 'pending',
      },
    })
    .returning();
  return saved!;
}

/** Confirmed: the token is spent. */
export async function confirmSubscription(db: Queryable, id: number, now: Date): Promise<void> {
  await db
    .update(emailSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(eq(emailSubscriptions.id, id));
}

/** The address off the list (its unsubscribe link); nothing to do when it is not on it. */
export async function removeSubscription(db: Queryable, emailLower: string): Promise<void> {
  await db.delete(emailSubscriptions).where(eq(emailSubscriptions.emailLower, emailLower));
}

/** The profile's switch: a member's address confirmed (their account's address) or dropped from the list. */
export async function setSubscriptionFromProfile(
  db: Queryable,
  row: { emailLower: string; userId: string; language: string; subscribed: boolean; now: Date },
): Promise<void> {
  if (!row.subscribed) {
    await db.delete(emailSubscriptions).where(eq(emailSubscriptions.emailLower, row.emailLower));
    return;
  }
  await db
    .insert(emailSubscriptions)
    .values({
      emailLower: row.emailLower,
      deviceId: 'profile',
      userId: row.userId,
      language: row.language,
      status: 'confirmed',
      sentAt: row.now,
      createdAt: row.now,
      confirmedAt: row.now,
    })
    .onConflictDoUpdate({
      target: emailSubscriptions.emailLower,
      set: { userId: row.userId, status: 'confirmed', confirmedAt: row.now, tokenHash: null, tokenExpiresAt: null },
    });
}

// ---- Travel photos ------------------------------------------------------------------------------

export async function countMemberPhotos(db: Queryable, userId: string, contestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(travelPhotos)
    .where(and(eq(travelPhotos.userId, userId), eq(travelPhotos.contestId, contestId)));
  return row?.n ?? 0;
}

export async function insertTravelPhoto(db: Queryable, row: typeof travelPhotos.$inferInsert): Promise<TravelPhotoRow> {
  const [saved] = await db.insert(travelPhotos).values(row).returning();
  return saved!;
}

export async function findTravelPhoto(db: Queryable, id: number): Promise<TravelPhotoRow | undefined> {
  const [row] = await db.select().from(travelPhotos).where(eq(travelPhotos.id, id));
  return row;
}

/** Deletes every photo of a member (their account is being deleted) and says which files they named. */
export const deleteTravelPhotosOf = (db: Queryable, userId: string) =>
  db.delete(travelPhotos).where(eq(travelPhotos.userId, userId)).returning({ storageKey: travelPhotos.storageKey });

/** Which of `keys` a photo row still names (the sweep of files without a row). */
export async function findNamedTravelPhotoKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: travelPhotos.storageKey })
    .from(travelPhotos)
    .where(inArray(travelPhotos.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}

export function findPendingTravelPhotos(db: Queryable) {
  return db.select().from(travelPhotos).where(eq(travelPhotos.status, 'pending')).orderBy(asc(travelPhotos.id));
}

export async function reviewTravelPhoto(
  db: Queryable,
  id: number,
  review: { status: 'approved' | 'rejected'; reviewedBy: string; now: Date },
): Promise<TravelPhotoRow | undefined> {
  const [row] = await db
    .update(travelPhotos)
    .set({ status: review.status, reviewedBy: review.reviewedBy, reviewedAt: review.now })
    .where(eq(travelPhotos.id, id))
    .returning();
  return row;
}

export function findApprovedTravelPhotos(db: Queryable, contestId: number) {
  return db
    .select()
    .from(travelPhotos)
    .where(and(eq(travelPhotos.contestId, contestId), eq(travelPhotos.status, 'approved')))
    .orderBy(asc(travelPhotos.id));
}
