// Issue 18 items 3 and 7: verification by student ID — the upload judged by its content (a non-image
// renamed .jpg, an oversized file, HEIC by its magic bytes), kept privately; the staff queue behind its
// token (members get 403); approval and refusal with the mail in the member's language; another
// member's review out of reach; the 30-day deletion job; bank-linked and VIP members never asked; and
// where the status shows — the digital card, the cashier's check, verified-students-only offers.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  STUDENT_ID_MAX_BYTES,
  STUDENT_ID_MESSAGES,
  detectStudentIdType,
  staffStudentIdQueueResponseSchema,
  studentIdReviewSchema,
  verificationStatusResponseSchema,
} from '@spc/domain/student';
import { MEMBER_OFFER_ERRORS } from '@spc/domain/member-offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, latestMail, nextClientAddress, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import {
  categories,
  offers,
  partners,
  registrations,
  schools,
  staffAudit,
  studentIdReviews,
  userProfiles,
} from '../../db/schema/index.ts';
import { seedStudents } from '../../db/seed/students-data.ts';
import { DAY, insertCard } from '../../../test/billing-helpers.ts';
import { staffSession } from '../../../test/staff.ts';
import * as service from './service.ts';

const STAFF_TOKEN = 'staff-token-for-the-student-id-tests-0123456789';
const DAY_MS = 86_400_000;

// Real first bytes of each type; what follows them does not matter to the check.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 a student card')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR card')]);
/** An iPhone photo: a 24-byte ftyp box, major brand heic. */
const HEIC = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic'),
  Buffer.from('meta and the picture'),
]);
/** A PDF, and a text file someone renamed card.jpg: neither is a picture. */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj');
const TEXT_AS_JPG = Buffer.from('this is not a photo of anything, just text in a file named card.jpg');

let t: TestApp;
let mediaDir: string;
/** Schools without e-mail domains (verified by ID) and one with (verified by e-mail). */
let laCite = 0;
let limoilou = 0;
let uoft = 0;

const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

// ---- Members and an offer made for the test (the redeem module's helpers are its own) ----------------

let people = 0;
/** A registered member (social sign-in, profile, registration) without the slow password sign-up. */
async function quickMember(): Promise<SignedUp> {
  people += 1;
  const user = await socialSignIn(t, `id-student-${people}-${Date.now()}@example.com`);
  await t.database.db.insert(userProfiles).values({
    userId: user.userId,
    firstName: 'Sam',
    lastName: 'Student',
    emailLower: user.email.toLowerCase(),
    birthDate: '2003-05-17',
  });
  await t.database.db.insert(registrations).values({ userId: user.userId, registered: true });
  return user;
}

/** A member holding an active card for a year (spc unless overridden: cibc, VIP…). */
async function memberWithCard(card: { overrides?: Parameters<typeof insertCard>[3] } = {}): Promise<SignedUp> {
  const member = await quickMember();
  await insertCard(t, member.userId, 365 * DAY, card.overrides);
  return member;
}

