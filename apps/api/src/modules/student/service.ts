// The student module (issue 18 items 1–2; spec §5, §7; packages/domain/src/student.ts): schools and
// campuses, and a member's student status confirmed by a code or link mailed to their school address.
// Only hashes of codes and tokens are stored; a send lasts 30 minutes and works once; 5 sends an hour.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  STUDENT_CODE_LENGTH,
  STUDENT_CODE_MAX_ATTEMPTS,
  STUDENT_CODE_TTL_MS,
  STUDENT_MESSAGES,
  STUDENT_REMINDER_DAYS,
  STUDENT_SEND_WINDOW_MS,
  STUDENT_SENDS_PER_HOUR,
  holdsAddress,
  isSchoolEmail,
  reminderDue,
  studentStatusAt,
  verifiedUntilFrom,
  type CampusListResponse,
  type CampusResponse,
  type ResendRateLimitResponse,
  type StudentConfirmBody,
  type StudentEmailQuery,
  type StudentErrorCode,
  type VerificationStatusResponse,
} from '@spc/domain/student';
import { renderMail } from '../../adapters/mail/templates.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockScope, transaction, type Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import * as catalogue from '../catalogue/service.ts';
import * as repo from './repository.ts';
import { toSchool } from './school-shape.ts';
import { latestReviewOf, needsNoStudentIdFor } from './id-verification.ts';

// Verification by student ID (id-verification.ts): what other modules and the jobs call.
export {
  decideStudentId,
  forgetStudentIds,
  isVerifiedStudent,
  listIdReviewsOf,
  listStudentIdQueue,
  mayUseVerifiedOnlyOffers,
  readStudentIdPhoto,
  needsNoStudentIdFor,
  runStudentIdCleanup,
  studentIdStorage,
  sweepOrphanStudentIdFiles,
} from './id-verification.ts';

export type StudentDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

const DAY_MS = 86_400_000;
/** Offers shown on a campus page. */
const CAMPUS_OFFERS = 12;

const fail = (status: number, code: StudentErrorCode) =>
  new HttpError(status, code.toUpperCase(), STUDENT_MESSAGES[code]);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const codeHashOf = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function toCampus(row: repo.CampusRow) {
  return {
    id: row.id,
    school_id: row.schoolId,
    name_en: row.nameEn,
    name_fr: row.nameFr,
    city: row.city,
    province: row.province,
    url_name: row.urlName,
  };
}

// ---- Schools and campuses ------------------------------------------------------------------------

/** GET /api/users/campus/list: every school with its campuses, by province then name. */
export async function getCampusList(deps: Pick<Deps, 'db'>): Promise<CampusListResponse> {
  const [schoolRows, campusRows] = await Promise.all([repo.findSchools(deps.db), repo.findCampuses(deps.db)]);
  return {
    schools: schoolRows.map((school) => ({
      ...toSchool(school),
      campuses: campusRows.filter((campus) => campus.schoolId === school.id).map(toCampus),
    })),
  };
}

/** GET /api/users/campus/{id}: a campus (by id or url name), its school and page text, and offers to show. */
export async function getCampus(deps: catalogue.PartnersContext, idOrName: string, now: Date): Promise<CampusResponse> {
  const campus = await repo.findCampus(deps.db, idOrName);
  if (!campus) throw fail(404, 'campus_not_found');
  const school = await repo.findSchool(deps.db, campus.schoolId);
  if (!school) throw fail(404, 'campus_not_found');
  const offers = await catalogue.getTrending(deps, { limit: CAMPUS_OFFERS }, now);
  return {
    campus: toCampus(campus),
    school: { ...toSchool(school), description_en: school.descriptionEn, description_fr: school.descriptionFr },
    offers: offers.trending_offers,
    partners_by_id: offers.partners_by_id,
  };
}

// ---- Eligibility ---------------------------------------------------------------------------------

async function schoolFor(db: Queryable, schoolId: number): Promise<repo.SchoolRow | undefined> {
  return repo.findSchool(db, schoolId);
}

/** True when another member's status (verified or in grace) holds `email`. */
async function heldByAnother(db: Queryable, email: string, userId: string | undefined, now: Date): Promise<boolean> {
  const holder = await repo.findStatusByEmail(db, email);
  return holder !== undefined && holder.userId !== userId && holdsAddress(holder.verifiedUntil, now);
}

/** GET /student/check-domain: the address is one of the school's student addresses. */
export async function checkDomain(deps: Pick<Deps, 'db'>, query: StudentEmailQuery): Promise<{ eligible: boolean }> {
  const school = await schoolFor(deps.db, query.school_id);
  return { eligible: school !== undefined && isSchoolEmail(query.student_email, school.emailDomains) };
}

