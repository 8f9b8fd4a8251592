// The staff console's door and gates in the browser (issue 20; decision 030): a member meets the site's
// 404 page, an ended session goes to the sign-in page, a staff member without two-step sign-in meets
// the set-up, one with it the console and the sections the role allows; the sign-in page asks for the
// app's code after the password.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const me = (overrides: object = {}) => ({
  user_id: 'u1',
  email: 'boss@spc.test',
  name: 'Boss',
  role: 'admin',
  permissions: ['console.open', 'staff.manage'],
  two_factor_enabled: true,
  idle_expires_at: Date.now() + 30 * 60_000,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff console', () => {
  it('is the 404 page for a member', async () => {
    stubApi([
      [
        'GET /api/staff/me',
        () => jsonResponse({ error: 'STAFF_ONLY', message: 'This area is for SPC staff only.' }, 403),
      ],
    ]);
    await renderApp('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends an idle session to the sign-in page, which says why', async () => {
    stubApi([['GET /api/staff/me', () => jsonResponse({ error: 'STAFF_SESSION_IDLE', message: 'Idle' }, 401)]]);
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(await screen.findByText(/signed out after 30 minutes/)).toBeInTheDocument();
  });

  it('asks a staff member without two-step sign-in to set it up first', async () => {
    stubApi([['GET /api/staff/me', me({ two_factor_enabled: false })]]);
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
  });

  it('shows the console with its skip link, its sections and sign-out', async () => {
    stubApi([['GET /api/staff/me', me()]]);
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#console-main');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(nav).toHaveTextContent('Staff');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs in with the password, then the code from the app', async () => {
    const fetchMock = stubApi([
      ['POST /api/auth/sign-in/email', { twoFactorRedirect: true, twoFactorMethods: ['totp'] }],
      ['POST /api/auth/two-factor/verify-totp', { token: 't' }],
      ['GET /api/staff/me', me()],
    ]);
    const { user, router } = await renderApp('/admin/sign-in');
    await user.type(await screen.findByLabelText('Email'), 'boss@spc.test');
    await user.type(screen.getByLabelText('Password'), 'Correct1horse');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('Code from the app');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const verify = calls(fetchMock).indexOf('POST /api/auth/two-factor/verify-totp');
    expect(verify).toBeGreaterThan(-1);
    expect(JSON.parse(fetchMock.mock.calls[verify]![1]!.body as string)).toEqual({ code: '123456' });
  });
});