/** A live, open-ended offer with a static code, for verified students only. */
async function verifiedOnlyOffer(): Promise<number> {
  const id = 950_000 + people;
  await t.database.db
    .insert(categories)
    .values({ id: 950_000, urlName: 'student-id-tests', nameEn: 'Tests', nameFr: 'Essais', sortOrder: 999 })
    .onConflictDoNothing();
  await t.database.db.insert(partners).values({
    partnerId: id,
    partnerName: `Campus Books ${id}`,
    sortName: `campus books ${id}`,
    urlName: `campus-books-${id}`,
    descriptionEn: 'Books.',
    descriptionFr: 'Livres.',
    websiteUrl: 'https://www.campusbooks.example',
    logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await t.database.db.insert(offers).values({
    offerId: id,
    partnerId: id,
    categoryId: 950_000,
    titleEn: 'Books for verified students',
    titleFr: 'Livres pour étudiants vérifiés',
    descriptionEn: 'Save on books.',
    descriptionFr: 'Économisez sur les livres.',
    online: true,
    inStore: true,
    verifiedStudentsOnly: true,
    startDate: new Date(Date.now() - DAY),
    endDate: null,
    codeType: 'static',
    displayKind: 'static',
    staticCode: 'BOOKS10',
    websiteUrl: 'https://www.campusbooks.example/students',
    valueCents: 500,
  });
  return id;
}

function upload(who: SignedUp | null, photo: Buffer, schoolId = laCite, contentType = 'image/jpeg') {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/student/id-verification?school_id=${schoolId}`,
    headers: {
      ...(who ? authHeaders(t, who.cookie) : { origin: t.config.publicUrl }),
      'content-type': contentType,
    },
    payload: photo,
  });
}

const status = async (who: SignedUp) =>
  verificationStatusResponseSchema.parse(
    (
      await t.app.inject({ method: 'GET', url: '/api/users/verification-status', headers: authHeaders(t, who.cookie) })
    ).json(),
  );

const decide = (id: number, body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/staff/student-ids/${id}/decision`, headers, payload: body as object });

async function queue() {
  const response = await t.app.inject({ method: 'GET', url: '/api/staff/student-ids', headers: staff });
  expect(response.statusCode).toBe(200);
  return staffStudentIdQueueResponseSchema.parse(response.json()).reviews;
}

async function uploaded(who: SignedUp, photo = JPEG, schoolId = laCite) {
  const response = await upload(who, photo, schoolId);
  expect(response.statusCode, response.body).toBe(200);
  return studentIdReviewSchema.parse(response.json());
}

const storedPhotos = async () => {
  try {
    return await readdir(path.join(mediaDir, 'private', 'student-ids'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'spc-student-ids-'));
  t = await createTestApp({ MEDIA_DIR: mediaDir, STAFF_API_TOKEN: STAFF_TOKEN });
  await t.database.db.transaction((tx) => seedStudents(tx));
  const rows = await t.database.db.select().from(schools);
  laCite = rows.find((row) => row.nameEn === 'La Cité collégiale')!.id;
  limoilou = rows.find((row) => row.nameEn === 'Cégep Limoilou')!.id;
  uoft = rows.find((row) => row.nameEn === 'University of Toronto')!.id;
});

afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the picture types, by their first bytes', () => {
  it('knows JPEG, PNG and HEIC (and HEIF brands), and nothing else', () => {
    expect(detectStudentIdType(JPEG)).toBe('jpeg');
    expect(detectStudentIdType(PNG)).toBe('png');
    expect(detectStudentIdType(HEIC)).toBe('heic');
    expect(detectStudentIdType(Buffer.from('\0\0\0\x18ftypmif1\0\0\0\0'))).toBe('heic');
    expect(detectStudentIdType(Buffer.from('\0\0\0\x18ftypisom\0\0\0\0'))).toBeUndefined(); // an MP4 video
    expect(detectStudentIdType(PDF)).toBeUndefined();
    expect(detectStudentIdType(TEXT_AS_JPG)).toBeUndefined();
    expect(detectStudentIdType(new Uint8Array())).toBeUndefined();
  });
});

