// /login through the real route table: sign-in and where it leads, every failure the API can answer
// (without telling whether the address has an account), the social buttons, and the reset request.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { memberRoutes, requestBody, switchableSession, visitorRoutes } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { leaveApp } from '../leave-app.ts';

vi.mock('../leave-app.ts', () => ({ leaveApp: vi.fn() }));

const CREDENTIALS = { email: 'camille@example.com', password: 'Secret123' };

/** A visitor who becomes the member once the sign-in call succeeds. */
function signInRoutes({ registered = true, providers = [] as string[], extra = [] as StubRoute[] } = {}) {
  const { routes, state } = switchableSession({ registered });
  const fetchMock = stubApi([
    ...extra,
    ['GET /api/auth/providers', { providers }],
    [
      'POST /api/auth/sign-in/email',
      ({ body }) => {
        const { email, password } = body as typeof CREDENTIALS;
        if (email === CREDENTIALS.email && password === CREDENTIALS.password) {
          state.signedIn = true;
          return jsonResponse({ token: 'secret-not-kept', user: { id: 'user-1' } });
        }
        return jsonResponse({ error: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      },
    ],
    ...routes,
  ]);
  return { fetchMock, state };
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password: string) {
  const emailBox = await screen.findByLabelText('E-mail address');
  await user.clear(emailBox);
  if (email) await user.type(emailBox, email);
  const passwordBox = screen.getByLabelText('Password');
  await user.clear(passwordBox);
  if (password) await user.type(passwordBox, password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it('signs in and goes to the deals when nothing was remembered', async () => {
    const { fetchMock } = signInRoutes();
    const { user, router } = await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();

    await fillAndSubmit(user, CREDENTIALS.email, CREDENTIALS.password);

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    const requested = calls(fetchMock);
    // The lock is checked before trying the password.
    expect(requested.indexOf('POST /api/users/isAllowedLogin')).toBeLessThan(
      requested.indexOf('POST /api/auth/sign-in/email'),
    );
    // The secret in the answer is not kept anywhere the page can read.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('secret-not-kept');
    expect(document.cookie).not.toContain('secret-not-kept');
  });

  it('goes to the remembered target after signing in', async () => {
    signInRoutes();
    window.localStorage.setItem('redirectUrl', JSON.stringify('/favourites/list/7?source=prompt'));
    const { user, router } = await renderApp('/login');
    await fillAndSubmit(user, CREDENTIALS.email, CREDENTIALS.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/favourites/list/7'));
    expect(router.state.location.search).toBe('?source=prompt');
    // Reached: forgotten.
    await waitFor(() => expect(window.localStorage.getItem('redirectUrl')).toBeNull());
  });

  it('sends an unregistered user to sign-up, keeping the remembered target for its end', async () => {
    signInRoutes({ registered: false });
    window.localStorage.setItem('redirectUrl', JSON.stringify('/favourites'));
    const { user, router } = await renderApp('/login');
    await fillAndSubmit(user, CREDENTIALS.email, CREDENTIALS.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(JSON.parse(window.localStorage.getItem('redirectUrl') ?? 'null')).toBe('/favourites');
  });

  it('says the e-mail or password is wrong, the same for an unknown address, and stays', async () => {
    const { fetchMock } = signInRoutes();
    const { user, router } = await renderApp('/login');

    await fillAndSubmit(user, CREDENTIALS.email, 'Wrong1234');
    const alert = await screen.findByText('The e-mail address or password is incorrect.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();

    await fillAndSubmit(user, 'nobody@example.com', 'Whatever1');
    await waitFor(() =>
      expect(calls(fetchMock).filter((call) => call === 'POST /api/auth/sign-in/email')).toHaveLength(2),
    );
    expect(await screen.findByText('The e-mail address or password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // The API counts failures itself around sign-in: the page does not count them a second time.
    expect(calls(fetchMock)).not.toContain('POST /api/users/updateLoginFailAttempt');
  });

  it('does not try the password while the account is locked, and says for how long', async () => {
    const { fetchMock } = signInRoutes({
      extra: [
        ['POST /api/users/isAllowedLogin', { allowed: false, retry_after: 601 }],
        ['POST /api/users/unlock-account', { success: true }],
      ],
    });
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, CREDENTIALS.email, CREDENTIALS.password);

    expect(
      await screen.findByText(/logging in is locked for 11 more minutes\. Try again later or reset your password\./),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/auth/sign-in/email');

    // The lock can be lifted by e-mail; the answer does not say whether the account exists.
    await user.click(screen.getByRole('button', { name: 'E-mail me a link to unlock my account' }));
    expect(
      await screen.findByText("If this address has an SPC account, we've sent it a link to unlock it."),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/users/unlock-account');
  });

  it('shows the lock as soon as the failure that started it comes back', async () => {
    let allowed = true;
    signInRoutes({
      extra: [
        ['POST /api/users/isAllowedLogin', () => jsonResponse(allowed ? { allowed } : { allowed, retry_after: 900 })],
        [
          'POST /api/auth/sign-in/email',
          () => {
            allowed = false;
            return jsonResponse({ error: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
          },
        ],
      ],
    });
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, CREDENTIALS.email, 'Wrong1234');
    expect(await screen.findByText(/locked for 15 more minutes/)).toBeInTheDocument();
  });

  it('shows a lock answered by the sign-in itself (423 ACCOUNT_LOCKED)', async () => {
    signInRoutes({
      extra: [
        [
          'POST /api/auth/sign-in/email',
          () =>
            jsonResponse(
              { error: 'ACCOUNT_LOCKED', message: 'Too many failed sign-in attempts.', retry_after: 45 },
              423,
            ),
        ],
      ],
    });
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, CREDENTIALS.email, CREDENTIALS.password);
    expect(await screen.findByText(/locked for 1 more minute\./)).toBeInTheDocument();
  });

  it('says when the address is not confirmed yet', async () => {
    signInRoutes({
      extra: [
        [
          'POST /api/auth/sign-in/email',
          () => jsonResponse({ error: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403),
        ],
      ],
    });
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, CREDENTIALS.email, CREDENTIALS.password);
    expect(await screen.findByText(/Please confirm your e-mail address first/)).toBeInTheDocument();
  });

  it('when rate limited, says so and opens the rate-limited modal', async () => {
    signInRoutes({
      extra: [
        [
          'POST /api/auth/sign-in/email',
          () =>
            jsonResponse(
              {
                error: 'RATE_LIMITED',
                message: 'Too many requests at the moment. Please try again later',
                retry_after: 60,
              },
              429,
            ),
        ],
      ],
    });
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, CREDENTIALS.email, CREDENTIALS.password);

    expect(
      await screen.findByText('Too many attempts right now. Please wait a moment, then try again.'),
    ).toBeInTheDocument();
    const modal = await screen.findByRole('dialog', { name: 'Too many requests' });
    expect(modal).toHaveAccessibleDescription('Too many requests at the moment. Please try again later');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the fields first: nothing is sent for an empty or malformed address, or an empty password', async () => {
    const { fetchMock } = signInRoutes();
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, '', '');
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');

    await fillAndSubmit(user, 'camille@', 'Secret123');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    await fillAndSubmit(user, CREDENTIALS.email, 'x'.repeat(129));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Your password can be at most 128 characters.',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();

    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('goes to /signup when already logged in', async () => {
    stubApi([['GET /api/auth/providers', { providers: [] }], ...memberRoutes()]);
    const { router } = await renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('links to sign-up', async () => {
    signInRoutes();
    await renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('is in French with French selected', async () => {
    signInRoutes();
    await renderApp('/login', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse courriel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mot de passe oublié?' })).toBeInTheDocument();
  });
});

describe('/login social buttons', () => {
  it('shows no social button when the server has none configured', async () => {
    signInRoutes({ providers: [] });
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument());
  });

  it('shows only the configured providers, and one sends the browser to the provider', async () => {
    const { fetchMock } = signInRoutes({
      providers: ['google', 'apple'],
      extra: [['POST /api/auth/sign-in/social', { url: 'https://accounts.example/consent?state=1', redirect: true }]],
    });
    window.localStorage.setItem('redirectUrl', JSON.stringify('/favourites'));
    const { user } = await renderApp('/login');

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();

    await user.click(google);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://accounts.example/consent?state=1'));
    expect(requestBody(fetchMock, '/api/auth/sign-in/social')).toEqual({
      provider: 'google',
      callbackURL: `${window.location.origin}/favourites`,
      errorCallbackURL: `${window.location.origin}/login`,
    });
    // No password check for a social sign-in.
    expect(calls(fetchMock)).not.toContain('POST /api/users/isAllowedLogin');
  });

  it('says when the provider sent the visitor back with an error', async () => {
    signInRoutes();
    await renderApp('/login?error=account_not_linked');
    expect(
      await screen.findByText(
        'An SPC account already uses this e-mail address. Log in with your e-mail address and password instead.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/login forgotten password', () => {
  it('asks for a reset link and answers the same whether or not the address has an account', async () => {
    const { fetchMock } = signInRoutes({
      extra: [['POST /api/auth/request-password-reset', { status: true }]],
    });
    const { user, router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(router.state.location.search).toBe('?mode=reset');
    await waitFor(() => expect(heading).toHaveFocus());
    // The address typed in the login form is kept.
    expect(screen.getByLabelText('E-mail address')).toHaveValue('someone@example.com');

    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(
        /If an account exists for someone@example\.com, we've sent it a link to reset the password/,
      ),
    ).toBeInTheDocument();
    expect(requestBody(fetchMock, '/api/auth/request-password-reset')).toEqual({
      email: 'someone@example.com',
      redirectTo: '/__/auth/action',
    });

    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('refuses a malformed address without asking, and reports a rate limit', async () => {
    const { fetchMock } = signInRoutes({
      extra: [
        [
          'POST /api/auth/request-password-reset',
          () =>
            jsonResponse(
              { error: 'RATE_LIMITED', message: 'Too many requests at the moment. Please try again later' },
              429,
            ),
        ],
      ],
    });
    const { user } = await renderApp('/login?mode=reset');
    const email = await screen.findByLabelText('E-mail address');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(calls(fetchMock)).not.toContain('POST /api/auth/request-password-reset');

    await user.clear(email);
    await user.type(email, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText('Too many requests right now. Please wait a moment, then try again.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Too many requests' })).toBeInTheDocument();
  });
});

describe('/logout', () => {
  it('signs out, goes home with the visitor header, and keeps the language', async () => {
    const { routes, state } = switchableSession({}, { signedIn: true });
    const fetchMock = stubApi(routes);
    const { router } = await renderApp('/logout', { language: 'fr' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls(fetchMock)).toContain('POST /api/auth/sign-out');
    expect(state.signedIn).toBe(false);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/signup');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('goes home for a visitor too', async () => {
    stubApi([...visitorRoutes, ['POST /api/auth/sign-out', { success: true }]]);
    const { router } = await renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
