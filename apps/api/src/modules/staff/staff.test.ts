// Staff identity (issue 20 item 1; decision 030): two-step sign-in set up and used with codes computed
// here (RFC 6238, independent of the library), the console refused to staff without it except /me, a
// session that skipped the second factor refused, the 30-minute idle end, staff management (audited,
// never without an administrator), `npm run staff:create`, the identity library's admin endpoints
// closed, and no role chosen at sign-up.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTotpUri } from '@spc/domain/staff-identity';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  authHeaders,
  cookieOf,
  latestMail,
  oobCodeOf,
  PASSWORD,
  nextClientAddress,
  signIn,
  signUpAndVerify,
} from '../../../test/auth-helpers.ts';
import { staffSession } from '../../../test/staff.ts';
import { authSessions, authUsers, staffAudit, staffSessionActivity } from '../../db/schema/index.ts';
import { createStaffFromCommandLine, StaffCommandError } from './service.ts';

/** The fields these answers carry. */
interface Body {
  error?: string;
  role?: string;
  two_factor_enabled?: boolean;
  twoFactorRedirect?: boolean;
  user: { id: string };
  member: { user_id: string };
}

let t: TestApp;
let made = 0;
const email = (label: string) => `${label}-${++made}-${Date.now()}@identity.spc.test`;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** RFC 4648 base32 → bytes. */
function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238: the 6-digit code of a 30-second step. */
function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** Cookies of a jar, with a response's Set-Cookie values applied (removals included). */
function applyCookies(jar: string, response: { cookies: { name: string; value: string; maxAge?: number }[] }): string {
  const cookies = new Map(
    jar
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '' || cookie.maxAge === 0) cookies.delete(cookie.name);
    else cookies.set(cookie.name, cookie.value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: authHeaders(t, cookie), payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: authHeaders(t, cookie) });