describe('the upload', () => {
  it('refuses a non-image renamed .jpg (sent as image/jpeg) and a PDF, by their content: 415', async () => {
    const member = await memberWithCard();
    for (const photo of [TEXT_AS_JPG, PDF]) {
      const response = await upload(member, photo);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'ID_TYPE', message: STUDENT_ID_MESSAGES.id_type });
    }
    expect((await status(member)).id_review).toBeNull();
  });

  it('refuses a file over 10 MB with 413 in its own words, and an empty body with 400', async () => {
    const member = await memberWithCard();
    const huge = Buffer.concat([JPEG, Buffer.alloc(STUDENT_ID_MAX_BYTES)]);
    const tooBig = await upload(member, huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'ID_TOO_LARGE', message: STUDENT_ID_MESSAGES.id_too_large });
    const empty = await upload(member, Buffer.alloc(0), laCite, 'application/octet-stream');
    expect(empty.statusCode).toBe(400);
    expect((await status(member)).id_review).toBeNull();
  });

  it('accepts a HEIC photo by its magic bytes, whatever the declared type, and keeps it privately', async () => {
    const member = await memberWithCard();
    const before = (await storedPhotos()).length;
    const response = await upload(member, HEIC, laCite, 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(200);
    const review = studentIdReviewSchema.parse(response.json());
    expect(review).toMatchObject({ status: 'pending', reason: null, decided_at: null, photo_deleted_by: null });
    expect(review.school?.id).toBe(laCite);
    expect(response.body).not.toContain('private/');
    const files = await storedPhotos();
    expect(files.length).toBe(before + 1);
    expect(files.some((name) => name.endsWith('.heic'))).toBe(true);
    // Not reachable through the public media route, by any name.
    const key = (await t.database.db.select().from(studentIdReviews).where(eq(studentIdReviews.id, review.id)))[0]!
      .photoKey!;
    expect(key.startsWith('private/student-ids/')).toBe(true);
    for (const url of [`/media/${key}`, `/media/${path.basename(key)}`, `/media/..%2F${key}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBeGreaterThanOrEqual(400);
    }
    // The member sees it waiting; a second upload while it waits is refused.
    const mine = await status(member);
    expect(mine).toMatchObject({ status: 'pending', method: null, needs_no_student_id: false });
    expect(mine.id_review?.id).toBe(review.id);
    expect((await upload(member, PNG)).statusCode).toBe(409);
  });

  it('asks for a sign-in, a known school, and one without e-mail domains (those verify by e-mail)', async () => {
    expect((await upload(null, JPEG)).statusCode).toBe(401);
    const member = await memberWithCard();
    const unknown = await upload(member, JPEG, 999_999);
    expect(unknown.statusCode).toBe(422);
    const withDomain = await upload(member, JPEG, uoft);
    expect(withDomain.statusCode).toBe(422);
    expect(withDomain.json()).toMatchObject({ message: STUDENT_ID_MESSAGES.id_school_has_email });
    expect((await upload(member, JPEG, Number.NaN)).statusCode).toBe(400);
  });

  it('never asks bank-linked or VIP members: their status says so and an upload is refused', async () => {
    const bank = await memberWithCard({ overrides: { cobrand: 'cibc', source: 'bank' } });
    const vip = await memberWithCard({ overrides: { isVip: true, source: 'vip' } });
    for (const member of [bank, vip]) {
      expect((await status(member)).needs_no_student_id).toBe(true);
      const response = await upload(member, JPEG);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'ID_NOT_NEEDED', message: STUDENT_ID_MESSAGES.id_not_needed });
    }
  });
});

describe('the staff review', () => {
  it('is closed to members (403 even signed in), to visitors and to a wrong token', async () => {
    const member = await memberWithCard();
    const review = await uploaded(member, PNG, limoilou);
    const asMember = [
      { method: 'GET' as const, url: '/api/staff/student-ids' },
      { method: 'GET' as const, url: `/api/staff/student-ids/${review.id}/photo` },
    ];
    for (const headers of [
      authHeaders(t, member.cookie),
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
    ]) {
      for (const request of asMember) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: 'STAFF_ONLY' });
      }
      expect((await decide(review.id, { decision: 'approve' }, headers)).statusCode).toBe(403);
    }
    // The member's own decision attempt changed nothing.
    expect((await status(member)).status).toBe('pending');
  });

  it('answers a staff session holding student-ids.review (issue 20): queue, photo, decision, audit row', async () => {
    const member = await memberWithCard();
    const review = await uploaded(member, PNG, limoilou);
    const agent = await staffSession(t, 'support');
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/student-ids', headers: agent.headers });
    expect(list.statusCode, list.body).toBe(200);
    const row = staffStudentIdQueueResponseSchema.parse(list.json()).reviews.find((item) => item.id === review.id);
    expect(row).toMatchObject({ user_id: member.userId, status: 'pending' });
    const photo = await t.app.inject({ method: 'GET', url: row!.photo_url!, headers: agent.headers });
    expect(photo.statusCode).toBe(200);
    expect(Buffer.compare(photo.rawPayload, PNG)).toBe(0);

    // An editor is staff but may not review (403 STAFF_FORBIDDEN); staff without two-factor are sent to set it up.
    const editor = await staffSession(t, 'editor');
    const refused = await decide(review.id, { decision: 'approve' }, editor.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'STAFF_FORBIDDEN' });
    const noTwoFactor = await staffSession(t, 'support', { twoFactor: false });
    const asked = await t.app.inject({ method: 'GET', url: '/api/staff/student-ids', headers: noTwoFactor.headers });
    expect(asked.json()).toMatchObject({ error: 'STAFF_TWO_FACTOR_REQUIRED' });

    const response = await decide(review.id, { decision: 'refuse', reason: 'name_unreadable' }, agent.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(studentIdReviewSchema.parse(response.json())).toMatchObject({
      status: 'refused',
      reason: 'name_unreadable',
    });
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, String(review.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffUserId: agent.userId,
      staffRole: 'support',
      action: 'review',
      entity: 'student-id',
      before: { status: 'pending' },
      after: { status: 'refused', reason: 'name_unreadable' },
    });
    expect(await latestMail(t, member.email, 'student-id-refused')).toBeDefined();

    // The CLI's token still decides, without an audit row (no staff member to name).
    const other = await uploaded(await memberWithCard(), JPEG, laCite);
    expect((await decide(other.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.entityId, String(other.id))),
    ).toHaveLength(0);
  });

  it('lists what waits with the photo to read, and refuses bad decisions with 4xx', async () => {
    const member = await memberWithCard();
    const review = await uploaded(member, PNG, limoilou);
    const row = (await queue()).find((item) => item.id === review.id);
    expect(row).toMatchObject({ user_id: member.userId, content_type: 'image/png', status: 'pending' });
    const photo = await t.app.inject({ method: 'GET', url: row!.photo_url!, headers: staff });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(photo.rawPayload, PNG)).toBe(0);
    expect((await decide(review.id, { decision: 'refuse' })).statusCode).toBe(400);
    expect((await decide(review.id, { decision: 'refuse', reason: 'looks fishy' })).statusCode).toBe(400);
    expect((await decide(review.id, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(999_999, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(Number.NaN, { decision: 'approve' })).statusCode).toBe(400);
  });

  it('approves: a verified student of that school for a year, by ID, mailed in French to a French member', async () => {
    const member = await memberWithCard();
    await t.database.db.update(userProfiles).set({ language: 'fr' }).where(eq(userProfiles.userId, member.userId));
    const review = await uploaded(member, JPEG, laCite);
    const before = Date.now();
    const response = await decide(review.id, { decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    const decided = studentIdReviewSchema.parse(response.json());
    expect(decided.status).toBe('approved');
    expect(Date.parse(decided.photo_deleted_by!) - Date.parse(decided.decided_at!)).toBe(30 * DAY_MS);
    const mine = await status(member);
    expect(mine).toMatchObject({ status: 'verified', method: 'id' });
    expect(mine.school?.id).toBe(laCite);
    expect(Date.parse(mine.verified_until!)).toBeGreaterThan(before + 360 * DAY_MS);
    const mail = await latestMail(t, member.email, 'student-id-approved');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe('Votre statut d’étudiant SPC est confirmé');
    expect(mail?.text).toContain('La Cité');
    // Decided once: a second decision is a conflict, and the queue no longer shows it.
    expect((await decide(review.id, { decision: 'refuse', reason: 'card_expired' })).statusCode).toBe(409);
    expect((await queue()).some((item) => item.id === review.id)).toBe(false);
    // Verified now: another upload is refused until the re-verification window opens.
    expect((await upload(member, JPEG)).statusCode).toBe(409);
  });

  it('refuses with the exact reason, in English, offering a retry and a person to appeal to', async () => {
    const member = await memberWithCard();
    const review = await uploaded(member, JPEG, laCite);
    const response = await decide(review.id, { decision: 'refuse', reason: 'date_missing' });
    expect(response.statusCode).toBe(200);
    const mine = await status(member);
    expect(mine).toMatchObject({ status: 'none', method: null });
    expect(mine.id_review).toMatchObject({ id: review.id, status: 'refused', reason: 'date_missing' });
    const mail = await latestMail(t, member.email, 'student-id-refused');
    expect(mail?.language).toBe('en');
    expect(mail?.text).toContain('the card shows no date');
    expect(mail?.text).toContain('/contact');
    expect(mail?.text).toContain('/profile#student-status');
    expect(mail?.text).toContain('2 business days');
    // A retry is open at once.
    expect((await upload(member, PNG)).statusCode).toBe(200);
  });

  it("keeps one member's review out of another's reach", async () => {
    const owner = await memberWithCard();
    const other = await memberWithCard();
    const review = await uploaded(owner, JPEG, laCite);
    const theirs = await status(other);
    expect(theirs.id_review).toBeNull();
    expect(theirs.status).toBe('none');
    expect((await decide(review.id, { decision: 'approve' }, authHeaders(t, other.cookie))).statusCode).toBe(403);
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/staff/student-ids/${review.id}/photo`,
      headers: authHeaders(t, other.cookie),
    });
    expect(photo.statusCode).toBe(403);
    expect((await status(owner)).id_review?.id).toBe(review.id);
  });
});

