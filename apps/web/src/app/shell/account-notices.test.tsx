// The account notices with the real session (loaded from stubbed API answers), on a few pages: what
// shows where, where each leads, and acknowledging the policy update.
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/providers.tsx';
import { sentBody } from '../../test/requests.ts';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../test/fixtures/session-api.ts';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSession, useSessionStatus } from '../../lib/session.ts';
import { calls, stubApi, type StubRoute } from '../../test/api-stub.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { clearBillingCookies } from '../../features/billing/testing/billing-api.ts';
import { AccountNotices } from './account-notices.tsx';

/** Says when the session has loaded, so a test can check what is *not* shown only after that. */
function SessionProbe() {
  const session = useSession();
  const status = useSessionStatus();
  if (status === 'loading') return null;
  return <p>{session ? `Session of ${session.user.email}` : 'No session'}</p>;
}

async function renderNotices(path: string, routes: StubRoute[], language: 'en' | 'fr' = 'en') {
  const fetchMock = stubApi(routes);
  const queryClient = createQueryClient({ retry: false });
  const i18n = await createI18n(language);
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <main>
            <AccountNotices />
            <Outlet />
            <SessionProbe />
          </main>
        ),
        children: [
          { path: '/deals', element: page('Deals') },
          { path: '/profile/edit', element: page('Edit profile') },
          { path: '/emailverification', element: page('Verification') },
          { path: '/signup/additional', element: page('Additional') },
          { path: '/activate/info', element: page('Activation') },
          { path: '/privacy', element: page('Privacy') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  await screen.findByText(/^(Session of|No session)/);
  return { fetchMock, router, user: userEvent.setup() };
}

const incompleteMember = (language: 'en' | 'fr' = 'en') =>
  memberApi({ profile: profileFixture({ postal: null, language }), cards: [cardFixture()] });

describe('AccountNotices', () => {
  it('shows nothing to a visitor', async () => {
    await renderNotices('/deals', visitorApi);
    expect(screen.getByText('No session')).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('shows nothing to a member with everything in order', async () => {
    await renderNotices('/deals', memberApi());
    expect(screen.getByText('Session of ada@example.com')).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('lists a valid member’s membership banner with the account notices, and opens the expiring modal', async () => {
    await renderNotices('/deals', [
      ['GET /api/store/topBannerStatus', () => jsonResponse({ success: true, type: 'payment', days: '14' })],
      ...memberApi({ emailVerified: false }),
    ]);

    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(await within(notices).findByRole('region', { name: 'Membership reminder' })).toBeInTheDocument();
    expect(within(notices).getByRole('region', { name: 'E-mail confirmation' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Update your payment method' })).toBeInTheDocument();
    clearBillingCookies();
  });

  it('asks an unverified member to confirm their address, leading to /emailverification', async () => {
    const { user, router } = await renderNotices('/deals', memberApi({ emailVerified: false }));

    const banner = await screen.findByRole('region', { name: 'E-mail confirmation' });
    expect(
      within(banner).getByText('Please confirm your e-mail address: we sent a link to ada@example.com.'),
    ).toBeInTheDocument();
    await user.click(within(banner).getByRole('link', { name: 'Send a new link' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/emailverification'));
    // Not on the verification page itself.
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
  });

  it('alerts a valid member with an incomplete profile, leading to /profile/edit where it hides', async () => {
    const { user, router } = await renderNotices('/deals', incompleteMember());

    const alert = await screen.findByRole('region', { name: 'Profile to complete' });
    await user.click(within(alert).getByRole('link', { name: 'Complete my profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    await screen.findByRole('heading', { name: 'Edit profile' });
    expect(screen.queryByRole('region', { name: 'Profile to complete' })).not.toBeInTheDocument();
  });

  it.each(['/signup/additional', '/activate/info'])('hides the invalid-profile alert on %s', async (path) => {
    await renderNotices(path, incompleteMember());
    expect(screen.queryByRole('region', { name: 'Profile to complete' })).not.toBeInTheDocument();
  });

  it('does not alert a member without a valid card', async () => {
    await renderNotices('/deals', memberApi({ profile: profileFixture({ postal: null }), cards: [] }));
    expect(screen.queryByRole('region', { name: 'Profile to complete' })).not.toBeInTheDocument();
  });

  it('shows the policy update until acknowledged, then records alerts_policy 1', async () => {
    const { user, fetchMock } = await renderNotices('/deals', [
      ['PUT /api/users/user/alerts-policy', { alerts_policy: 1 }],
      ...memberApi({ profile: profileFixture({ alerts_policy: 0 }) }),
    ]);

    const notice = await screen.findByRole('region', { name: 'Privacy policy update' });
    expect(within(notice).getByRole('link', { name: 'Read the policy' })).toHaveAttribute('href', '/privacy');
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));

    expect(screen.queryByRole('region', { name: 'Privacy policy update' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/users/user/alerts-policy'));
    expect(sentBody(fetchMock, 'PUT', '/api/users/user/alerts-policy')).toEqual({ alerts_policy: 1 });
  });

  it('reads naturally in French', async () => {
    // A French member (the notices apply the profile's language, spec §4).
    await renderNotices('/deals', incompleteMember('fr'), 'fr');

    const alert = await screen.findByRole('region', { name: 'Profil à compléter' });
    expect(within(alert).getByRole('link', { name: 'Compléter mon profil' })).toBeInTheDocument();
  });
});