/** Sets up two-step sign-in as the console does; answers the secret, the backup codes and the new cookie. */
async function enrol(cookie: string, password = PASSWORD) {
  const enabled = await post('/api/auth/two-factor/enable', cookie, { password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const parsed = parseTotpUri(totpURI)!;
  expect(parsed.issuer).toBe('SPC staff');
  const verified = await post('/api/auth/two-factor/verify-totp', cookie, { code: totp(parsed.secret) });
  expect(verified.statusCode, verified.body).toBe(200);
  return { secret: parsed.secret, backupCodes, cookie: applyCookies(cookie, verified) };
}

describe('two-step sign-in (TOTP)', () => {
  it('is set up from /me, then a sign-in needs the password and a code before the console opens', async () => {
    const admin = await staffSession(t, 'admin', { twoFactor: false });
    // Without two-step sign-in: /me answers (the console asks for the set-up), nothing else does.
    const me = await get('/api/staff/me', admin.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'admin', two_factor_enabled: false });
    const list = await get('/api/staff/members', admin.cookie);
    expect(list.statusCode).toBe(403);
    expect(list.json<Body>().error).toBe('STAFF_TWO_FACTOR_REQUIRED');

    const { secret, backupCodes, cookie } = await enrol(admin.cookie);
    expect(backupCodes.length).toBeGreaterThan(0);
    expect((await get('/api/staff/me', cookie)).json<Body>().two_factor_enabled).toBe(true);
    expect((await get('/api/staff/members', cookie)).statusCode).toBe(200);

    // A new sign-in: the password opens no session, only the second step.
    const first = await signIn(t, admin.email, PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    let jar = applyCookies('', first);
    expect((await get('/api/staff/me', jar)).json<Body>().error).toBe('STAFF_ONLY');
    const wrong = await post('/api/auth/two-factor/verify-totp', jar, { code: totp(secret, Date.now() + 300_000) });
    expect(wrong.statusCode).toBe(401);
    // A trusted device would skip the code next time: refused.
    const trusted = await post('/api/auth/two-factor/verify-totp', jar, { code: totp(secret), trustDevice: true });
    expect(trusted.statusCode).toBe(400);
    const right = await post('/api/auth/two-factor/verify-totp', jar, { code: totp(secret) });
    expect(right.statusCode, right.body).toBe(200);
    jar = applyCookies(jar, right);
    const after = await get('/api/staff/me', jar);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ email: admin.email, two_factor_enabled: true });

    // A backup code works once in place of the app's code.
    const again = await signIn(t, admin.email, PASSWORD);
    const backupJar = applyCookies('', again);
    const backup = await post('/api/auth/two-factor/verify-backup-code', backupJar, { code: backupCodes[0] });
    expect(backup.statusCode, backup.body).toBe(200);
    expect((await get('/api/staff/me', applyCookies(backupJar, backup))).statusCode).toBe(200);
  });

  it('refuses a staff session that skipped the second factor (a social sign-in)', async () => {
    const editor = await staffSession(t, 'editor');
    // A session the library made without the sign-in endpoint (as a social sign-in or a one-time token does).
    const context = await t.app.auth.$context;
    const session = await context.internalAdapter.createSession(editor.userId);
    const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
    const cookie = `${context.authCookies.sessionToken.name}=${session.token}.${signature}`;
    expect((await get('/api/auth/get-session', cookie)).json<Body>().user.id).toBe(editor.userId);
    const me = await get('/api/staff/me', cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json<Body>().error).toBe('STAFF_SIGN_IN_REQUIRED');
  });

  it('is for staff only: a member cannot set it up', async () => {
    const member = await signUpAndVerify(t, { email: email('member') });
    const enabled = await post('/api/auth/two-factor/enable', member.cookie, { password: PASSWORD });
    expect(enabled.statusCode).toBe(403);
    expect(enabled.json<Body>().error).toBe('STAFF_ONLY');
    // Members sign in with their password alone.
    const signedIn = await signIn(t, member.email, PASSWORD);
    expect(signedIn.json<Body>().twoFactorRedirect).toBeUndefined();
  });

  it('cannot be turned off, nor use e-mailed codes, through the library', async () => {
    const admin = await staffSession(t, 'admin');
    for (const path of ['disable', 'send-otp', 'verify-otp', 'generate-backup-codes']) {
      const response = await post(`/api/auth/two-factor/${path}`, admin.cookie, { password: PASSWORD });
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('the idle limit', () => {
  it('ends a staff session after 30 minutes without a staff request', async () => {
    const support = await staffSession(t, 'support');
    const me = await get('/api/staff/me', support.cookie);
    expect(me.statusCode).toBe(200);
    const { idle_expires_at } = me.json<{ idle_expires_at: number }>();
    expect(idle_expires_at - Date.now()).toBeGreaterThan(29 * 60_000);
    const [session] = await t.database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, support.userId));
    await t.database.db
      .update(staffSessionActivity)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffSessionActivity.sessionId, session!.id));
    const idle = await get('/api/staff/me', support.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json<Body>().error).toBe('STAFF_SESSION_IDLE');
    const left = await t.database.db.select().from(authSessions).where(eq(authSessions.id, session!.id));
    expect(left).toEqual([]);
    expect((await get('/api/staff/me', support.cookie)).json<Body>().error).toBe('STAFF_ONLY');
  });
});

describe('staff management', () => {
  it('adds a new address with a set-password link, audited; the new staff member signs in', async () => {
    const admin = await staffSession(t, 'admin');
    const address = email('new-editor');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: admin.headers,
      payload: { email: address, role: 'editor' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      invited: true,
      member: { email: address, role: 'editor', has_password: false },
    });
    const userId = added.json<Body>().member.user_id;

    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'staff'), eq(staffAudit.entityId, userId)));
    expect(audit).toMatchObject({ action: 'create', staffEmail: admin.email, staffRole: 'admin' });
    expect(audit!.after).toMatchObject({ email: address, role: 'editor' });

    const mail = await latestMail(t, address, 'staff-invitation');
    expect(mail?.link).toContain('mode=resetPassword');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: t.config.publicUrl },
      payload: { token: oobCodeOf(mail!.link), newPassword: PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await signIn(t, address, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await get('/api/staff/me', cookieOf(signedIn));
    expect(me.json()).toMatchObject({ role: 'editor', two_factor_enabled: false });

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: admin.headers,
      payload: { email: address, role: 'support' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Body>().error).toBe('ALREADY_STAFF');
  });

  it("gives a member's account a role, changes it, lists it, removes it — each audited", async () => {
    const admin = await staffSession(t, 'admin');
    const member = await signUpAndVerify(t, { email: email('promoted') });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: admin.headers,
      payload: { email: member.email.toUpperCase(), role: 'support' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ invited: false, member: { user_id: member.userId, has_password: true } });

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/members/${member.userId}/role`,
      headers: admin.headers,
      payload: { role: 'editor' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Body>().role).toBe('editor');

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/staff/members?q=${encodeURIComponent(member.email)}&role=editor&sort=-created_at`,
      headers: admin.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, staff: [{ user_id: member.userId, role: 'editor' }] });
    const badSort = await get('/api/staff/members?sort=password', admin.cookie);
    expect(badSort.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${member.userId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const [user] = await t.database.db
      .select({ role: authUsers.role })
      .from(authUsers)
      .where(eq(authUsers.id, member.userId));
    expect(user!.role).toBe('user');
    // Their sessions ended with the role.
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.userId, member.userId))).toEqual([]);

    const trail = await t.database.db
      .select({ action: staffAudit.action, summary: staffAudit.summary })
      .from(staffAudit)
      .where(eq(staffAudit.entityId, member.userId))
      .orderBy(staffAudit.id);
    expect(trail.map((row) => row.action)).toEqual(['update', 'update', 'delete']);
    expect(trail[2]!.summary).toContain('Removed');

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${member.userId}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<Body>().error).toBe('STAFF_NOT_FOUND');
  });

  it('resets two-step sign-in after a lost phone', async () => {
    const admin = await staffSession(t, 'admin');
    const editor = await staffSession(t, 'editor');
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${editor.userId}/two-factor`,
      headers: admin.headers,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<Body>().two_factor_enabled).toBe(false);
    expect((await get('/api/staff/me', editor.cookie)).json<Body>().error).toBe('STAFF_ONLY');
  });

  it('never leaves the console without an administrator', async () => {
    const admin = await staffSession(t, 'admin');
    const others = await t.database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.role, 'admin'));
    for (const other of others) {
      if (other.id !== admin.userId) {
        await t.database.db.update(authUsers).set({ role: 'editor' }).where(eq(authUsers.id, other.id));
      }
    }
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/members/${admin.userId}/role`,
      headers: admin.headers,
      payload: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<Body>().error).toBe('LAST_ADMIN');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${admin.userId}`,
      headers: admin.headers,
    });
    expect(remove.statusCode).toBe(409);

    // With a second administrator, the first may step down.
    const second = await staffSession(t, 'admin');
    const stepDown = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/members/${admin.userId}/role`,
      headers: second.headers,
      payload: { role: 'support' },
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
  });
});

