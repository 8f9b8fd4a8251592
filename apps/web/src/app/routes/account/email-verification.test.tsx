// /emailverification through the real route table: the resend button, its rate limit (429 →
// the rate-limit error state and a countdown from retry_after, the button back when it ends, spec §4
// "Email verification", §8), and the verified and signed-out cases.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { sentBody } from '../../../test/requests.ts';

const unverified = memberApi({ emailVerified: false });
const limit = (retry_after: number, count = 1) => ({ count, limit: 5, retry_after });

describe('/emailverification', () => {
  beforeEach(() => {
    // Timers run on their own, and the test can also jump ahead of the countdown.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to check the inbox and resends the link in the interface language', async () => {
    let sent = false;
    const fetchMock = stubApi([
      ['GET /api/users/update/resendratelimit', () => jsonResponse(sent ? limit(60, 2) : limit(0))],
      ['POST /api/users/user/verifyemail', () => ((sent = true), jsonResponse({ sent: true }))],
      ...unverified,
    ]);
    const { user } = await renderApp('/emailverification');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText('We sent a link to ada@example.com. Open it to confirm your address.')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Send a new link' });
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);

    expect(
      await screen.findByText('A new link is on its way. It can take a few minutes to arrive.'),
    ).toBeInTheDocument();
    // The server's spacing between two sends holds the button.
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByText(/^You can ask for another link in (60|59) s\.$/)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/users/user/verifyemail')).toEqual({ language: 'en' });
  });

  it('on a 429 shows the rate-limit error, counts down from retry_after, then gives the button back', async () => {
    const fetchMock = stubApi([
      ['GET /api/users/update/resendratelimit', limit(0, 4)],
      [
        'POST /api/users/user/verifyemail',
        () =>
          jsonResponse(
            {
              error: 'RATE_LIMITED',
              message: 'Too many requests at the moment. Please try again later',
              retry_after: 5,
            },
            429,
          ),
      ],
      ...unverified,
    ]);
    const { user } = await renderApp('/emailverification');
    const button = await screen.findByRole('button', { name: 'Send a new link' });
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);

    expect(
      await screen.findByText('Too many requests at the moment. Please try again later.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(screen.getByText('You can ask for another link in 5 s.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('You can ask for another link in 3 s.')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(button).toBeEnabled();
    expect(screen.queryByText(/You can ask for another link/)).not.toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call === 'POST /api/users/user/verifyemail')).toHaveLength(1);
  });

  it('on a 429 without retry_after, waits for what the resend limit says', async () => {
    let refused = false;
    stubApi([
      ['GET /api/users/update/resendratelimit', () => jsonResponse(refused ? limit(42, 5) : limit(0, 5))],
      [
        'POST /api/users/user/verifyemail',
        () => ((refused = true), jsonResponse({ error: 'auth/too-many-requests', message: 'Too many' }, 429)),
      ],
      ...unverified,
    ]);
    const { user } = await renderApp('/emailverification');
    const button = await screen.findByRole('button', { name: 'Send a new link' });
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);

    expect(await screen.findByText(/^You can ask for another link in (42|41) s\.$/)).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('holds the button while a wait from an earlier send is still running', async () => {
    stubApi([['GET /api/users/update/resendratelimit', limit(30, 1)], ...unverified]);
    await renderApp('/emailverification');

    const button = await screen.findByRole('button', { name: 'Send a new link' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByText(/^You can ask for another link in (30|29) s\.$/)).toBeInTheDocument();
  });

  it('tells a verified member their address is confirmed', async () => {
    stubApi(memberApi());
    await renderApp('/emailverification');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    stubApi(visitorApi);
    await renderApp('/emailverification');

    expect(await screen.findByText('Log in to confirm your e-mail address or get a new link.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getAllByRole('link', { name: 'Log in' }).at(-1) ?? null);
  });

  it('reads naturally in French', async () => {
    stubApi([
      ['GET /api/users/update/resendratelimit', limit(0)],
      // The interface follows the member's profile language.
      ...memberApi({ emailVerified: false, profile: profileFixture({ language: 'fr', email_verified: false }) }),
    ]);
    await renderApp('/emailverification', { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmez votre adresse courriel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer un nouveau lien' })).toBeInTheDocument();
  });
});
