// Issue 18 items 1–2: schools and campuses (/campus/list, /campus/{id}), the school e-mail checks that
// answer only `eligible`, the code-and-link verification (bad domain, wrong school, expired, reused and
// wrong codes, another member's address, 5 sends an hour), the status and its grace period on a
// controlled clock, the reminders, and bad input answered 4xx with a message.
import {
  STUDENT_MESSAGES,
  STUDENT_SENDS_PER_HOUR,
  campusListResponseSchema,
  campusResponseSchema,
  resendRateLimitResponseSchema,
  verificationStatusResponseSchema,
} from '@spc/domain/student';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, latestMail, mailsTo, signUpAndVerify, type SignedUp } from '../../../test/auth-helpers.ts';
import { schools, studentStatuses, studentVerifications } from '../../db/schema/index.ts';
import { SCHOOL_SEEDS, seedStudents } from '../../db/seed/students-data.ts';
import * as service from './service.ts';

/** The fields these tests read from an answer. */
interface Body {
  message?: string;
  status?: string;
}

let t: TestApp;
let people = 0;
let uoft = 0;
let mcgill = 0;
const person = (): Promise<SignedUp> => signUpAndVerify(t, { email: `student${(people += 1)}@example.com` });
let addresses = 0;
const uoftAddress = () => `first.last${(addresses += 1)}@mail.utoronto.ca`;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl } });
const post = (url: string, body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    payload: body as object,
  });

const send = (cookie: string, email: string, schoolId = uoft) =>
  post('/api/users/student/verification', { student_email: email, school_id: schoolId }, cookie);
const confirm = (cookie: string, body: unknown) => post('/api/users/student/verification/confirm', body, cookie);

async function mailedCode(email: string): Promise<{ code: string; token: string }> {
  const mail = await latestMail(t, email, 'student-verification');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  const token = new URL(mail?.link ?? 'http://x').searchParams.get('token');
  if (!code || !token) throw new Error(`no code in ${mail?.text}`);
  return { code, token };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedStudents(tx));
  const rows = await t.database.db.select().from(schools);
  uoft = rows.find((row) => row.nameEn === 'University of Toronto')!.id;
  mcgill = rows.find((row) => row.nameEn === 'McGill University')!.id;
});

afterAll(async () => {
  await t.close();
});

describe('schools and campuses', () => {
  it('seeds at least 40 real schools across provinces, with lower-case domains', () => {
    expect(SCHOOL_SEEDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SCHOOL_SEEDS.map((school) => school.province)).size).toBeGreaterThanOrEqual(9);
    for (const school of SCHOOL_SEEDS) {
      for (const domain of school.domains) expect(domain).toBe(domain.toLowerCase());
    }
    expect(new Set(SCHOOL_SEEDS.map((school) => school.type))).toEqual(new Set(['university', 'college', 'cegep']));
  });

  it('lists schools with their campuses, publicly, without their domains', async () => {
    const response = await get('/api/users/campus/list');
    expect(response.statusCode).toBe(200);
    const list = campusListResponseSchema.parse(response.json());
    const toronto = list.schools.find((school) => school.id === uoft);
    expect(toronto?.campuses.map((campus) => campus.url_name)).toEqual(
      expect.arrayContaining(['uoft-st-george', 'uoft-scarborough', 'uoft-mississauga']),
    );
    expect(response.body).not.toContain('mail.utoronto.ca');
  });

  it('answers a campus by url name or id with its school and page text; an unknown one 404, a bad one 400', async () => {
    const byName = await get('/api/users/campus/mcgill-downtown');
    expect(byName.statusCode).toBe(200);
    const body = campusResponseSchema.parse(byName.json());
    expect(body.school.name_en).toBe('McGill University');
    expect(body.school.description_fr).toContain('McGill');
    expect(Array.isArray(body.offers)).toBe(true);
    const byId = await get(`/api/users/campus/${body.campus.id}`);
    expect(campusResponseSchema.parse(byId.json()).campus.url_name).toBe('mcgill-downtown');
    const unknown = await get('/api/users/campus/nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Body>().message).toBe(STUDENT_MESSAGES.campus_not_found);
    expect((await get('/api/users/campus/%3Cscript%3E')).statusCode).toBe(400);
  });
});

describe('sitemap', () => {
  it('lists /campus and each campus page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/campus/uoft-st-george</loc>');
    expect(response.body).toContain('/campus/ubc-okanagan</loc>');
    expect(response.body).toContain('/campus</loc>');
  });
});

