// The identity library's endpoints behind our checks (issue 16 items 1, 2, 8, 9): every bad input a
// 400 in our shape `{ error, message, field }` naming the field, the spec §5 password rule on every
// path that sets a password, Secure cookies from an https PUBLIC_URL, Apple's form_post callback
// through the Origin check (and nothing else), and the reset e-mail written after the answer.
import { VALIDATION_MESSAGES } from '@spc/domain/users';
import { UNSAFE_TEXT_MESSAGE } from '@spc/domain/input-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  awaitMail,
  mailsTo,
  nextClientAddress,
  PASSWORD,
  signIn,
  signUpAndVerify,
  type SignedUp,
} from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { isIdentityCallback } from '../plugins/auth.ts';
import { APPLE_ID_ORIGIN, hashNewPassword } from './auth.ts';

let t: TestApp;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ APPLE_CLIENT_ID: 'com.example.spc', APPLE_CLIENT_SECRET: 'apple-secret' });
});

afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientAddress(),
    headers: {
      ...(cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl }),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(payload),
  });
}

describe('POST /api/auth/update-user', () => {
  let user: SignedUp;
  beforeAll(async () => {
    user = await signUpAndVerify(t, { email: nextEmail('updater') });
  });

  it.each([
    [{ name: null }, 'name', VALIDATION_MESSAGES.required],
    [{ name: '' }, 'name'],
    [{ language: null }, 'language'],
    [{ language: 1.5 }, 'language'],
    [{ language: 'de' }, 'language'],
    [{ firstName: 'Al\u0000ex' }, 'firstName'],
    [{ name: 'x\ud800' }, 'name'],
    [{ image: 'https://example.com/\u0000.png' }, 'image'],
    [{ unknownField: 'a\u0000' }, 'unknownField'],
    [{ emailOptIn: 'yes' }, 'emailOptIn'],
  ])('%j is 400 naming %s', async (body, field, message?: string) => {
    const res = await post('/api/auth/update-user', body, user.cookie);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field, ...(message ? { message } : {}) });
    expect(res.json<{ message: string }>().message).not.toBe('');
  });

  it('a valid change still goes through', async () => {
    const res = await post('/api/auth/update-user', { language: 'fr', firstName: 'Zoé' }, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a body that is not a JSON object is 400 naming the body', async () => {
    for (const payload of ['{"name":', '[1,2]', '"text"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...authHeaders(t, user.cookie), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'body' });
    }
  });
});

