// Schools, campuses, verification sends and student statuses (issue 18; db/schema/students.ts).
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import type { Language } from '@spc/domain/constants';
import {
  authUsers,
  campuses,
  schools,
  studentIdReviews,
  studentStatuses,
  studentVerifications,
  userProfiles,
} from '../../db/schema/index.ts';

export type SchoolRow = typeof schools.$inferSelect;
export type CampusRow = typeof campuses.$inferSelect;
export type VerificationRow = typeof studentVerifications.$inferSelect;
export type StatusRow = typeof studentStatuses.$inferSelect;

export const findSchools = (db: Queryable) =>
  db.select().from(schools).orderBy(asc(schools.province), asc(schools.nameEn));
export const findCampuses = (db: Queryable) => db.select().from(campuses).orderBy(asc(campuses.nameEn));

export async function findSchool(db: Queryable, id: number): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  return row;
}

/** A campus by its id (digits) or its url name. */
export async function findCampus(db: Queryable, idOrName: string): Promise<CampusRow | undefined> {
  const byId = /^\d{1,9}$/.test(idOrName);
  const [row] = await db
    .select()
    .from(campuses)
    .where(byId ? eq(campuses.id, Number(idOrName)) : eq(campuses.urlName, idOrName));
  return row;
}

/** The status holding `email`, whoever's it is. */
export async function findStatusByEmail(db: Queryable, email: string): Promise<StatusRow | undefined> {
  const [row] = await db.select().from(studentStatuses).where(eq(studentStatuses.studentEmail, email));
  return row;
}

export async function findStatus(db: Queryable, userId: string): Promise<StatusRow | undefined> {
  const [row] = await db.select().from(studentStatuses).where(eq(studentStatuses.userId, userId));
  return row;
}

/** The sends of a member since `since`, oldest first (the rate limit's window). */
export const findSendsSince = (db: Queryable, userId: string, since: Date) =>
  db
    .select({ sentAt: studentVerifications.sentAt })
    .from(studentVerifications)
    .where(and(eq(studentVerifications.userId, userId), gt(studentVerifications.sentAt, since)))
    .orderBy(asc(studentVerifications.sentAt));

export async function insertVerification(
  db: Queryable,
  row: typeof studentVerifications.$inferInsert,
): Promise<VerificationRow> {
  const [inserted] = await db.insert(studentVerifications).values(row).returning();
  if (!inserted) throw new Error('The verification was not inserted');
  return inserted;
}

/** The member's latest send (the one a typed code is checked against). */
export async function findLatestVerification(db: Queryable, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(studentVerifications)
    .where(eq(studentVerifications.userId, userId))
    .orderBy(desc(studentVerifications.sentAt), desc(studentVerifications.id))
    .limit(1);
  return row;
}

export async function findVerificationByToken(db: Queryable, tokenHash: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(studentVerifications).where(eq(studentVerifications.tokenHash, tokenHash));
  return row;
}

/** Marks a send used; false when another request used it first. */
export async function useVerification(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(studentVerifications)
    .set({ usedAt: now })
    .where(and(eq(studentVerifications.id, id), isNull(studentVerifications.usedAt)))
    .returning({ id: studentVerifications.id });
  return rows.length === 1;
}

export async function countFailedAttempt(db: Queryable, id: number): Promise<void> {
  await db
    .update(studentVerifications)
    .set({ failedAttempts: sql`${studentVerifications.failedAttempts} + 1` })
    .where(eq(studentVerifications.id, id));
}

/** Frees an address held by another member whose status has lapsed for good. */
export async function deleteStatusOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(studentStatuses).where(eq(studentStatuses.userId, userId));
}

export async function upsertStatus(db: Queryable, row: typeof studentStatuses.$inferInsert): Promise<void> {
  await db
    .insert(studentStatuses)
    .values(row)
    .onConflictDoUpdate({
      target: studentStatuses.userId,
      set: {
        schoolId: row.schoolId,
        studentEmail: row.studentEmail ?? null,
        method: row.method ?? 'email',
        verifiedAt: row.verifiedAt,
        verifiedUntil: row.verifiedUntil,
        remindedDays: [],
      },
    });
}

/** Statuses ending between now and `before` (re-verification reminders). */
export const findStatusesEndingBefore = (db: Queryable, now: Date, before: Date) =>
  db
    .select()
    .from(studentStatuses)
    .where(and(gt(studentStatuses.verifiedUntil, now), sql`${studentStatuses.verifiedUntil} <= ${before}`));

/** Records a reminder once; false when it was already recorded (another runner). */
export async function markReminded(db: Queryable, userId: string, days: number): Promise<boolean> {
  const rows = await db
    .update(studentStatuses)
    .set({ remindedDays: sql`array_append(${studentStatuses.remindedDays}, ${days})` })
    .where(and(eq(studentStatuses.userId, userId), sql`not (${days} = any(${studentStatuses.remindedDays}))`))
    .returning({ userId: studentStatuses.userId });
  return rows.length === 1;
}

