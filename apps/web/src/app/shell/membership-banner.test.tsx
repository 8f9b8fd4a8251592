// The membership banner with the real session and banner status (from stubbed API answers), posted to
// a notification centre whose list renders it: each type and days value's message in English and
// French, where it leads, when it stays hidden, and its notice's expiry at midnight (the callback asks
// for the new day's status).
import type { BannerStatus } from '@spc/domain/membership-banner';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/providers.tsx';
import { memberApi, profileFixture, visitorApi } from '../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubRoute } from '../../test/api-stub.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSessionStatus } from '../../lib/session.ts';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { createNotificationCentre, type NotificationCentre } from '../../features/notifications/notification-centre.ts';
import { MEMBERSHIP_BANNER_ID, MembershipBanner } from './membership-banner.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function Settled() {
  return useSessionStatus() === 'loading' ? null : <p>Session settled</p>;
}

async function renderBanner(
  banner: BannerStatus | (() => Response),
  { path = '/deals', language = 'en', routes }: { path?: string; language?: 'en' | 'fr'; routes?: StubRoute[] } = {},
) {
  const fetchMock = stubApi([
    ['GET /api/store/topBannerStatus', typeof banner === 'function' ? banner : () => jsonResponse(banner)],
    ...(routes ?? memberApi({ profile: profileFixture({ language }) })),
  ]);
  const centre = createNotificationCentre();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <MembershipBanner centre={centre} />
            <NotificationList labels={{ region: 'Notices', dismiss: 'Dismiss' }} centre={centre} />
            <Outlet />
            <Settled />
          </>
        ),
        children: ['/deals', '/billing', '/signup'].map((page) => ({ path: page, element: <h1>Page {page}</h1> })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={await createI18n(language)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByText('Session settled');
  return { router, fetchMock, centre, user: userEvent.setup() };
}

const reminder = (name = 'Membership reminder') => screen.findByRole('region', { name });

describe('MembershipBanner', () => {
  it.each([
    ['payment', '0', 'Your last payment failed — update your card to keep your membership.'],
    ['payment', '7', 'Your card on file expires before your renewal in 7 days — update it to keep your membership.'],
    [
      'payment',
      '14',
      'Your membership renews in 14 days and the card on file cannot be charged — update it now to keep your discounts.',
    ],
    [
      'payment',
      '2',
      'Your membership renews in 2 days and the card on file cannot be charged — update it now to keep your discounts.',
    ],
    [
      'payment',
      '60',
      'Your card on file expires before your membership renews in 60 days — update it when you have a moment.',
    ],
    [
      'payment',
      '30',
      'Your card on file expires before your membership renews in 30 days — update it when you have a moment.',
    ],
    ['auto-renew', '30', 'Your membership ends in 30 days — turn on auto-renew.'],
    ['auto-renew', '0', 'Your membership ends today — turn on auto-renew.'],
    ['subscription', '0', 'Your membership has expired — renew now.'],
  ] as const)('%s, days %s: "%s"', async (type, days, message) => {
    await renderBanner({ success: true, type, days });
    expect(within(await reminder()).getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['payment', '0', 'Votre dernier paiement a échoué — mettez votre carte à jour pour garder votre abonnement.'],
    [
      'payment',
      '7',
      'Votre carte au dossier expire avant votre renouvellement, dans 7 jours — mettez-la à jour pour garder votre abonnement.',
    ],
    [
      'payment',
      '14',
      'Votre abonnement se renouvelle dans 14 jours et la carte au dossier ne peut pas être débitée — mettez-la à jour dès maintenant pour garder vos rabais.',
    ],
    [
      'payment',
      '60',
      'Votre carte au dossier expire avant le renouvellement de votre abonnement, dans 60 jours — mettez-la à jour quand vous aurez un moment.',
    ],
    ['auto-renew', '14', 'Votre abonnement se termine dans 14 jours — activez le renouvellement automatique.'],
    ['subscription', '0', 'Votre abonnement est expiré — renouvelez-le dès maintenant.'],
  ] as const)('in French: %s, days %s', async (type, days, message) => {
    await renderBanner({ success: true, type, days }, { language: 'fr' });
    expect(within(await reminder('Rappel sur votre abonnement')).getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['payment', '7', 'Update my card', '/billing'],
    ['auto-renew', '30', 'Turn on auto-renew', '/billing'],
    ['subscription', '0', 'Renew now', '/signup'],
  ] as const)('%s leads to %4$s', async (type, days, action, target) => {
    const { router, user } = await renderBanner({ success: true, type, days });

    await user.click(within(await reminder()).getByRole('link', { name: action }));

    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    // Not on the page it leads to.
    expect(screen.queryByRole('region', { name: 'Membership reminder' })).not.toBeInTheDocument();
  });

  it('is hidden on /billing, where the page itself shows the state', async () => {
    const { fetchMock } = await renderBanner({ success: true, type: 'payment', days: '0' }, { path: '/billing' });
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/store/topBannerStatus'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is hidden when the answer is unsuccessful', async () => {
    const { fetchMock } = await renderBanner({ success: false });
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/store/topBannerStatus'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is hidden when the call fails', async () => {
    const { fetchMock } = await renderBanner(() => jsonResponse({ error: 'INTERNAL', message: 'x' }, 500));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/store/topBannerStatus'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is not fetched for a visitor or an unregistered user', async () => {
    const visitor = await renderBanner({ success: true, type: 'subscription', days: '0' }, { routes: visitorApi });
    expect(calls(visitor.fetchMock)).not.toContain('GET /api/store/topBannerStatus');
  });

  it('is not fetched for a signed-in user who has not registered', async () => {
    const { fetchMock } = await renderBanner(
      { success: true, type: 'subscription', days: '0' },
      { routes: memberApi({ registered: false, cards: [] }) },
    );
    expect(calls(fetchMock)).not.toContain('GET /api/store/topBannerStatus');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  describe('as a notice of the notification centre', () => {
    const bannerIds = (centre: NotificationCentre) => centre.list().map((notice) => notice.id);

    it('is one notice, in the centre’s list, that the member cannot dismiss', async () => {
      const { centre } = await renderBanner({ success: true, type: 'payment', days: '7' });
      const region = await screen.findByRole('region', { name: 'Notices' });
      expect(within(region).getByRole('region', { name: 'Membership reminder' })).toBeInTheDocument();
      expect(bannerIds(centre)).toEqual([MEMBERSHIP_BANNER_ID]);
      expect(within(region).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    });

    it('is withdrawn from the centre on the page it leads to', async () => {
      const { router, centre, user } = await renderBanner({ success: true, type: 'payment', days: '7' });
      await user.click(within(await reminder()).getByRole('link', { name: 'Update my card' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
      expect(bannerIds(centre)).toEqual([]);
    });

    it('expires at midnight, and its callback posts the new day’s banner from a fresh status', async () => {
      // Real time keeps flowing (the queries and waitFor need it); the clock starts a minute before midnight.
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2027, 0, 15, 23, 59, 0) });
      const answers = [
        { success: true, type: 'auto-renew', days: '3' },
        { success: true, type: 'auto-renew', days: '2' },
      ] as const;
      let asked = 0;
      const { centre, fetchMock } = await renderBanner(() => jsonResponse(answers[Math.min(asked++, 1)]));
      expect(within(await reminder()).getByText('Your membership ends in 3 days — turn on auto-renew.')).toBeVisible();
      const notice = centre.list().find((item) => item.id === MEMBERSHIP_BANNER_ID);
      expect(notice?.expiry).toBe(new Date(2027, 0, 16).getTime());

      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });

      expect(
        await within(await reminder()).findByText('Your membership ends in 2 days — turn on auto-renew.'),
      ).toBeVisible();
      expect(calls(fetchMock).filter((call) => call === 'GET /api/store/topBannerStatus')).toHaveLength(2);
      expect(centre.list().find((item) => item.id === MEMBERSHIP_BANNER_ID)?.expiry).toBe(
        new Date(2027, 0, 17).getTime(),
      );
    });
  });
});