/** GET /student/check-eligible-email: the school's address, and not verifying another member. */
export async function checkEligibleEmail(
  deps: Pick<Deps, 'db'>,
  userId: string | undefined,
  query: StudentEmailQuery,
  now: Date,
): Promise<{ eligible: boolean }> {
  const { eligible } = await checkDomain(deps, query);
  if (!eligible) return { eligible };
  return { eligible: !(await heldByAnother(deps.db, query.student_email, userId, now)) };
}

// ---- Sending the code ----------------------------------------------------------------------------

/** GET /student/resendratelimit (the account's /update/resendratelimit counts the sign-up e-mail's): the sends left in the member's sliding hour and when one frees up. */
export async function getRateLimit(db: Queryable, userId: string, now: Date): Promise<ResendRateLimitResponse> {
  const sends = await repo.findSendsSince(db, userId, new Date(now.getTime() - STUDENT_SEND_WINDOW_MS));
  const oldest = sends[0];
  return {
    limit: STUDENT_SENDS_PER_HOUR,
    remaining: Math.max(0, STUDENT_SENDS_PER_HOUR - sends.length),
    resets_at: oldest ? new Date(oldest.sentAt.getTime() + STUDENT_SEND_WINDOW_MS).toISOString() : null,
  };
}

/** POST /student/verification: mails a one-time link and a 6-digit code to the school address. */
export async function sendVerification(
  deps: StudentDeps,
  userId: string,
  body: StudentEmailQuery,
  now: Date,
): Promise<{ sent: true; expires_at: string; remaining: number }> {
  const school = await schoolFor(deps.db, body.school_id);
  if (!school) throw fail(422, 'school_not_found');
  if (!isSchoolEmail(body.student_email, school.emailDomains)) throw fail(422, 'domain_not_eligible');
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  const code = String(randomInt(0, 10 ** STUDENT_CODE_LENGTH)).padStart(STUDENT_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + STUDENT_CODE_TTL_MS);
  const link = `${deps.config.publicUrl}/student-verification?token=${token}`;
  const { mailId, remaining } = await transaction(deps.db, async (tx) => {
    await lockScope(tx, `student-send:${userId}`);
    if (await heldByAnother(tx, body.student_email, userId, now)) throw fail(409, 'email_taken');
    const limit = await getRateLimit(tx, userId, now);
    if (limit.remaining === 0) throw fail(429, 'rate_limited');
    const row = await repo.insertVerification(tx, {
      userId,
      schoolId: school.id,
      studentEmail: body.student_email,
      codeHash: codeHashOf(tokenHash, code),
      tokenHash,
      sentAt: now,
      expiresAt,
    });
    const { language, firstName } = await repo.findMailProfile(tx, userId);
    const schoolName = language === 'fr' ? school.nameFr : school.nameEn;
    const rendered = renderMail('student-verification', language, {
      link,
      publicUrl: deps.config.publicUrl,
      firstName,
      schoolName,
      studentCode: code,
    });
    const { id } = await deps.mail.send(
      {
        to: body.student_email,
        kind: 'student-verification',
        language,
        ...rendered,
        link,
        metadata: { student_verification_id: String(row.id) },
      },
      { within: tx },
    );
    return { mailId: id, remaining: limit.remaining - 1 };
  });
  deps.mail.deliver(mailId);
  return { sent: true, expires_at: expiresAt.toISOString(), remaining };
}

// ---- Confirming ----------------------------------------------------------------------------------

/** The send a code or token designates, checked: the member's own, unused, in time, the code right. */
async function verifiedSend(deps: StudentDeps, userId: string, body: StudentConfirmBody, now: Date) {
  if (body.token !== undefined) {
    const send = await repo.findVerificationByToken(deps.db, sha256(body.token));
    if (!send || send.userId !== userId) throw fail(422, 'token_invalid');
    if (send.usedAt) throw fail(410, 'code_used');
    if (send.expiresAt.getTime() <= now.getTime()) throw fail(410, 'code_expired');
    return send;
  }
  const send = await repo.findLatestVerification(deps.db, userId);
  if (!send || send.failedAttempts >= STUDENT_CODE_MAX_ATTEMPTS) throw fail(422, 'code_invalid');
  if (!sameHash(send.codeHash, codeHashOf(send.tokenHash, body.code ?? ''))) {
    await repo.countFailedAttempt(deps.db, send.id);
    throw fail(422, 'code_invalid');
  }
  if (send.usedAt) throw fail(410, 'code_used');
  if (send.expiresAt.getTime() <= now.getTime()) throw fail(410, 'code_expired');
  return send;
}

