// The consent banner and settings (issue 21 item 1), through the real route table: shown on a first
// visit after hydration, never to search-engine bots nor after a choice of the current version, with
// equal-weight "Accept all" and "Refuse all"; refusing writes nothing optional and deletes what was
// stored, accepting stores what the landing URL carried; the footer's "Cookie settings" reopens the
// choice at any time; the decision is kept on a signed-in person's profile.
import { CONSENT_COOKIE, CONSENT_VERSION, parseConsentCookie } from '@spc/domain/consent-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../lib/cookies.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { readClickIds } from '../../../lib/tracking-capture.ts';
import { AFFILIATE_COOKIE, readUtm, UTM_STORAGE_KEY } from '../../../lib/tracking.ts';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { consentTo, cookieNames, resetCookiesAndConsent } from '../../../test/consent.ts';
import { memberApi, visitorApi } from '../../../test/fixtures/session-api.ts';
import { categoriesFixture } from '../../../test/fixtures/deals.ts';
import { websiteMenuFixture } from '../../../test/fixtures/navigation.ts';
import { TestProviders } from '../../../test/providers.tsx';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { sentBodies } from '../../../test/requests.ts';
import { resetProfileSync } from '../profile-sync.ts';
import { CookieSettingsButton } from './cookie-settings-button.tsx';

const BANNER = { name: 'Cookies and your privacy' };
const shell: StubRoute[] = [
  ['GET /api/partners/v2/categories', categoriesFixture],
  ['GET /api/users/website-menu', websiteMenuFixture],
];

async function open(path = '/contact', routes: StubRoute[] = visitorApi) {
  const fetchMock = stubApi([...shell, ...routes]);
  const app = await renderApp(path);
  await screen.findByRole('contentinfo');
  return { ...app, fetchMock };
}

