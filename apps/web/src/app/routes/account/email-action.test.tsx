// /__/auth/action through the real route table: the link's parts (spec §4 "Email-action link", §5
// 'Invalid Email Verification Link'), e-mail verification, password reset, and used or expired links.
import { APP_API_KEY } from '@spc/domain/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { answerFrom, memberApi, visitorApi } from '../../../test/fixtures/session-api.ts';
import { sentBody } from '../../../test/requests.ts';

function actionUrl(params: Record<string, string>): string {
  return `/__/auth/action?${new URLSearchParams(params).toString()}`;
}

const verifyLink = (extra: Record<string, string> = {}) =>
  actionUrl({ mode: 'verifyEmail', oobCode: 'code-123', apiKey: APP_API_KEY, ...extra });
const resetLink = (extra: Record<string, string> = {}) =>
  actionUrl({ mode: 'resetPassword', oobCode: 'reset-456', apiKey: APP_API_KEY, ...extra });

const tokenError =
  (error: string, status = 400) =>
  () =>
    jsonResponse({ error, message: error === 'TOKEN_EXPIRED' ? 'token expired' : 'invalid token' }, status);

describe('/__/auth/action — invalid links', () => {
  it.each([
    ['without an apiKey', actionUrl({ mode: 'verifyEmail', oobCode: 'code-123' })],
    ['with another apiKey', actionUrl({ mode: 'verifyEmail', oobCode: 'code-123', apiKey: 'someone-else' })],
    ['without an oobCode', actionUrl({ mode: 'verifyEmail', apiKey: APP_API_KEY })],
    ['with an unknown mode', actionUrl({ mode: 'signIn', oobCode: 'code-123', apiKey: APP_API_KEY })],
  ])('says “Invalid Email Verification Link” %s, and asks the server nothing', async (_case, url) => {
    const fetchMock = stubApi(visitorApi);
    await renderApp(url);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid Email Verification Link' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/emailverification');
    expect(calls(fetchMock).some((call) => call.includes('verify-email'))).toBe(false);
  });

  it('says it in French', async () => {
    stubApi(visitorApi);
    await renderApp(actionUrl({ mode: 'verifyEmail', oobCode: 'code-123' }), { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien de vérification du courriel invalide' }),
    ).toBeInTheDocument();
  });

  it('refuses a reset link without its apiKey', async () => {
    const fetchMock = stubApi(visitorApi);
    await renderApp(actionUrl({ mode: 'resetPassword', oobCode: 'reset-456' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid password reset link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.startsWith('POST'))).toBe(false);
  });
});

describe('/__/auth/action — verifyEmail', () => {
  it('verifies the address with the oobCode, reads the session again and continues to the continueUrl', async () => {
    let verified = false;
    const member = memberApi();
    const fetchMock = stubApi([
      ['GET /api/auth/verify-email', () => ((verified = true), jsonResponse({ status: true }))],
      ['GET /api/auth/get-session', (request) => (verified ? answerFrom(member, request) : new Response('null'))],
      ...member,
    ]);
    await renderApp(verifyLink({ continueUrl: `${window.location.origin}/signup/additional?step=2` }));

    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/signup/additional?step=2');
    expect(calls(fetchMock)).toContain('GET /api/auth/verify-email?token=code-123');
    // Signed in by the verification: the session is read again and the header shows the member.
    await waitFor(() => {
      const all = calls(fetchMock);
      expect(all.lastIndexOf('GET /api/auth/get-session')).toBeGreaterThan(
        all.indexOf('GET /api/auth/verify-email?token=code-123'),
      );
    });
    expect(calls(fetchMock).filter((call) => call.startsWith('GET /api/auth/verify-email'))).toHaveLength(1);
  });

  it('continues home when the continueUrl is on another site', async () => {
    stubApi([['GET /api/auth/verify-email', { status: true }], ...visitorApi]);
    await renderApp(verifyLink({ continueUrl: 'https://evil.example.com/phish' }));

    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });

  it('says an expired link has expired, offers a new one, and sends home rather than to the continueUrl', async () => {
    stubApi([['GET /api/auth/verify-email', tokenError('TOKEN_EXPIRED', 401)], ...visitorApi]);
    await renderApp(verifyLink({ continueUrl: `${window.location.origin}/signup/additional` }));

    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/emailverification');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('says a used link is no longer valid', async () => {
    stubApi([['GET /api/auth/verify-email', tokenError('INVALID_TOKEN')], ...visitorApi]);
    await renderApp(verifyLink());

    expect(await screen.findByText('This link has already been used or is no longer valid.')).toBeInTheDocument();
  });

  it('offers to try again when the server could not be reached', async () => {
    let attempts = 0;
    stubApi([
      [
        'GET /api/auth/verify-email',
        () =>
          ++attempts === 1 ? jsonResponse({ error: 'INTERNAL', message: 'boom' }, 500) : jsonResponse({ status: true }),
      ],
      ...visitorApi,
    ]);
    const { user } = await renderApp(verifyLink());

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('speaks the language the link names', async () => {
    stubApi([['GET /api/auth/verify-email', { status: true }], ...visitorApi]);
    await renderApp(verifyLink({ lang: 'fr' }));

    expect(await screen.findByText('Votre adresse courriel est confirmée. Merci!')).toBeInTheDocument();
  });
});

describe('/__/auth/action — resetPassword', () => {
  it('refuses a weak password and a confirmation that differs, sending nothing', async () => {
    const fetchMock = stubApi(visitorApi);
    const { user } = await renderApp(resetLink());
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });

    await user.type(screen.getByLabelText('New password'), 'alllowercase1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));

    expect(await screen.findByRole('alert', { name: 'Please fix the following' })).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Your password needs at least 8 characters, with a digit, an uppercase letter and a lowercase letter.',
      ),
    );
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(calls(fetchMock).some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('saves the new password with the oobCode, then leads to log in', async () => {
    const fetchMock = stubApi([['POST /api/auth/reset-password', { status: true }], ...visitorApi]);
    const { user } = await renderApp(resetLink());
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });

    await user.type(screen.getByLabelText('New password'), 'NewSecret42');
    await user.type(screen.getByLabelText('Confirm the new password'), 'NewSecret42');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));

    expect(await screen.findByText('Your password is changed. Log in with your new password.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(sentBody(fetchMock, 'POST', '/api/auth/reset-password')).toEqual({
      newPassword: 'NewSecret42',
      token: 'reset-456',
    });
  });

  it('on a used or expired link, says so and sends a new link to the address given', async () => {
    const fetchMock = stubApi([
      ['POST /api/auth/reset-password', tokenError('INVALID_TOKEN')],
      ['POST /api/auth/request-password-reset', { status: true }],
      ...visitorApi,
    ]);
    const { user } = await renderApp(resetLink());
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });

    await user.type(screen.getByLabelText('New password'), 'NewSecret42');
    await user.type(screen.getByLabelText('Confirm the new password'), 'NewSecret42');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));

    expect(
      await screen.findByText(
        'This link has expired or has already been used. Enter your e-mail address to get a new one.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');

    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));

    expect(await screen.findByText('If an account uses this address, a new link is on its way.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/auth/request-password-reset')).toEqual({
      email: 'ada@example.com',
      redirectTo: `${window.location.origin}/login`,
    });
  });
});
