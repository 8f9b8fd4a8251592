// Verification by student ID (issue 18 item 3; decision 024): for students whose school has no e-mail
// domain, a photo of the student card — its type recognised by its first bytes, 10 MB at most — kept
// in the file storage's private area (never served under a URL), reviewed by staff (the queue, the
// photo, the decision), approved (a verified student of the school for a year, as by e-mail) or
// refused with one reason of a fixed list; either way the member is mailed in their language, and the
// photo is deleted 30 days after the decision by a job. Bank-linked and VIP members are never asked.
import { randomUUID } from 'node:crypto';
import { isBankLinked, latestExpiringCard } from '@spc/domain/card-rules';
import {
  STUDENT_ID_CONTENT_TYPES,
  STUDENT_ID_KEEP_DAYS,
  STUDENT_ID_MAX_BYTES,
  STUDENT_ID_MESSAGES,
  STUDENT_MESSAGES,
  detectStudentIdType,
  isVerifiedStudentStatus,
  needsNoStudentId,
  reminderDue,
  studentStatusAt,
  verifiedUntilFrom,
  type StaffStudentIdReview,
  type StudentIdDecisionBody,
  type StudentIdErrorCode,
  type StudentIdReview,
} from '@spc/domain/student';
import { renderMail } from '../../adapters/mail/templates.ts';
import { createFileStorage } from '../../adapters/storage/file-storage.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { removeFilesOrLeaveToSweep, sweepOrphanFiles } from '../../adapters/storage/orphan-files.ts';
import type { Config } from '../../config.ts';
import { lockScope, transaction, type Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { findCardStates } from '../membership-card/service.ts';
import * as repo from './repository.ts';
import { toSchool } from './school-shape.ts';

export type StudentIdDeps = Pick<Deps, 'db' | 'config' | 'mail'> & { storage: FileStorage };

const DAY_MS = 86_400_000;
/** The staff queue shows this many waiting reviews at a time, oldest first. */
const QUEUE_PAGE = 100;
/** The private area of the file storage: the media route serves only `variants/…` names, never this. */
const PRIVATE_AREA = 'private/student-ids';

const fail = (status: number, code: StudentIdErrorCode) =>
  new HttpError(status, code.toUpperCase(), STUDENT_ID_MESSAGES[code]);

/** The storage the photos are kept in: the file storage (MEDIA_DIR), in its private area. */
export const studentIdStorage = (config: Pick<Config, 'mediaDir'>): FileStorage => createFileStorage(config.mediaDir);

const photoDeletedBy = (row: repo.IdReviewRow) =>
  row.photoDeletedAt ?? (row.decidedAt ? new Date(row.decidedAt.getTime() + STUDENT_ID_KEEP_DAYS * DAY_MS) : null);

async function reviewOf(db: Queryable, row: repo.IdReviewRow): Promise<StudentIdReview> {
  const school = await repo.findSchool(db, row.schoolId);
  return {
    id: row.id,
    status: row.status,
    school: school ? toSchool(school) : null,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    photo_deleted_by: photoDeletedBy(row)?.toISOString() ?? null,
  };
}

// ---- Who is asked -------------------------------------------------------------------------------------

/** Bank-linked and VIP members need no student ID (spec §6): read from the card they hold now. */
export async function needsNoStudentIdFor(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const active = (await findCardStates(db, userId))
    .filter((row) => row.status === 'active')
    .map((row) => ({
      isVip: row.isVip,
      status: row.status,
      expiry_date: row.expiryDate?.toISOString() ?? null,
      cobrand: row.cobrand,
      is_g_ticket: row.isGTicket,
      is_online_purchased: row.isOnlinePurchased,
      is_free_trial: row.isFreeTrial,
    }));
  return needsNoStudentId({
    bankLinked: isBankLinked(active, now),
    vip: latestExpiringCard(active, now)?.isVip ?? false,
  });
}

/** A verified student now (verified, or in the 30-day grace period), by e-mail or by ID. */
export async function isVerifiedStudent(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const status = await repo.findStatus(db, userId);
  return status !== undefined && isVerifiedStudentStatus(studentStatusAt(status.verifiedUntil, now));
}

/** Who may use a "verified students only" offer: verified students, and those never asked (bank-linked, VIP). */
export async function mayUseVerifiedOnlyOffers(db: Queryable, userId: string, now: Date): Promise<boolean> {
  return (await isVerifiedStudent(db, userId, now)) || (await needsNoStudentIdFor(db, userId, now));
}

// ---- The member's upload ------------------------------------------------------------------------------

/**
 * POST /api/users/student/id-verification: checks the photo by its content (type by its first bytes,
 * size), the school (one without e-mail domains), the member (not bank-linked or VIP, not verified
 * already, nothing waiting), then stores the photo privately and queues it for review.
 */
export async function submitStudentId(
  deps: StudentIdDeps,
  userId: string,
  schoolId: number,
  photo: Buffer,
  now: Date,
): Promise<StudentIdReview> {
  if (photo.length === 0) throw fail(400, 'id_empty');
  if (photo.length > STUDENT_ID_MAX_BYTES) throw fail(413, 'id_too_large');
  const type = detectStudentIdType(photo);
  if (!type) throw fail(415, 'id_type');
  const school = await repo.findSchool(deps.db, schoolId);
  if (!school) throw new HttpError(422, 'SCHOOL_NOT_FOUND', STUDENT_MESSAGES.school_not_found);
  if (school.emailDomains.length > 0) throw fail(422, 'id_school_has_email');
  if (await needsNoStudentIdFor(deps.db, userId, now)) throw fail(409, 'id_not_needed');

  const photoKey = `${PRIVATE_AREA}/${randomUUID()}.${type}`;
  await deps.storage.put(photoKey, photo);
  try {
    const row = await transaction(deps.db, async (tx) => {
      await lockScope(tx, `student-id:${userId}`);
      const status = await repo.findStatus(tx, userId);
      // Re-verifying is open from the first reminder (a month before the end), and in grace or after.
      if (
        status &&
        studentStatusAt(status.verifiedUntil, now) === 'verified' &&
        !reminderDue(status.verifiedUntil, now)
      ) {
        throw fail(409, 'id_already_verified');
      }
      if ((await repo.findLatestIdReview(tx, userId))?.status === 'pending') throw fail(409, 'id_pending');
      return repo.insertIdReview(tx, {
        userId,
        schoolId,
        status: 'pending',
        photoKey,
        contentType: STUDENT_ID_CONTENT_TYPES[type],
        sizeBytes: photo.length,
        submittedAt: now,
      });
    });
    return await reviewOf(deps.db, row);
  } catch (error) {
    await deps.storage.remove(photoKey);
    throw error;
  }
}

/** The member's latest review for their status (GET /verification-status), or null. */
export async function latestReviewOf(db: Queryable, userId: string): Promise<StudentIdReview | null> {
  const row = await repo.findLatestIdReview(db, userId);
  return row ? reviewOf(db, row) : null;
}

/** Every student ID a member sent, newest first (the staff console's member page). */
export async function listIdReviewsOf(db: Queryable, userId: string): Promise<StudentIdReview[]> {
  const rows = await repo.findIdReviewsOf(db, userId);
  return Promise.all(rows.map((row) => reviewOf(db, row)));
}

// ---- Staff: the queue, the photo, the decision ---------------------------------------------------------

/** GET /api/staff/student-ids: the reviews waiting, oldest first. */
export async function listStudentIdQueue(deps: Pick<Deps, 'db'>): Promise<StaffStudentIdReview[]> {
  const rows = await repo.findPendingIdReviews(deps.db, QUEUE_PAGE);
  return Promise.all(
    rows.map(async ({ review, firstName, lastName, accountFirstName }) => ({
      ...(await reviewOf(deps.db, review)),
      user_id: review.userId,
      member_name: [firstName ?? accountFirstName, lastName].filter(Boolean).join(' '),
      content_type: review.contentType,
      size_bytes: review.sizeBytes,
      photo_url: review.photoKey ? `/api/staff/student-ids/${review.id}/photo` : null,
    })),
  );
}

/** GET /api/staff/student-ids/{id}/photo: the photo while it is kept (404 once deleted). */
export async function readStudentIdPhoto(
  deps: Pick<StudentIdDeps, 'db' | 'storage'>,
  id: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await repo.findIdReview(deps.db, id);
  const bytes = row?.photoKey ? await deps.storage.get(row.photoKey) : undefined;
  if (!row || !bytes) throw fail(404, 'review_not_found');
  return { bytes, contentType: row.contentType };
}

/**
 * POST /api/staff/student-ids/{id}/decision: approve (the member becomes a verified student of the
 * school for a year, like a confirmed school e-mail) or refuse with a reason; the member is mailed
 * the decision in their language. A review is decided once (409 for a second decision).
 */
export async function decideStudentId(
  deps: StudentIdDeps,
  id: number,
  body: StudentIdDecisionBody,
  now: Date,
  /** Runs in the decision's transaction once it is written (the staff console's audit row). */
  within?: (tx: Queryable, decided: { before: StudentIdReview; after: StudentIdReview }) => Promise<void>,
): Promise<StudentIdReview> {
  const { row, mailId } = await transaction(deps.db, async (tx) => {
    const existing = await repo.findIdReview(tx, id);
    if (!existing) throw fail(404, 'review_not_found');
    const decided = await repo.decideIdReview(tx, id, {
      status: body.decision === 'approve' ? 'approved' : 'refused',
      reason: body.decision === 'refuse' ? body.reason : null,
      decidedAt: now,
    });
    if (!decided) throw fail(409, 'review_decided');
    if (within) await within(tx, { before: await reviewOf(tx, existing), after: await reviewOf(tx, decided) });
    const verifiedUntil = verifiedUntilFrom(now);
    if (body.decision === 'approve') {
      await repo.upsertStatus(tx, {
        userId: decided.userId,
        schoolId: decided.schoolId,
        studentEmail: null,
        method: 'id',
        verifiedAt: now,
        verifiedUntil,
      });
    }
    const { email, language, firstName } = await repo.findMailProfile(tx, decided.userId);
    if (!email) return { row: decided, mailId: null };
    const school = await repo.findSchool(tx, decided.schoolId);
    const schoolName = school ? (language === 'fr' ? school.nameFr : school.nameEn) : '';
    const link = `${deps.config.publicUrl}/profile#student-status`;
    const kind = body.decision === 'approve' ? 'student-id-approved' : 'student-id-refused';
    const rendered = renderMail(kind, language, {
      link,
      publicUrl: deps.config.publicUrl,
      firstName,
      schoolName,
      ...(body.decision === 'approve' ? { expiresAt: verifiedUntil } : { studentIdReason: body.reason }),
    });
    const { id: queued } = await deps.mail.send(
      {
        to: email,
        kind,
        language,
        ...rendered,
        link,
        metadata: { student_id_review_id: String(decided.id), ...(decided.reason && { reason: decided.reason }) },
      },
      { within: tx },
    );
    return { row: decided, mailId: queued };
  });
  if (mailId !== null) deps.mail.deliver(mailId);
  return reviewOf(deps.db, row);
}

// ---- The deletion job -----------------------------------------------------------------------------------

/** Deletes the photos decided 30 days ago or more (the row keeps the decision, not the picture). */
export async function runStudentIdCleanup(
  deps: Pick<StudentIdDeps, 'db' | 'storage'>,
  { now }: { now: Date },
): Promise<number> {
  const due = await repo.findPhotosToDelete(deps.db, new Date(now.getTime() - STUDENT_ID_KEEP_DAYS * DAY_MS));
  for (const { id, photoKey } of due) {
    if (photoKey) await deps.storage.remove(photoKey);
    await repo.markPhotoDeleted(deps.db, id, now);
  }
  return due.length;
}

/**
 * Account deletion (decision 024): the member's reviews go with the account — the rows under the
 * member's lock (an upload in progress waits for it, then fails on the missing account and removes its
 * own file), then their photos. A photo whose removal fails is left to the sweep below.
 */
export async function forgetStudentIds(
  deps: Pick<StudentIdDeps, 'db' | 'storage'>,
  userId: string,
  log?: { warn(details: object, message: string): void },
): Promise<number> {
  const removed = await transaction(deps.db, async (tx) => {
    await lockScope(tx, `student-id:${userId}`);
    return repo.deleteIdReviewsOf(tx, userId);
  });
  await removeFilesOrLeaveToSweep(
    deps.storage,
    removed.map((row) => row.photoKey),
    log,
    'student ID photo',
  );
  return removed.length;
}

/**
 * The sweep of the private area (decision 024): a student ID file that no review names — its account
 * deleted while the file could not be removed, an upload whose row was never written, a copy restored
 * from a backup — is deleted once it is an hour old. Returns how many files went.
 */
export async function sweepOrphanStudentIdFiles(
  deps: Pick<StudentIdDeps, 'db' | 'storage'>,
  { now }: { now: Date },
): Promise<number> {
  return sweepOrphanFiles(deps.storage, PRIVATE_AREA, (keys) => repo.findNamedPhotoKeys(deps.db, keys), now);
}