describe('unsafe characters anywhere under /api/auth', () => {
  it('a NUL in the reset token is 400 naming token, not 500', async () => {
    const res = await post('/api/auth/reset-password', { newPassword: 'Fresh5start', token: 'abc\u0000def' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_ERROR', message: UNSAFE_TEXT_MESSAGE, field: 'token' });
  });

  it.each([
    ['/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: PASSWORD }, 'email'],
    ['/api/auth/request-password-reset', { email: 'x@example.com', redirectTo: '/\ud800' }, 'redirectTo'],
    ['/api/auth/sign-up/email', { email: 'n@example.com', password: PASSWORD, name: 'A\u0000' }, 'name'],
    ['/api/auth/one-time-token/verify', { token: '\u0000' }, 'token'],
    ['/api/auth/sign-in/social', { provider: 'apple', callbackURL: '/\u0000' }, 'callbackURL'],
  ])('%s with %j is 400 naming %s', async (url, body, field) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('in any JSON media type; multipart is refused', async () => {
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ newPassword: 'Fresh5start', token: 'a\u0000' }),
    });
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json()).toMatchObject({ field: 'token' });
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: t.config.publicUrl, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\na\u0000\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('in a form body, a query string or the path', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/apple',
      headers: { origin: APPLE_ID_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=abc%00&code=xyz',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ field: 'state' });
    const query = await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/abc?callbackURL=%2F%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ field: 'callbackURL' });
    const path = await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/ab%00c?callbackURL=%2F' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ field: 'path' });
  });

  it('an e-mail link whose callbackURL is neither a path of this site nor a web address is 400, not 500', async () => {
    for (const callback of ['{}', '//elsewhere.example', 'javascript:alert(1)']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callback)}`,
      });
      expect(res.statusCode, callback).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'callbackURL' });
    }
    // A path of the site goes on to the library, which refuses the bad token its own way (no 500).
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=abc&callbackURL=%2Fdeals' });
    expect(ok.statusCode).toBeLessThan(500);
    expect(ok.statusCode).not.toBe(400);
  });
});

describe('the spec §5 password rule on every path that sets a password (item 2)', () => {
  it('change-password refuses alllowercase, naming newPassword; a strong one is accepted', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('changer') });
    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'alllowercase' },
      user.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: VALIDATION_MESSAGES.password_weak,
      field: 'newPassword',
    });
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(200);
    const strong = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Stronger9pass' },
      user.cookie,
    );
    expect(strong.statusCode, strong.body).toBe(200);
    expect((await signIn(t, user.email, 'Stronger9pass')).statusCode).toBe(200);
  });

  it('reset-password refuses aaaaaaaa before the token is spent', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('resetter') });
    await post('/api/auth/request-password-reset', { email: user.email, redirectTo: `${t.config.publicUrl}/login` });
    const link = new URL((await awaitMail(t, user.email, 'reset'))!.link!);
    const token = link.searchParams.get('oobCode')!;
    const weak = await post('/api/auth/reset-password', { newPassword: 'aaaaaaaa', token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'newPassword' });
    const strong = await post('/api/auth/reset-password', { newPassword: 'Reset9strong', token });
    expect(strong.statusCode, strong.body).toBe(200);
  });

  it.each([
    ['/api/auth/sign-up/email', 'password'],
    ['/api/auth/set-password', 'newPassword'],
  ])('%s refuses a weak password naming %s', async (url, field) => {
    const res = await post(url, {
      email: nextEmail('weak'),
      name: 'Alex Tremblay',
      firstName: 'Alex',
      lastName: 'Tremblay',
      birthDate: '2000-01-01',
      [field]: 'Nodigits',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field, message: VALIDATION_MESSAGES.password_weak });
  });

  it('the library cannot hash a weak password on any path (server-side calls included)', async () => {
    await expect(hashNewPassword('alllowercase')).rejects.toMatchObject({ body: { code: 'VALIDATION_ERROR' } });
    await expect(hashNewPassword('Strong9pass')).resolves.toMatch(/^\$argon2id\$/);
  });
});

describe("the library's own refusals in our shape", () => {
  it('a used or unknown reset token is 400 { error, message }', async () => {
    const res = await post('/api/auth/reset-password', { newPassword: 'Fresh5start', token: 'not-a-real-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect(typeof res.json<{ message: unknown }>().message).toBe('string');
  });
});

describe('Apple sign-in returns with a cross-site form POST (item 8)', () => {
  it.each([APPLE_ID_ORIGIN, 'null'])(
    'Origin %s reaches the library: its own answer, never 403 FORBIDDEN_ORIGIN or 500',
    async (origin) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/callback/apple',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'state=forged-state&code=abc123&user=%7B%22name%22%3A%7B%22firstName%22%3A%22A%22%7D%7D',
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.statusCode).not.toBe(403);
      expect(res.body).not.toContain('FORBIDDEN_ORIGIN');
      // The library turns the form POST into its GET callback, whose state check refuses the forged state.
      const location = res.headers.location;
      expect(location).toContain('/api/auth/callback/apple');
      const followed = await t.app.inject({
        method: 'GET',
        url: new URL(String(location)).pathname + new URL(String(location)).search,
      });
      expect(followed.statusCode).toBeLessThan(500);
      expect(followed.statusCode).not.toBe(200);
    },
  );

  it('opens nothing else: the same origin on any other write is still refused', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('apple-csrf') });
    for (const url of ['/api/auth/update-user', '/api/users/passwordIsValid', '/api/auth/callback-apple']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, origin: APPLE_ID_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Pwned' }),
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
    }
  });

  it('isIdentityCallback: POST under /api/auth/callback/ only, with no way out of it', () => {
    expect(isIdentityCallback('POST', '/api/auth/callback/apple')).toBe(true);
    expect(isIdentityCallback('POST', '/api/auth/callback/apple?x=1')).toBe(true);
    expect(isIdentityCallback('PUT', '/api/auth/callback/apple')).toBe(false);
    expect(isIdentityCallback('POST', '/api/auth/callback/../update-user')).toBe(false);
    expect(isIdentityCallback('POST', '/api/auth/callback/%2e%2e/update-user')).toBe(false);
    expect(isIdentityCallback('POST', '/api/auth/callback/..%2fupdate-user')).toBe(false);
    expect(isIdentityCallback('POST', '/api/auth/callbacks')).toBe(false);
    expect(isIdentityCallback('POST', '/api/users/x?/api/auth/callback/')).toBe(false);
  });
});

describe('the password-reset e-mail is written after the answer (item 9)', () => {
  it('the answer does not wait for the e-mail, so known and unknown addresses take the same path', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('timing') });
    const send = t.app.mail.send.bind(t.app.mail);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.mail.send = async (message) => {
      if (message.kind === 'reset') await held;
      return send(message);
    };
    try {
      const request = (email: string) =>
        Promise.race([
          post('/api/auth/request-password-reset', { email, redirectTo: `${t.config.publicUrl}/login` }),
          new Promise<never>((_resolve, reject) =>
            setTimeout(() => reject(new Error('the answer waited for the e-mail')), 5000),
          ),
        ]);
      const known = await request(user.email);
      const unknown = await request(nextEmail('nobody'));
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(await mailsTo(t, user.email, 'reset')).toHaveLength(0);
    } finally {
      release();
      t.app.mail.send = send;
    }
    expect(await awaitMail(t, user.email, 'reset')).toBeDefined();
  });
});

describe('session cookies follow the scheme of PUBLIC_URL (item 8)', () => {
  it.each(['test', 'development'])('an https public URL makes them Secure with NODE_ENV=%s', async (mode) => {
    const secure = await createTestApp({ NODE_ENV: mode, PUBLIC_URL: 'https://spc.example' });
    try {
      const user = await signUpAndVerify(secure, { email: nextEmail(`secure-${mode}`) });
      const res = await signIn(secure, user.email, PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
      const session = res.cookies.find((cookie) => cookie.name.includes('session_token'));
      expect(session?.secure).toBe(true);
      expect(session?.name.startsWith('__Secure-')).toBe(true);
      // Deleting the account expires them with the same flag, or the browser would keep them.
      const deleted = await secure.app.inject({
        method: 'POST',
        url: '/api/users/deleteFirebaseUser',
        headers: { cookie: user.cookie, origin: secure.config.publicUrl },
        payload: {},
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const expired = deleted.cookies.find((cookie) => cookie.name.includes('session_token'));
      expect(expired?.secure).toBe(true);
      expect(expired?.maxAge).toBe(0);
    } finally {
      await secure.close();
    }
  });

  it('an http public URL (local development) leaves them without Secure', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('plain') });
    const res = await signIn(t, user.email, PASSWORD);
    const session = res.cookies.find((cookie) => cookie.name.includes('session_token'));
    expect(session?.secure).toBeFalsy();
  });
});