/** Lets the lazy modules load and settle, for tests that expect nothing to appear. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const storedChoice = () => parseConsentCookie(readCookie(CONSENT_COOKIE));

beforeEach(() => resetProfileSync());
afterEach(resetCookiesAndConsent);

describe('the cookie banner', { timeout: 15_000 }, () => {
  it('is shown on a first visit, as a named region with a heading and a link to the privacy policy', async () => {
    await open();
    const banner = await screen.findByRole('region', BANNER);
    expect(within(banner).getByRole('heading', { level: 2, name: BANNER.name })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    // Outside the app's root, first in reading order: keyboard users reach it first.
    expect(document.body.firstElementChild?.contains(banner)).toBe(true);
  });

  it('gives "Accept all" and "Refuse all" equal weight: the same button, size and look', async () => {
    await open();
    const banner = await screen.findByRole('region', BANNER);
    const accept = within(banner).getByRole('button', { name: 'Accept all' });
    const refuse = within(banner).getByRole('button', { name: 'Refuse all' });
    expect(refuse.className).toBe(accept.className);
    expect(within(banner).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('is not rendered by the server: the first render has no banner, even for a first visit', async () => {
    const i18n = await createI18n('en');
    const router = createMemoryRouter([{ path: '/', element: <CookieSettingsButton className="" /> }]);
    const html = renderToString(
      <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(html).toContain('Cookie settings');
    expect(html).not.toContain('Accept all');
  });

  it('is not shown to search-engine bots', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    const { user } = await open();
    // The settings still open from the footer, which proves the lazy module is there: no banner with it.
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('is not shown after a choice of the current version, and comes back for an older version', async () => {
    consentTo({ marketing: false });
    await open();
    await settle();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    resetCookiesAndConsent();

    document.cookie = `${CONSENT_COOKIE}=v${CONSENT_VERSION - 1}.a1.m1.t${Date.now()}; Path=/`;
    await open();
    expect(await screen.findByRole('region', BANNER)).toBeInTheDocument();
  });

  it('"Refuse all": remembers the refusal, writes nothing optional, deletes what was stored', async () => {
    // Stored before this device was asked (an earlier release wrote them without asking).
    document.cookie = `${AFFILIATE_COOKIE}=x; Path=/`;
    window.localStorage.setItem(UTM_STORAGE_KEY, '{"utm":{"source":"old"},"expireDate":9999999999999}');
    const { user } = await open('/contact?utm_source=insta&gclid=G1&referral=FRIEND1');
    const banner = await screen.findByRole('region', BANNER);
    await settle();
    // Nothing from the landing URL was stored while the person had not answered.
    expect(window.localStorage.getItem('spc.clickIds')).toBeNull();
    expect(window.localStorage.getItem('spc.referral')).toBeNull();

    await user.click(within(banner).getByRole('button', { name: 'Refuse all' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    expect(storedChoice()).toMatchObject({ version: CONSENT_VERSION, analytics: false, marketing: false });
    expect(cookieNames()).toEqual([CONSENT_COOKIE]);
    expect(window.localStorage.length).toBe(0);
    // The focus the banner held goes to the page.
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('"Accept all": stores the choice, then what the landing URL carried', async () => {
    const { user } = await open('/contact?utm_source=insta&gclid=G1');
    const banner = await screen.findByRole('region', BANNER);
    expect(window.localStorage.getItem(UTM_STORAGE_KEY)).toBeNull();

    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    expect(storedChoice()).toMatchObject({ version: CONSENT_VERSION, analytics: true, marketing: true });
    expect(readUtm()?.utm).toEqual({ source: 'insta' });
    expect(readClickIds().gclid?.id).toBe('G1');
  });

  it('speaks French to a French reader', async () => {
    stubApi([...shell, ...visitorApi]);
    await renderApp('/contact', { language: 'fr' });
    const banner = await screen.findByRole('region', { name: 'Les témoins et votre vie privée' });
    expect(within(banner).getByRole('button', { name: 'Tout accepter' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Tout refuser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paramètres des témoins' })).toBeInTheDocument();
  });
});

describe('the cookie settings', { timeout: 15_000 }, () => {
  it('open from the banner: necessary on and fixed, analytics and marketing off by default', async () => {
    const { user } = await open();
    const banner = await screen.findByRole('region', BANNER);
    await user.click(within(banner).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedChoice()).toMatchObject({ analytics: false, marketing: true });
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('reopen from the footer at any time, with the current choice; withdrawing deletes what was stored', async () => {
    consentTo({ analytics: true, marketing: true });
    const { user } = await open('/contact?utm_source=insta');
    await waitFor(() => expect(readUtm()?.utm).toEqual({ source: 'insta' }));
    document.cookie = `${AFFILIATE_COOKIE}=x; Path=/`;

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' });
    expect(marketing).toBeChecked();
    // Keyboard: the switch toggles with Space.
    marketing.focus();
    await user.keyboard(' ');
    expect(marketing).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedChoice()).toMatchObject({ analytics: true, marketing: false });
    expect(cookieNames()).toEqual([CONSENT_COOKIE]);
    expect(window.localStorage.getItem(UTM_STORAGE_KEY)).toBeNull();
    // Focus goes back to the link that opened the dialog.
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();

    // Closing without saving changes nothing.
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedChoice()).toMatchObject({ analytics: true, marketing: false });
  });
});

describe('the decision on the profile', { timeout: 15_000 }, () => {
  it('is saved when a signed-in person decides', async () => {
    const { user, fetchMock } = await open('/contact', [
      ...memberApi(),
      ['GET /api/users/user/consent', { consent: null }],
      ['PUT /api/users/user/consent', ({ body }) => jsonResponse({ consent: body })],
    ]);
    const banner = await screen.findByRole('region', BANNER);
    await user.click(within(banner).getByRole('button', { name: 'Refuse all' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/users/user/consent')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT', '/api/users/user/consent')[0]).toEqual(storedChoice());
  });

  it('on sign-in, the device’s choice goes to a profile that has none', async () => {
    consentTo({ analytics: false, marketing: true }, new Date(Date.now() - 60_000));
    const { fetchMock } = await open('/contact', [
      ...memberApi(),
      ['GET /api/users/user/consent', { consent: null }],
      ['PUT /api/users/user/consent', ({ body }) => jsonResponse({ consent: body })],
    ]);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/users/user/consent')).toEqual([
        expect.objectContaining({ version: CONSENT_VERSION, analytics: false, marketing: true }),
      ]),
    );
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('a profile’s choice comes to a device that has none, and the banner goes', async () => {
    const decided = {
      version: CONSENT_VERSION,
      analytics: true,
      marketing: false,
      decided_at: '2026-10-01T12:00:00.000Z',
    };
    const { fetchMock } = await open('/contact', [
      ...memberApi(),
      ['GET /api/users/user/consent', { consent: decided }],
    ]);
    await waitFor(() => expect(storedChoice()).toEqual(decided));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    expect(sentBodies(fetchMock, 'PUT', '/api/users/user/consent')).toEqual([]);
  });
});
