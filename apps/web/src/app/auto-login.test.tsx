// Custom-token sign-in (spec §4 "Auto-login", "Extension handoff"; §3 "Stored cookies"; §9): the query
// on any page, the remembered target with the carried parameters, an existing session signed out
// first, failures logged only, /redirect-to-partner skipped, and the extension's window message.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient, routerContextFor } from '../lib/query-client.ts';
import { readCookie } from '../lib/cookies.ts';
import { EXTENSION_TOKEN_COOKIE } from '../lib/session.ts';
import { calls, stubApi, type StubRoute } from '../test/api-stub.ts';
import { requestBody, switchableSession } from '../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../test/render-app.tsx';
import { autoLoginDestination, readAutoLoginToken } from '../features/auth/auto-login.ts';

afterEach(() => {
  document.cookie = `${EXTENSION_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
});

/** A member's routes where the one-time token `token` signs in (any other is refused, as when used). */
function tokenRoutes(token: string, { signedIn = false } = {}) {
  const { routes, state } = switchableSession({}, { signedIn });
  const verify: StubRoute = [
    'POST /api/auth/one-time-token/verify',
    ({ body }) => {
      if ((body as { token?: string }).token !== token) {
        return jsonResponse({ error: 'INVALID_TOKEN', message: 'Invalid token' }, 400);
      }
      state.signedIn = true;
      return jsonResponse({ session: { id: 's' }, user: { id: 'user-1' } });
    },
  ];
  const fetchMock = stubApi([verify, ...routes]);
  return { fetchMock, state };
}

describe('auto-login URLs', () => {
  it('reads the token only from auto_login=yes with a custom_token, and never on /redirect-to-partner', () => {
    const url = (path: string) => new URL(path, 'http://app.test');
    expect(readAutoLoginToken(url('/deals?auto_login=yes&custom_token=abc'))).toBe('abc');
    expect(readAutoLoginToken(url('/deals?auto_login=no&custom_token=abc'))).toBeNull();
    expect(readAutoLoginToken(url('/deals?auto_login=yes'))).toBeNull();
    expect(readAutoLoginToken(url('/deals?auto_login=yes&custom_token=%20'))).toBeNull();
    expect(readAutoLoginToken(url('/redirect-to-partner?auto_login=yes&custom_token=abc'))).toBeNull();
  });

  it('goes to the target with only offer_id, card_number, csv and proceed_next_step carried', () => {
    const url = new URL(
      '/deals?auto_login=yes&custom_token=abc&offer_id=9&card_number=6018000000000001&csv=123&proceed_next_step=true&utm_source=mail',
      'http://app.test',
    );
    expect(autoLoginDestination(url, '/activate?from_qr=1')).toBe(
      '/activate?from_qr=1&offer_id=9&card_number=6018000000000001&csv=123&proceed_next_step=true',
    );
    expect(autoLoginDestination(url, null)).toBe(
      '/deals?offer_id=9&card_number=6018000000000001&csv=123&proceed_next_step=true',
    );
  });
});

describe('auto-login', () => {
  it('signs in with the custom token and goes to the remembered target, carrying the parameters', async () => {
    const { fetchMock } = tokenRoutes('token-a');
    window.localStorage.setItem('redirectUrl', JSON.stringify('/about'));
    const { router } = await renderApp('/deals?auto_login=yes&custom_token=token-a&offer_id=42&utm_medium=mail');

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(router.state.location.search).toBe('?offer_id=42');
    expect(requestBody(fetchMock, '/api/auth/one-time-token/verify')).toEqual({ token: 'token-a' });
    expect(window.localStorage.getItem('redirectUrl')).toBeNull();
    // Signed in: the member's header.
    expect(await screen.findByRole('button', { name: 'Account menu for Camille' })).toBeInTheDocument();
  });

  it('stays on the page, without the token, when nothing was remembered', async () => {
    tokenRoutes('token-b');
    const { router } = await renderApp(
      '/about?auto_login=yes&custom_token=token-b&card_number=6018000000000001&csv=321',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?card_number=6018000000000001&csv=321'));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('signs an existing session out first', async () => {
    const { fetchMock } = tokenRoutes('token-c', { signedIn: true });
    const { router } = await renderApp('/about?auto_login=yes&custom_token=token-c');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const requested = calls(fetchMock);
    expect(requested).toContain('POST /api/auth/sign-out');
    expect(requested.indexOf('POST /api/auth/sign-out')).toBeLessThan(
      requested.indexOf('POST /api/auth/one-time-token/verify'),
    );
  });

  it('only logs a failure, and takes the spent token out of the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { state } = tokenRoutes('the-right-one');
    window.localStorage.setItem('redirectUrl', JSON.stringify('/favourites'));
    const { router } = await renderApp('/about?auto_login=yes&custom_token=used-token&offer_id=3');

    await waitFor(() => expect(router.state.location.search).toBe('?offer_id=3'));
    expect(router.state.location.pathname).toBe('/about');
    expect(warn).toHaveBeenCalledWith('Auto-login failed', expect.anything());
    expect(state.signedIn).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The target still waits for a real sign-in.
    expect(JSON.parse(window.localStorage.getItem('redirectUrl') ?? 'null')).toBe('/favourites');
  });

  it('works on a members’ page too: signed in before the guard decides', async () => {
    tokenRoutes('token-d');
    const { router } = await renderApp('/favourites?auto_login=yes&custom_token=token-d');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/favourites');
    expect(screen.queryByRole('dialog', { name: 'Members only' })).not.toBeInTheDocument();
  });

  it('is skipped on /redirect-to-partner', async () => {
    const { fetchMock } = tokenRoutes('token-e');
    const { router } = await renderApp('/redirect-to-partner?offer_id=1&auto_login=yes&custom_token=token-e');
    await screen.findByRole('heading', { level: 1 });
    expect(calls(fetchMock)).not.toContain('POST /api/auth/one-time-token/verify');
    expect(router.state.location.search).toContain('custom_token=token-e');
  });
});

describe('auto-login on a server-rendered page', () => {
  it('runs once the page is hydrated (the router ran no middleware in the browser)', async () => {
    const { fetchMock } = tokenRoutes('token-hydrated');
    const queryClient = createQueryClient({ retry: false });
    const i18n = await createI18n('en');
    // Hydration data for the root: the router starts initialised, as on a server-rendered page.
    const router = createMemoryRouter(routes, {
      initialEntries: ['/about?auto_login=yes&custom_token=token-hydrated&offer_id=8'],
      hydrationData: { loaderData: { root: null } },
      getContext: routerContextFor(queryClient, i18n),
    });
    render(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    await waitFor(() => expect(router.state.location.search).toBe('?offer_id=8'));
    expect(router.state.location.pathname).toBe('/about');
    expect(requestBody(fetchMock, '/api/auth/one-time-token/verify')).toEqual({ token: 'token-hydrated' });
    expect(calls(fetchMock).filter((call) => call === 'POST /api/auth/one-time-token/verify')).toHaveLength(1);
  });
});

describe('extension hand-off', () => {
  it('an updateToken message from this site signs in and keeps the token an hour', async () => {
    const { fetchMock } = tokenRoutes('ext-token');
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    await renderApp('/about');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Log in' })).toBeInTheDocument());

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { action: 'updateToken', token: 'ext-token' },
          origin: window.location.origin,
        }),
      );
    });

    expect(await within(banner).findByRole('button', { name: 'Account menu for Camille' })).toBeInTheDocument();
    expect(readCookie(EXTENSION_TOKEN_COOKIE)).toBe('ext-token');
    expect(cookieWrites).toHaveBeenCalledWith(
      expect.stringMatching(/^extension_token=ext-token; Max-Age=3600; Path=\//),
    );
    expect(requestBody(fetchMock, '/api/auth/one-time-token/verify')).toEqual({ token: 'ext-token' });
  });

  it('ignores messages from another origin and messages that are not updateToken', async () => {
    const { fetchMock } = tokenRoutes('ext-token');
    await renderApp('/about');
    await screen.findByRole('banner');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { action: 'updateToken', token: 'ext-token' },
          origin: 'https://evil.example',
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data: { action: 'other', token: 'ext-token' }, origin: window.location.origin }),
      );
      window.dispatchEvent(new MessageEvent('message', { data: 'updateToken', origin: window.location.origin }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(fetchMock)).not.toContain('POST /api/auth/one-time-token/verify');
    expect(readCookie(EXTENSION_TOKEN_COOKIE)).toBeNull();
  });
});