describe('school e-mail checks', () => {
  it('says only eligible or not: the school domain and its subdomains, not another school nor a look-alike', async () => {
    const check = async (email: string, schoolId: number) =>
      (
        await get(`/api/users/student/check-domain?student_email=${encodeURIComponent(email)}&school_id=${schoolId}`)
      ).json<{ eligible: boolean }>();
    expect(await check('A.Student@Mail.UToronto.ca', uoft)).toEqual({ eligible: true });
    expect(await check('someone@gmail.com', uoft)).toEqual({ eligible: false });
    expect(await check('someone@mail.utoronto.ca', mcgill)).toEqual({ eligible: false });
    expect(await check('someone@fakeutoronto.ca', uoft)).toEqual({ eligible: false });
    expect(await check('someone@mail.utoronto.ca', 999_999)).toEqual({ eligible: false });
  });

  it('refuses bad input with 400 and a plain message', async () => {
    const bad = await get('/api/users/student/check-domain?student_email=not-an-address&school_id=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().message).toContain(STUDENT_MESSAGES.email_invalid);
    const school = await get('/api/users/student/check-eligible-email?student_email=a%40mcgill.ca&school_id=abc');
    expect(school.statusCode).toBe(400);
    expect(school.json<Body>().message).toContain(STUDENT_MESSAGES.school_invalid);
  });
});

describe('verification by school e-mail', () => {
  it('mails a code and a link, confirms with the code for a year; the code works once', async () => {
    const member = await person();
    const email = uoftAddress();
    const sent = await send(member.cookie, email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, remaining: STUDENT_SENDS_PER_HOUR - 1 });
    const pending = await get('/api/users/verification-status', member.cookie);
    expect(pending.json<Body>().status).toBe('pending');

    const { code } = await mailedCode(email);
    const [stored] = await t.database.db
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.studentEmail, email));
    expect(stored?.codeHash).not.toContain(code);

    const confirmed = await confirm(member.cookie, { code });
    expect(confirmed.statusCode).toBe(200);
    const status = verificationStatusResponseSchema.parse(confirmed.json());
    expect(status.status).toBe('verified');
    expect(status.school?.id).toBe(uoft);
    const days = (Date.parse(status.verified_until!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);

    const reused = await confirm(member.cookie, { code });
    expect(reused.statusCode).toBe(410);
    expect(reused.json<Body>().message).toBe(STUDENT_MESSAGES.code_used);
  });

  it('confirms with the link token (POST); a GET of the confirm call changes nothing', async () => {
    const member = await person();
    const email = uoftAddress();
    await send(member.cookie, email);
    const { token } = await mailedCode(email);
    expect((await get(`/api/users/student/verification/confirm?token=${token}`, member.cookie)).statusCode).toBe(404);
    const confirmed = await confirm(member.cookie, { token });
    expect(confirmed.json<Body>().status).toBe('verified');
    expect((await confirm(member.cookie, { token })).statusCode).toBe(410);
  });

  it("refuses a bad domain, the wrong school, a wrong code and another member's token", async () => {
    const member = await person();
    const other = await person();
    const domain = await send(member.cookie, 'me@gmail.com');
    expect(domain.statusCode).toBe(422);
    expect(domain.json<Body>().message).toBe(STUDENT_MESSAGES.domain_not_eligible);
    const school = await send(member.cookie, uoftAddress(), mcgill);
    expect(school.statusCode).toBe(422);
    const unknown = await send(member.cookie, uoftAddress(), 999_999);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<Body>().message).toBe(STUDENT_MESSAGES.school_not_found);

    const email = uoftAddress();
    await send(member.cookie, email);
    const { code, token } = await mailedCode(email);
    const wrong = await confirm(member.cookie, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<Body>().message).toBe(STUDENT_MESSAGES.code_invalid);
    const stolen = await confirm(other.cookie, { token });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json<Body>().message).toBe(STUDENT_MESSAGES.token_invalid);
  });

  it('refuses an expired code', async () => {
    const member = await person();
    const email = uoftAddress();
    await send(member.cookie, email);
    const { code } = await mailedCode(email);
    await t.database.db
      .update(studentVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(studentVerifications.studentEmail, email));
    const expired = await confirm(member.cookie, { code });
    expect(expired.statusCode).toBe(410);
    expect(expired.json<Body>().message).toBe(STUDENT_MESSAGES.code_expired);
  });

  it('stops a code after 5 wrong tries', async () => {
    const member = await person();
    const email = uoftAddress();
    await send(member.cookie, email);
    const { code } = await mailedCode(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await confirm(member.cookie, { code: wrongCode })).statusCode).toBe(422);
    expect((await confirm(member.cookie, { code })).statusCode).toBe(422);
  });

  it('refuses an address already verifying another member, in the check and the send', async () => {
    const first = await person();
    const second = await person();
    const email = uoftAddress();
    await send(first.cookie, email);
    await confirm(first.cookie, { code: (await mailedCode(email)).code });

    const query = `?student_email=${encodeURIComponent(email)}&school_id=${uoft}`;
    expect((await get(`/api/users/student/check-eligible-email${query}`, second.cookie)).json()).toEqual({
      eligible: false,
    });
    expect((await get(`/api/users/student/check-eligible-email${query}`, first.cookie)).json()).toEqual({
      eligible: true,
    });
    const taken = await send(second.cookie, email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Body>().message).toBe(STUDENT_MESSAGES.email_taken);
  });

  it('sends 5 codes an hour at most; /student/resendratelimit says how many are left and when', async () => {
    const member = await person();
    const before = await get('/api/users/student/resendratelimit', member.cookie);
    expect(before.json()).toEqual({
      limit: STUDENT_SENDS_PER_HOUR,
      remaining: STUDENT_SENDS_PER_HOUR,
      resets_at: null,
    });
    const email = uoftAddress();
    for (let i = 0; i < STUDENT_SENDS_PER_HOUR; i += 1) expect((await send(member.cookie, email)).statusCode).toBe(200);
    const limited = await send(member.cookie, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Body>().message).toBe(STUDENT_MESSAGES.rate_limited);
    expect(await mailsTo(t, email, 'student-verification')).toHaveLength(STUDENT_SENDS_PER_HOUR);
    const after = resendRateLimitResponseSchema.parse(
      (await get('/api/users/student/resendratelimit', member.cookie)).json(),
    );
    expect(after.remaining).toBe(0);
    expect(Date.parse(after.resets_at ?? '') - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('answers 401 signed out and 400 to bad bodies', async () => {
    expect((await send('', uoftAddress())).statusCode).toBe(401);
    expect((await get('/api/users/verification-status')).statusCode).toBe(401);
    const member = await person();
    const both = await confirm(member.cookie, { code: '123456', token: 'x'.repeat(30) });
    expect(both.statusCode).toBe(400);
    expect(both.json<Body>().message).toContain(STUDENT_MESSAGES.confirm_body);
    expect((await confirm(member.cookie, { code: '12ab56' })).statusCode).toBe(400);
    expect(
      (await post('/api/users/student/verification', { student_email: 'x@mcgill.ca' }, member.cookie)).statusCode,
    ).toBe(400);
  });
});

describe('status over time (controlled clock)', () => {
  it('is verified until the date, in grace 30 days after, then expired; the address is then free', async () => {
    const member = await person();
    const email = uoftAddress();
    await send(member.cookie, email);
    await confirm(member.cookie, { code: (await mailedCode(email)).code });
    const [row] = await t.database.db.select().from(studentStatuses).where(eq(studentStatuses.userId, member.userId));
    const until = row!.verifiedUntil.getTime();
    const at = (offsetDays: number) => new Date(until + offsetDays * 86_400_000);
    const deps = t.app;
    expect((await service.getVerificationStatus(deps, member.userId, at(-1))).status).toBe('verified');
    expect((await service.getVerificationStatus(deps, member.userId, at(1))).status).toBe('grace');
    expect((await service.getVerificationStatus(deps, member.userId, at(29))).status).toBe('grace');
    expect((await service.getVerificationStatus(deps, member.userId, at(31))).status).toBe('expired');

    const other = await person();
    const query = { student_email: email, school_id: uoft };
    expect(await service.checkEligibleEmail(deps, other.userId, query, at(29))).toEqual({ eligible: false });
    expect(await service.checkEligibleEmail(deps, other.userId, query, at(31))).toEqual({ eligible: true });
  });

  it('queues the reminders a month and a week before the end, once each', async () => {
    const member = await person();
    const email = uoftAddress();
    await send(member.cookie, email);
    await confirm(member.cookie, { code: (await mailedCode(email)).code });
    const [row] = await t.database.db.select().from(studentStatuses).where(eq(studentStatuses.userId, member.userId));
    const until = row!.verifiedUntil.getTime();
    const at = (daysBefore: number) => new Date(until - daysBefore * 86_400_000);
    const reminders = () => mailsTo(t, member.email, 'student-reminder');
    await service.runStudentReminders(t.app, { now: at(40) });
    expect(await reminders()).toHaveLength(0);
    await service.runStudentReminders(t.app, { now: at(29) });
    await service.runStudentReminders(t.app, { now: at(28) });
    expect(await reminders()).toHaveLength(1);
    await service.runStudentReminders(t.app, { now: at(6) });
    await service.runStudentReminders(t.app, { now: at(5) });
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toContain('6 days');
  });
});