/** POST /student/verification/confirm: the code or the link's token makes the member a verified student. */
export async function confirmVerification(
  deps: StudentDeps,
  userId: string,
  body: StudentConfirmBody,
  now: Date,
): Promise<VerificationStatusResponse> {
  const send = await verifiedSend(deps, userId, body, now);
  try {
    await transaction(deps.db, async (tx) => {
      await lockScope(tx, `student-email:${send.studentEmail}`);
      const holder = await repo.findStatusByEmail(tx, send.studentEmail);
      if (holder && holder.userId !== userId) {
        if (holdsAddress(holder.verifiedUntil, now)) throw fail(409, 'email_taken');
        await repo.deleteStatusOf(tx, holder.userId);
      }
      if (!(await repo.useVerification(tx, send.id, now))) throw fail(410, 'code_used');
      await repo.upsertStatus(tx, {
        userId,
        schoolId: send.schoolId,
        studentEmail: send.studentEmail,
        verifiedAt: now,
        verifiedUntil: verifiedUntilFrom(now),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(409, 'email_taken');
    throw error;
  }
  return getVerificationStatus(deps, userId, now);
}

/**
 * GET /verification-status: none, pending (a code sent and in time, or a student ID waiting for
 * review), verified, grace or expired; how it was verified; the latest student ID review; and whether
 * the member is never asked for a student ID (bank-linked, VIP).
 */
export async function getVerificationStatus(
  deps: Pick<Deps, 'db'>,
  userId: string,
  now: Date,
): Promise<VerificationStatusResponse> {
  const status = await repo.findStatus(deps.db, userId);
  const latest = await repo.findLatestVerification(deps.db, userId);
  const review = await latestReviewOf(deps.db, userId);
  const extra = {
    id_review: review,
    needs_no_student_id: await needsNoStudentIdFor(deps.db, userId, now),
  };
  const codePending =
    latest !== undefined &&
    latest.usedAt === null &&
    latest.expiresAt.getTime() > now.getTime() &&
    latest.failedAttempts < STUDENT_CODE_MAX_ATTEMPTS;
  const pendingSchoolId = codePending ? latest.schoolId : review?.status === 'pending' ? review.school?.id : undefined;
  const pendingAnswer = async (schoolId: number): Promise<VerificationStatusResponse> => {
    const school = await repo.findSchool(deps.db, schoolId);
    return {
      status: 'pending',
      school: school ? toSchool(school) : null,
      verified_until: null,
      method: null,
      ...extra,
    };
  };
  if (status) {
    const state = studentStatusAt(status.verifiedUntil, now);
    if (state === 'expired' && pendingSchoolId !== undefined) return pendingAnswer(pendingSchoolId);
    const school = await repo.findSchool(deps.db, status.schoolId);
    return {
      status: state,
      school: school ? toSchool(school) : null,
      verified_until: status.verifiedUntil.toISOString(),
      method: status.method,
      ...extra,
    };
  }
  if (pendingSchoolId !== undefined) return pendingAnswer(pendingSchoolId);
  return { status: 'none', school: null, verified_until: null, method: null, ...extra };
}

// ---- Re-verification reminders (a job, like billing's) ------------------------------------------

/** Queues the reminder due (a month, then a week before the end) for each status, once each. */
export async function runStudentReminders(deps: StudentDeps, { now }: { now: Date }): Promise<number> {
  const horizon = new Date(now.getTime() + Math.max(...STUDENT_REMINDER_DAYS) * DAY_MS);
  const ending = await repo.findStatusesEndingBefore(deps.db, now, horizon);
  let queued = 0;
  for (const status of ending) {
    const days = reminderDue(status.verifiedUntil, now);
    if (days === undefined || status.remindedDays.includes(days)) continue;
    const mailId = await transaction(deps.db, async (tx) => {
      if (!(await repo.markReminded(tx, status.userId, days))) return null;
      const { email, language, firstName } = await repo.findMailProfile(tx, status.userId);
      if (!email) return null;
      const link = `${deps.config.publicUrl}/profile#student-status`;
      const daysLeft = Math.ceil((status.verifiedUntil.getTime() - now.getTime()) / DAY_MS);
      const rendered = renderMail('student-reminder', language, {
        link,
        publicUrl: deps.config.publicUrl,
        firstName,
        expiresAt: status.verifiedUntil,
        daysLeft,
        studentByCard: status.method === 'id',
      });
      const { id } = await deps.mail.send(
        {
          to: email,
          kind: 'student-reminder',
          language,
          ...rendered,
          link,
          metadata: { reminder: `student-${days}`, verified_until: status.verifiedUntil.toISOString() },
        },
        { within: tx },
      );
      return id;
    });
    if (mailId !== null) queued += 1;
  }
  return queued;
}

// ---- For other modules ---------------------------------------------------------------------------

/** What sitemap.xml lists (seo): /campus and every campus page. */
export async function sitemapPages({ db }: Pick<Deps, 'db'>): Promise<{ path: string }[]> {
  const rows = await repo.findCampusNames(db);
  return [{ path: '/campus' }, ...rows.map((row) => ({ path: `/campus/${encodeURIComponent(row.urlName)}` }))];
}
