// Social sign-in end to end against a real OpenID Connect provider running locally (oauth2-mock-server)
// standing in for Google: the authorisation redirect, the code exchange, the ID token, the session.
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
let oidc: OAuth2Server;
let t: TestApp;
let identity = { sub: 'google-1', email: 'maya@example.com', email_verified: true, name: 'Maya Tremblay' };

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, identity, { aud: 'spc-test-client' });
  });
  oidc.service.on('beforeUserinfo', (response: MutableResponse) => {
    response.body = { ...identity, given_name: 'Maya', family_name: 'Tremblay' };
  });
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'spc-test-client',
    GOOGLE_CLIENT_SECRET: 'spc-test-secret',
    GOOGLE_ISSUER: oidc.issuer.url!,
  });
});

afterAll(async () => {
  await t.close();
  await oidc.stop();
});

afterEach(() => {
  identity = { sub: 'google-1', email: 'maya@example.com', email_verified: true, name: 'Maya Tremblay' };
});

const cookiesOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Runs the browser's part: start, follow the provider's redirect, come back to our callback. */
async function signInWithGoogle() {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
    payload: { provider: 'google', callbackURL: `${PUBLIC_URL}/signup`, errorCallbackURL: `${PUBLIC_URL}/login` },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json<{ url: string }>();
  expect(url.startsWith(oidc.issuer.url!)).toBe(true);
  const stateCookies = cookiesOf(start.headers['set-cookie']);

  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  expect(back.origin).toBe(PUBLIC_URL);

  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: stateCookies },
  });
  return { callback, cookie: cookiesOf(callback.headers['set-cookie']) };
}

describe('social sign-in through a local OpenID Connect provider', () => {
  it('lists only the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ providers: ['google'] });
  });

  it('signs a new user in with a verified address and lands on the callback URL', async () => {
    const { callback, cookie } = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/signup`);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    const body = session.json<{ user: { email: string; emailVerified: boolean; name: string } }>();
    expect(body.user).toMatchObject({ email: 'maya@example.com', emailVerified: true, name: 'Maya Tremblay' });
    // Signed in but not registered yet: the users service says so, and the web sends them to /signup.
    const registered = await t.app.inject({ method: 'GET', url: '/api/users/userIsRegistered', headers: { cookie } });
    expect(registered.json()).toEqual({ registered: false });
  });

  it('never takes over an existing account whose address was not verified', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: {
        email: 'squatter-target@example.com',
        password: 'Squatter1pass',
        name: 'Not Owner',
        firstName: 'Not',
        lastName: 'Owner',
        birthDate: '2000-01-01',
      },
    });
    expect(signUp.statusCode).toBe(200);
    identity = { sub: 'google-2', email: 'squatter-target@example.com', email_verified: true, name: 'Real Owner' };

    const { callback, cookie } = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/login`);
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toBeNull();
  });
});
