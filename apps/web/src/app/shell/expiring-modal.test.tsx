// The membership-expiring modal with the real session and banner status (stubbed API answers), a modal
// notice of a notification centre whose list renders it: its three variants, "once" through the
// membership_expiring_modal_shown cookie, when it stays shut, and its notice's id, expiry and callback.
import type { BannerStatus } from '@spc/domain/membership-banner';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/providers.tsx';
import { memberApi, profileFixture } from '../../test/fixtures/session-api.ts';
import { EXPIRING_MODAL_COOKIE } from '../../features/billing/expiring-modal-cookie.ts';
import { clearBillingCookies } from '../../features/billing/testing/billing-api.ts';
import { readCookie, setCookie } from '../../lib/cookies.ts';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { calls, stubApi } from '../../test/api-stub.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { createNotificationCentre } from '../../features/notifications/notification-centre.ts';
import { EXPIRING_MODAL_ID, ExpiringModal } from './expiring-modal.tsx';

afterEach(() => {
  clearBillingCookies();
  vi.useRealTimers();
});

async function renderModal(
  banner: BannerStatus | (() => Response),
  { path = '/deals', language = 'en' }: { path?: string; language?: 'en' | 'fr' } = {},
) {
  const fetchMock = stubApi([
    ['GET /api/store/topBannerStatus', typeof banner === 'function' ? banner : () => jsonResponse(banner)],
    ...memberApi({ profile: profileFixture({ language }) }),
  ]);
  const centre = createNotificationCentre();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ExpiringModal centre={centre} />
            <NotificationList labels={{ region: 'Notices', dismiss: 'Dismiss' }} centre={centre} />
            <Outlet />
          </>
        ),
        children: ['/deals', '/billing', '/signup'].map((page) => ({ path: page, element: <h1>Page {page}</h1> })),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={await createI18n(language)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/store/topBannerStatus'));
  return { router, fetchMock, centre, unmount: result.unmount, user: userEvent.setup() };
}

describe('ExpiringModal', () => {
  it.each([
    [
      { success: true, type: 'auto-renew', days: '14' },
      'Your membership ends soon',
      'Your membership ends in 14 days. Turn on auto-renew to keep your discounts without a break.',
      'Turn on auto-renew',
      '/billing',
    ],
    [
      { success: true, type: 'payment', days: '2' },
      'Update your payment method',
      'Your membership renews in 2 days, but the card on file cannot be charged. Update it to keep your discounts.',
      'Update my card',
      '/billing',
    ],
    [
      { success: true, type: 'subscription', days: '0' },
      'Your membership has expired',
      'Renew your membership to get your student discounts back.',
      'Renew my membership',
      '/signup',
    ],
  ] as const)('shows the %o variant, whose button leads on', async (banner, title, body, action, target) => {
    const { router, user } = await renderModal(banner);

    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(body);
    await user.click(within(dialog).getByRole('link', { name: action }));

    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows once: the cookie remembers it, so the next visit does not open it', async () => {
    const first = await renderModal({ success: true, type: 'payment', days: '14' });
    const dialog = await screen.findByRole('dialog', { name: 'Update your payment method' });
    expect(readCookie(EXPIRING_MODAL_COOKIE)).toBe('payment:14');
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    first.unmount();

    await renderModal({ success: true, type: 'payment', days: '14' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a different reminder than the one remembered', async () => {
    setCookie(EXPIRING_MODAL_COOKIE, 'auto-renew:14', { days: 1 });
    await renderModal({ success: true, type: 'subscription', days: '0' });
    expect(await screen.findByRole('dialog', { name: 'Your membership has expired' })).toBeInTheDocument();
    expect(readCookie(EXPIRING_MODAL_COOKIE)).toBe('subscription:0');
  });

  it.each([
    ['days 7', { success: true, type: 'payment', days: '7' }],
    ['days 30', { success: true, type: 'auto-renew', days: '30' }],
    ['a failed payment (days 0)', { success: true, type: 'payment', days: '0' }],
    ['an unsuccessful answer', { success: false }],
  ] as const)('stays shut for %s', async (_label, banner) => {
    await renderModal(banner);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readCookie(EXPIRING_MODAL_COOKIE)).toBeNull();
  });

  it('stays shut when the call fails', async () => {
    await renderModal(() => jsonResponse({ error: 'INTERNAL', message: 'x' }, 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readCookie(EXPIRING_MODAL_COOKIE)).toBeNull();
  });

  it('does not open (nor count as shown) on the page its button leads to', async () => {
    await renderModal({ success: true, type: 'auto-renew', days: '2' }, { path: '/billing' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readCookie(EXPIRING_MODAL_COOKIE)).toBeNull();
  });

  it('reads naturally in French', async () => {
    await renderModal({ success: true, type: 'auto-renew', days: '14' }, { language: 'fr' });
    const dialog = await screen.findByRole('dialog', { name: 'Votre abonnement se termine bientôt' });
    expect(within(dialog).getByRole('link', { name: 'Activer le renouvellement' })).toBeInTheDocument();
  });

  describe('as a notice of the notification centre', () => {
    it('is a modal notice under its id, outside the list, lasting until the end of the day', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2027, 0, 15, 10, 0, 0) });
      const { centre } = await renderModal({ success: true, type: 'payment', days: '14' });
      await screen.findByRole('dialog', { name: 'Update your payment method' });
      const [notice] = centre.list();
      expect(notice).toMatchObject({ id: EXPIRING_MODAL_ID, modal: true, expiry: new Date(2027, 0, 16).getTime() });
      // Not a line of the notices' list: the list's region is not even there.
      expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    });

    it('closing the dialog dismisses its notice; the callback keeps this reminder shut on the page', async () => {
      const { centre, router, user } = await renderModal({ success: true, type: 'auto-renew', days: '2' });
      const dialog = await screen.findByRole('dialog', { name: 'Your membership ends soon' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(centre.list()).toEqual([]);
      // Even with the cookie gone, this page does not open the same reminder again.
      clearBillingCookies();
      await act(() => router.navigate('/signup'));
      await act(() => router.navigate('/deals'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(centre.list()).toEqual([]);
    });

    it('expires at midnight: the dialog closes by itself and the callback keeps it shut', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2027, 0, 15, 23, 59, 30) });
      const { centre } = await renderModal({ success: true, type: 'subscription', days: '0' });
      const dialog = await screen.findByRole('dialog', { name: 'Your membership has expired' });

      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });

      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(centre.list()).toEqual([]);
      expect(readCookie(EXPIRING_MODAL_COOKIE)).toBe('subscription:0');
    });
  });
});