/** What a member's mail is written with: their account address, language and first name. */
export async function findMailProfile(
  db: Queryable,
  userId: string,
): Promise<{ email: string | undefined; language: Language; firstName: string | null }> {
  const [row] = await db
    .select({
      email: authUsers.email,
      language: userProfiles.language,
      firstName: userProfiles.firstName,
      accountFirstName: authUsers.firstName,
    })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  return {
    email: row?.email,
    language: row?.language === 'fr' ? 'fr' : 'en',
    firstName: row?.firstName ?? row?.accountFirstName ?? null,
  };
}

/** The campus pages' addresses (sitemap.xml). */
export const findCampusNames = (db: Queryable) =>
  db.select({ urlName: campuses.urlName }).from(campuses).orderBy(asc(campuses.urlName));

// ---- Student ID reviews (issue 18 item 3) --------------------------------------------------------

export type IdReviewRow = typeof studentIdReviews.$inferSelect;

export async function insertIdReview(db: Queryable, row: typeof studentIdReviews.$inferInsert): Promise<IdReviewRow> {
  const [inserted] = await db.insert(studentIdReviews).values(row).returning();
  if (!inserted) throw new Error('The student ID review was not inserted');
  return inserted;
}

export async function findIdReview(db: Queryable, id: number): Promise<IdReviewRow | undefined> {
  const [row] = await db.select().from(studentIdReviews).where(eq(studentIdReviews.id, id));
  return row;
}

/** The member's latest review (the one their status shows). */
export async function findLatestIdReview(db: Queryable, userId: string): Promise<IdReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(studentIdReviews)
    .where(eq(studentIdReviews.userId, userId))
    .orderBy(desc(studentIdReviews.submittedAt), desc(studentIdReviews.id))
    .limit(1);
  return row;
}

/** Every review of a member, newest first (the staff console's member page). */
export async function findIdReviewsOf(db: Queryable, userId: string): Promise<IdReviewRow[]> {
  return db
    .select()
    .from(studentIdReviews)
    .where(eq(studentIdReviews.userId, userId))
    .orderBy(desc(studentIdReviews.submittedAt), desc(studentIdReviews.id));
}

/** The reviews waiting for staff, oldest first, with the member's name. */
export const findPendingIdReviews = (db: Queryable, limit: number) =>
  db
    .select({
      review: studentIdReviews,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      accountFirstName: authUsers.firstName,
    })
    .from(studentIdReviews)
    .innerJoin(authUsers, eq(authUsers.id, studentIdReviews.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, studentIdReviews.userId))
    .where(eq(studentIdReviews.status, 'pending'))
    .orderBy(asc(studentIdReviews.submittedAt), asc(studentIdReviews.id))
    .limit(limit);

/** Records the decision on a waiting review; undefined when it was not waiting (decided by someone else). */
export async function decideIdReview(
  db: Queryable,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: IdReviewRow['reason']; decidedAt: Date },
): Promise<IdReviewRow | undefined> {
  const [row] = await db
    .update(studentIdReviews)
    .set(decision)
    .where(and(eq(studentIdReviews.id, id), eq(studentIdReviews.status, 'pending')))
    .returning();
  return row;
}

/** Deletes every review of a member (their account is being deleted) and says which photos they named. */
export const deleteIdReviewsOf = (db: Queryable, userId: string) =>
  db
    .delete(studentIdReviews)
    .where(eq(studentIdReviews.userId, userId))
    .returning({ id: studentIdReviews.id, photoKey: studentIdReviews.photoKey });

/** Which of `keys` a review still names (the sweep of files without a row). */
export async function findNamedPhotoKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ photoKey: studentIdReviews.photoKey })
    .from(studentIdReviews)
    .where(inArray(studentIdReviews.photoKey, keys));
  return new Set(rows.flatMap((row) => (row.photoKey ? [row.photoKey] : [])));
}

/** Decided reviews whose photo is still stored and was decided before `before` (the deletion job). */
export const findPhotosToDelete = (db: Queryable, before: Date) =>
  db
    .select({ id: studentIdReviews.id, photoKey: studentIdReviews.photoKey })
    .from(studentIdReviews)
    .where(
      and(
        isNotNull(studentIdReviews.photoKey),
        isNotNull(studentIdReviews.decidedAt),
        lte(studentIdReviews.decidedAt, before),
      ),
    );

export async function markPhotoDeleted(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(studentIdReviews).set({ photoKey: null, photoDeletedAt: now }).where(eq(studentIdReviews.id, id));
}