describe('npm run staff:create', () => {
  it('creates an account with a set-password link (never a password), audited; promotes an existing one', async () => {
    const deps = { db: t.database.db, config: t.config, mail: t.app.mail };
    const address = email('first-admin');
    const created = await createStaffFromCommandLine(deps, { email: address, role: 'admin' }, new Date());
    expect(created).toMatchObject({ email: address, role: 'admin', created: true });
    expect(created.link).toContain('mode=resetPassword');
    expect((await latestMail(t, address, 'staff-invitation'))?.link).toBe(created.link);
    const [user] = await t.database.db.select().from(authUsers).where(eq(authUsers.email, address));
    expect(user).toMatchObject({ role: 'admin', emailVerified: true, twoFactorEnabled: false });
    const signedIn = await signIn(t, address, PASSWORD);
    expect(signedIn.statusCode).toBe(401);
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, user!.id))
      .orderBy(desc(staffAudit.id));
    expect(audit).toMatchObject({ action: 'create', staffEmail: 'npm run staff:create' });

    const member = await signUpAndVerify(t, { email: email('member-promoted') });
    const promoted = await createStaffFromCommandLine(deps, { email: member.email, role: 'support' }, new Date());
    expect(promoted.created).toBe(false);
  });

  it('refuses a bad address or role with a sentence and exit code 2', async () => {
    const deps = { db: t.database.db, config: t.config, mail: t.app.mail };
    await expect(
      createStaffFromCommandLine(deps, { email: 'not-an-address', role: 'admin' }, new Date()),
    ).rejects.toThrow(StaffCommandError);
    await expect(
      createStaffFromCommandLine(deps, { email: email('x'), role: 'superuser' }, new Date()),
    ).rejects.toThrow(/not a staff role/);
    for (const args of [
      ['--email', 'nope'],
      ['--email', 'a@b.ca', '--role', 'root'],
    ]) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/modules/staff/cli.ts', ...args], {
        encoding: 'utf8',
        cwd: new URL('../../../../../', import.meta.url).pathname,
      });
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toMatch(/Usage: npm run staff:create/);
    }
  }, 60_000);
});

describe("the identity library's own endpoints", () => {
  it("closes the admin plugin's /admin/* endpoints, even to an admin", async () => {
    const admin = await staffSession(t, 'admin');
    const member = await signUpAndVerify(t, { email: email('target') });
    for (const [method, url, payload] of [
      ['GET', '/api/auth/admin/list-users', undefined],
      ['POST', '/api/auth/admin/set-role', { userId: member.userId, role: 'admin' }],
      ['POST', '/api/auth/admin/create-user', { email: email('x'), password: PASSWORD, name: 'X', role: 'admin' }],
      ['POST', '/api/auth/admin/impersonate-user', { userId: member.userId }],
      ['POST', '/api/auth/ADMIN/set-role', { userId: member.userId, role: 'admin' }],
      ['POST', '/api/auth/admin/set-role/', { userId: member.userId, role: 'admin' }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [user] = await t.database.db
      .select({ role: authUsers.role })
      .from(authUsers)
      .where(eq(authUsers.id, member.userId));
    expect(user!.role).toBe('user');
  });

  it('gives a new account the member role; sign-up and profile updates cannot choose one', async () => {
    const address = email('wants-admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextClientAddress(),
      headers: { origin: t.config.publicUrl },
      payload: {
        email: address,
        password: PASSWORD,
        name: 'Alex Tremblay',
        firstName: 'Alex',
        lastName: 'Tremblay',
        birthDate: '2000-05-17',
        role: 'admin',
        twoFactorEnabled: true,
      },
    });
    const [user] = await t.database.db.select().from(authUsers).where(eq(authUsers.email, address));
    if (response.statusCode === 200) expect(user).toMatchObject({ role: 'user', twoFactorEnabled: false });
    else expect(user).toBeUndefined();

    const member = await signUpAndVerify(t, { email: email('updates-role') });
    const update = await post('/api/auth/update-user', member.cookie, { role: 'admin' });
    expect(update.statusCode).toBe(400);
    const [after] = await t.database.db
      .select({ role: authUsers.role })
      .from(authUsers)
      .where(eq(authUsers.id, member.userId));
    expect(after!.role).toBe('user');
  });
});