describe('the deletion job', () => {
  it('deletes a photo 30 days after its decision, not before, and never a waiting one', async () => {
    const decidedMember = await memberWithCard();
    const waitingMember = await memberWithCard();
    const decidedReview = await uploaded(decidedMember, JPEG, laCite);
    const waiting = await uploaded(waitingMember, PNG, laCite);
    await decide(decidedReview.id, { decision: 'refuse', reason: 'photo_unreadable' });
    const keyOf = async (id: number) =>
      (await t.database.db.select().from(studentIdReviews).where(eq(studentIdReviews.id, id)))[0]!;
    const decidedKey = (await keyOf(decidedReview.id)).photoKey!;
    const deps = { db: t.database.db, storage: service.studentIdStorage(t.config) };

    await service.runStudentIdCleanup(deps, { now: new Date(Date.now() + 29 * DAY_MS) });
    expect(await deps.storage.exists(decidedKey)).toBe(true);

    await service.runStudentIdCleanup(deps, { now: new Date(Date.now() + 30 * DAY_MS + 60_000) });
    expect(await deps.storage.exists(decidedKey)).toBe(false);
    const row = await keyOf(decidedReview.id);
    expect(row.photoKey).toBeNull();
    expect(row.photoDeletedAt).not.toBeNull();
    expect(row.reason).toBe('photo_unreadable');
    expect((await keyOf(waiting.id)).photoKey).not.toBeNull();
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/staff/student-ids/${decidedReview.id}/photo`,
      headers: staff,
    });
    expect(photo.statusCode).toBe(404);
    // The job is registered with the server's others.
    expect(t.app.jobs.map((job) => job.name)).toContain('delete decided student ID photos');
  });
});

describe('account deletion and the orphan sweep (decision 024)', () => {
  const rowsOf = (userId: string) =>
    t.database.db.select().from(studentIdReviews).where(eq(studentIdReviews.userId, userId));
  const deleteAccount = (who: SignedUp) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/users/deleteUser',
      headers: authHeaders(t, who.cookie),
      payload: { firebaseUid: who.userId },
    });

  it('deletes a waiting photo and every review row with the account, in the same call', async () => {
    const leaver = await memberWithCard();
    const stayer = await memberWithCard();
    const refused = await uploaded(leaver, PNG, laCite);
    await decide(refused.id, { decision: 'refuse', reason: 'name_unreadable' });
    await uploaded(leaver, JPEG, laCite);
    const kept = await uploaded(stayer, JPEG, laCite);
    const leaverKeys = (await rowsOf(leaver.userId)).map((row) => row.photoKey!);
    expect(leaverKeys).toHaveLength(2);
    const storage = service.studentIdStorage(t.config);
    for (const key of leaverKeys) expect(await storage.exists(key)).toBe(true);

    const response = await deleteAccount(leaver);
    expect(response.statusCode, response.body).toBe(200);

    // No row, no file of the leaver's, with no job run; the other member's review untouched.
    expect(await rowsOf(leaver.userId)).toEqual([]);
    for (const key of leaverKeys) expect(await storage.exists(key)).toBe(false);
    expect((await storedPhotos()).some((name) => leaverKeys.some((key) => key.endsWith(name)))).toBe(false);
    expect((await queue()).map((review) => review.id)).toContain(kept.id);
    expect((await queue()).some((review) => review.user_id === leaver.userId)).toBe(false);
    const [stayerRow] = await rowsOf(stayer.userId);
    expect(await storage.exists(stayerRow!.photoKey!)).toBe(true);
  });

  it('sweeps files no review names once an hour old, and never a named or a young one', async () => {
    const member = await memberWithCard();
    await uploaded(member, JPEG, laCite);
    const [named] = await rowsOf(member.userId);
    const storage = service.studentIdStorage(t.config);
    const orphan = `private/student-ids/${crypto.randomUUID()}.jpeg`;
    await storage.put(orphan, JPEG);
    const deps = { db: t.database.db, storage };

    // Just written: an upload may still be writing its row.
    await service.sweepOrphanStudentIdFiles(deps, { now: new Date() });
    expect(await storage.exists(orphan)).toBe(true);

    const later = new Date(Date.now() + 61 * 60_000);
    const removed = await service.sweepOrphanStudentIdFiles(deps, { now: later });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(named!.photoKey!)).toBe(true);
    // Every file left is one a review names.
    const left = await storage.list('private/student-ids');
    const rows = await t.database.db.select({ photoKey: studentIdReviews.photoKey }).from(studentIdReviews);
    const keys = new Set(rows.map((row) => row.photoKey));
    expect(left.every((file) => keys.has(file.key))).toBe(true);
    // Nothing more to do on a second pass.
    expect(await service.sweepOrphanStudentIdFiles(deps, { now: later })).toBe(0);
    expect(t.app.jobs.map((job) => job.name)).toContain('sweep orphaned student ID files');
  });

  it('leaves no file behind when the photo could not be removed at deletion: the sweep takes it', async () => {
    const leaver = await memberWithCard();
    await uploaded(leaver, JPEG, laCite);
    const [row] = await rowsOf(leaver.userId);
    const storage = service.studentIdStorage(t.config);
    const failing = { ...storage, remove: () => Promise.reject(new Error('storage unavailable')) };
    const warnings: string[] = [];
    const forgotten = await service.forgetStudentIds({ db: t.database.db, storage: failing }, leaver.userId, {
      warn: (_details, message) => warnings.push(message),
    });
    expect(forgotten).toBe(1);
    expect(warnings).toEqual(['student ID photo left for the orphan sweep']);
    expect(await rowsOf(leaver.userId)).toEqual([]);
    expect(await storage.exists(row!.photoKey!)).toBe(true);

    await service.sweepOrphanStudentIdFiles(
      { db: t.database.db, storage },
      { now: new Date(Date.now() + 2 * 3_600_000) },
    );
    expect(await storage.exists(row!.photoKey!)).toBe(false);
  });
});

describe('where the status shows', () => {
  it('marks the digital card and the cashier check: verified or not, nothing more', async () => {
    const member = await memberWithCard();
    const cardOf = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/users/membership-card', headers: authHeaders(t, member.cookie) })
      ).json<{
        student_verified: boolean;
        verification_url: string;
      }>();
    const before = await cardOf();
    expect(before.student_verified).toBe(false);
    const checkPath = `/api/users/card-verification/${before.verification_url.split('/').pop()}`;
    const cashierBefore = (await t.app.inject({ method: 'GET', url: checkPath })).json<Record<string, unknown>>();
    expect(cashierBefore).toEqual({ status: 'valid', tier: 'spc', student_verified: false });
    const review = await uploaded(member, JPEG, laCite);
    await decide(review.id, { decision: 'approve' });
    expect((await cardOf()).student_verified).toBe(true);
    const cashier = (await t.app.inject({ method: 'GET', url: checkPath })).json<Record<string, unknown>>();
    expect(cashier).toEqual({ status: 'valid', tier: 'spc', student_verified: true });
  });

  it('gates a verified-students-only offer server-side; verified, bank-linked and VIP members pass', async () => {
    const offerId = await verifiedOnlyOffer();
    const listed = await t.app.inject({ method: 'GET', url: `/api/partners/v2/offers/${offerId}` });
    expect(listed.json<{ offer: { is_verified_students_only: boolean } }>().offer.is_verified_students_only).toBe(true);
    const reveal = (who: SignedUp) =>
      t.app.inject({
        method: 'POST',
        url: `/api/partners/v2/offers/${offerId}/code`,
        remoteAddress: nextClientAddress(),
        headers: authHeaders(t, who.cookie),
        payload: {},
      });

    const unverified = await memberWithCard();
    const refused = await reveal(unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'VERIFIED_STUDENTS_ONLY',
      message: MEMBER_OFFER_ERRORS.VERIFIED_STUDENTS_ONLY,
    });
    // A member without a card is still told about the card first, as for SPC+ offers.
    expect((await reveal(await quickMember())).json()).toMatchObject({ error: 'NO_VALID_CARD' });

    const review = await uploaded(unverified, JPEG, laCite);
    await decide(review.id, { decision: 'approve' });
    expect((await reveal(unverified)).statusCode).toBe(200);

    const bank = await memberWithCard({ overrides: { cobrand: 'cibc', source: 'bank' } });
    const vip = await memberWithCard({ overrides: { isVip: true, source: 'vip' } });
    expect((await reveal(bank)).statusCode).toBe(200);
    expect((await reveal(vip)).statusCode).toBe(200);
  });
});

describe('re-verification of a status given by a student card', () => {
  it('reminds with a new photo, not a school e-mail', async () => {
    const member = await memberWithCard();
    const review = await uploaded(member, PNG, limoilou);
    await decide(review.id, { decision: 'approve' });
    const until = Date.parse((await status(member)).verified_until!);
    await service.runStudentReminders(
      { db: t.database.db, config: t.config, mail: t.app.mail },
      { now: new Date(until - 20 * DAY_MS) },
    );
    const mail = await latestMail(t, member.email, 'student-reminder');
    expect(mail?.text).toContain('Send a photo of your current student card');
    expect(mail?.text).not.toContain('school e-mail');
  });
});
