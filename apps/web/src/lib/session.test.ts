// The session of spec §3 "Session user" and §4: what is loaded for whom, the derived states, a card
// failure (§8), and what signing out clears and keeps.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../test/api-stub.ts';
import { cardFixture, daysFromNow, memberRoutes, visitorRoutes } from '../test/fixtures/session.ts';
import { jsonResponse } from '../test/render-app.tsx';
import { getAuthToken } from './api-client.ts';
import { readCookie, setCookie } from './cookies.ts';
import {
  EXTENSION_TOKEN_COOKIE,
  getSessionQueryOptions,
  loadSession,
  readRedirectTarget,
  refreshSession,
  rememberSignInMethod,
  signOut,
  storeRedirectTarget,
} from './session.ts';
import { readStoredLanguage, storeLanguage } from './storage.ts';

afterEach(() => {
  document.cookie = `${EXTENSION_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
});

describe('loadSession', () => {
  it('is null for a visitor, without asking for anything else', async () => {
    const fetchMock = stubApi(visitorRoutes);
    expect(await loadSession()).toBeNull();
    expect(calls(fetchMock)).toEqual(['GET /api/auth/get-session']);
  });

  it('loads the registration, then the profile and cards of a registered member', async () => {
    const fetchMock = stubApi(memberRoutes({ cards: [cardFixture()] }));
    const session = await loadSession();

    expect(session).toMatchObject({
      user: {
        uid: 'user-1',
        displayName: 'Camille Tremblay',
        email: 'camille@example.com',
        emailVerified: true,
        providerId: 'email',
        providerList: ['email'],
      },
      token: 'session-of-user-1',
      firstName: 'Camille',
      registered: true,
      isSocial: false,
      hasValidCard: true,
      isBankLinked: false,
      canSeeBilling: true,
    });
    expect(session?.profile?.first_name).toBe('Camille');
    expect(calls(fetchMock).sort()).toEqual([
      'GET /api/auth/get-session',
      'GET /api/auth/list-accounts',
      'GET /api/users/v2/cardsForUser',
      'GET /api/users/v2/user/profile',
      'GET /api/users/v2/user/register',
    ]);
  });

  it('does not load a profile or cards for an unregistered user', async () => {
    const fetchMock = stubApi(memberRoutes({ registered: false, providers: ['google'] }));
    const session = await loadSession();
    expect(session).toMatchObject({ registered: false, profile: null, cards: [], hasValidCard: false });
    expect(calls(fetchMock)).not.toContain('GET /api/users/v2/user/profile');
    expect(calls(fetchMock)).not.toContain('GET /api/users/v2/cardsForUser');
  });

  it('treats a failed card fetch as no valid card, keeping the member signed in (spec §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(memberRoutes({ cardsFail: true }));
    const session = await loadSession();
    expect(session).toMatchObject({ registered: true, cards: [], hasValidCard: false, canSeeBilling: false });
  });

  it('clears the user when a call of the session is refused (spec §4)', async () => {
    stubApi([
      ['GET /api/users/v2/user/register', () => jsonResponse({ error: 'UNAUTHENTICATED', message: 'x' }, 401)],
      ...memberRoutes(),
    ]);
    expect(await loadSession()).toBeNull();
  });

  it('fails on an outage, so the query can keep what it knew', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi([
      ['GET /api/users/v2/user/register', () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500)],
      ...memberRoutes(),
    ]);
    await expect(loadSession()).rejects.toMatchObject({ status: 500 });
  });

  it('derives the SPC+ logo, gold ticket and free trial from the cards (packages/domain)', async () => {
    stubApi(
      memberRoutes({
        cards: [
          cardFixture({ cobrand: 'spc', expiry_date: daysFromNow(30) }),
          cardFixture({ card_number: '6018000000000002', cobrand: 'cibc', expiry_date: daysFromNow(300) }),
        ],
      }),
    );
    expect(await loadSession()).toMatchObject({ isBankLinked: true, canSeeBilling: true });

    stubApi(memberRoutes({ cards: [cardFixture({ is_g_ticket: true })] }));
    expect(await loadSession()).toMatchObject({ isGoldTicket: true, hasValidCard: true, canSeeBilling: false });

    stubApi(memberRoutes({ cards: [cardFixture({ is_free_trial: true })] }));
    expect(await loadSession()).toMatchObject({ isFreeTrial: true, canSeeBilling: false });

    stubApi(memberRoutes({ cards: [cardFixture({ expiry_date: daysFromNow(-1) })] }));
    expect(await loadSession()).toMatchObject({ hasValidCard: false, canSeeBilling: false });
  });

  it('says how this browser signed in: a social method remembered at sign-in makes the session social', async () => {
    stubApi(memberRoutes({ providers: ['credential', 'google'] }));
    rememberSignInMethod('google');
    expect(await loadSession()).toMatchObject({
      isSocial: true,
      user: { providerId: 'google', providerList: ['email', 'google'] },
    });

    rememberSignInMethod('email');
    expect(await loadSession()).toMatchObject({ isSocial: false, user: { providerId: 'email' } });
  });

  it('falls back to the linked provider when nothing was remembered', async () => {
    stubApi(memberRoutes({ providers: ['facebook'] }));
    expect(await loadSession()).toMatchObject({ isSocial: true, user: { providerId: 'facebook' } });
  });

  it('refuses an answer that is not a session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi([['GET /api/auth/get-session', { session: { id: 1 }, user: {} }]]);
    await expect(loadSession()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('the session query and sign-out', () => {
  it('sets the token marker for the API client, and signing out clears the session but keeps the language', async () => {
    const fetchMock = stubApi(memberRoutes());
    const queryClient = new QueryClient();
    storeLanguage('fr');
    setCookie(EXTENSION_TOKEN_COOKIE, 'one-time', { days: 1 / 24 });
    storeRedirectTarget('/favourites');

    const session = await refreshSession(queryClient);
    expect(session?.registered).toBe(true);
    expect(getAuthToken()).toBe('session-of-user-1');

    await signOut(queryClient);
    expect(calls(fetchMock)).toContain('POST /api/auth/sign-out');
    expect(queryClient.getQueryData(getSessionQueryOptions().queryKey)).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(readCookie(EXTENSION_TOKEN_COOKIE)).toBeNull();
    expect(readStoredLanguage()).toBe('fr');
    // The remembered target is not the session's: it waits for the next sign-in.
    expect(readRedirectTarget()).toBe('/favourites');
  });

  it('clears the local session even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi([['POST /api/auth/sign-out', () => Promise.reject(new TypeError('offline'))], ...memberRoutes()]);
    const queryClient = new QueryClient();
    await refreshSession(queryClient);
    await signOut(queryClient);
    expect(queryClient.getQueryData(getSessionQueryOptions().queryKey)).toBeNull();
  });

  it('keeps the known session through an outage, and reads a first failure as a visitor', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = false;
    const [, memberSession] = memberRoutes()[0] ?? [];
    stubApi([
      [
        'GET /api/auth/get-session',
        () => (down ? Promise.reject(new TypeError('offline')) : jsonResponse(memberSession)),
      ],
      ...memberRoutes(),
    ]);
    const queryClient = new QueryClient();
    expect((await refreshSession(queryClient))?.user.uid).toBe('user-1');
    down = true;
    expect((await refreshSession(queryClient))?.user.uid).toBe('user-1');

    expect(await refreshSession(new QueryClient())).toBeNull();
  });

  it('works without a query client argument once a session query has run', async () => {
    stubApi(memberRoutes());
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(getSessionQueryOptions());
    expect((await refreshSession())?.user.uid).toBe('user-1');
    await signOut();
    expect(queryClient.getQueryData(getSessionQueryOptions().queryKey)).toBeNull();
  });
});

describe('the remembered target', () => {
  it('keeps paths inside the app only', () => {
    storeRedirectTarget('/favourites/list/3?source=home');
    expect(readRedirectTarget()).toBe('/favourites/list/3?source=home');
    storeRedirectTarget('https://evil.example/');
    storeRedirectTarget('//evil.example/');
    expect(readRedirectTarget()).toBe('/favourites/list/3?source=home');
    window.localStorage.setItem('redirectUrl', JSON.stringify('//evil.example/x'));
    expect(readRedirectTarget()).toBeNull();
  });
});
