// /membership-screen through the real route table (and, for a reload with no network at all, the page
// on its own): the card, its wallet buttons, the loading, error and "no valid card" states, the copy
// kept on the device and shown offline, in English and French.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_UID, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { readStoredCard, storeCard, STORED_CARD_KEY } from '../../../features/membership-card/card-storage.ts';
import { leaveForWallet } from '../../../features/membership-card/leave-for-wallet.ts';
import { keepCardScreenOffline } from '../../../features/membership-card/service-worker.ts';
import {
  cardApi,
  membershipCardFixture,
  noValidCard,
  offline,
  VERIFICATION_URL,
} from '../../../features/membership-card/testing/card-api.ts';
import { renderRouteAlone } from '../../../features/membership-card/testing/render-route.tsx';
import { MembershipScreenRoute } from './membership-screen.tsx';

vi.mock('../../../features/membership-card/leave-for-wallet.ts', () => ({ leaveForWallet: vi.fn() }));
vi.mock('../../../features/membership-card/service-worker.ts', () => ({
  keepCardScreenOffline: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.mocked(leaveForWallet).mockClear();
  vi.mocked(keepCardScreenOffline).mockClear();
});

const openScreen = (language?: 'en' | 'fr') => renderApp('/membership-screen', { language });
const digitalCard = () => screen.findByRole('article', { name: 'SPC membership card' });

describe('/membership-screen', () => {
  it("shows the member's card: name, number, expiry, tier and the QR code of the verification URL", async () => {
    stubApi([...cardApi(), ...memberApi()]);
    await openScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your digital card' })).toBeInTheDocument();
    const card = await digitalCard();
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByText('6018-1234-5678-9012')).toBeInTheDocument();
    expect(within(card).getByText('August 31, 2099')).toBeInTheDocument();
    expect(within(card).getByText('Valid')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'SPC' })).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: 'QR code to verify this card' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('data-qr-value', VERIFICATION_URL);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Kept for offline use: the card on the device, the page's files by the service worker.
    await waitFor(() => expect(readStoredCard()).toMatchObject({ uid: MEMBER_UID, card: membershipCardFixture() }));
    expect(keepCardScreenOffline).toHaveBeenCalledTimes(1);
  });

  it('marks a verified student on the card, and only a verified one (issue 18 item 7)', async () => {
    stubApi([...cardApi({ card: membershipCardFixture({ student_verified: true }) }), ...memberApi()]);
    await openScreen();
    expect(within(await digitalCard()).getByText('Verified student')).toBeInTheDocument();
  });

  it('shows no student mark on the card of a member who is not verified', async () => {
    stubApi([...cardApi(), ...memberApi()]);
    await openScreen();
    const card = await digitalCard();
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).queryByText('Verified student')).not.toBeInTheDocument();
  });

  it('shows the SPC+ logo and a free trial, in French with the date as French readers write it', async () => {
    // The interface follows the member's profile language (spec §4 "Language").
    stubApi([
      ...cardApi({ card: membershipCardFixture({ tier: 'spc_plus', is_free_trial: true }) }),
      ...memberApi({ profile: profileFixture({ language: 'fr' }) }),
    ]);
    await openScreen('fr');

    const card = await screen.findByRole('article', { name: 'Carte de membre SPC' });
    expect(within(card).getByRole('img', { name: 'SPC+' })).toBeInTheDocument();
    expect(within(card).getByText('Essai gratuit')).toBeInTheDocument();
    expect(within(card).getByText('Valide jusqu’au')).toBeInTheDocument();
    expect(within(card).getByText(formatDate(Date.parse('2099-08-31T12:00:00.000Z'), 'fr'))).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Code QR pour vérifier cette carte' })).toBeInTheDocument();
  });

  it('says it is loading until the card arrives', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi([
      [
        'GET /api/users/membership-card',
        async () => {
          await arrived;
          return jsonResponse(membershipCardFixture());
        },
      ],
      ...cardApi(),
      ...memberApi(),
    ]);
    await openScreen();

    expect(await screen.findByText('Loading your card…')).toHaveAttribute('role', 'status');
    release();
    expect(await digitalCard()).toBeInTheDocument();
  });

  it('tells a member without a valid card where to get one, and forgets the card kept before', async () => {
    storeCard(MEMBER_UID, membershipCardFixture());
    stubApi([...cardApi({ card: noValidCard }), ...memberApi({ cards: [] })]);
    await openScreen();

    const panel = await screen.findByRole('region', { name: 'No valid membership card' });
    expect(within(panel).getByRole('link', { name: 'Explore memberships' })).toHaveAttribute(
      'href',
      '/explore-memberships',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORED_CARD_KEY)).toBeNull());
  });

  it('says the card could not be loaded when nothing is kept, and loads it on retry', async () => {
    let failing = true;
    stubApi([
      [
        'GET /api/users/membership-card',
        () =>
          failing ? jsonResponse({ error: 'INTERNAL', message: 'oops' }, 500) : jsonResponse(membershipCardFixture()),
      ],
      ...cardApi(),
      ...memberApi(),
    ]);
    const { user } = await openScreen();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your card. Check your connection and try again.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await digitalCard()).toBeInTheDocument();
  });

  it('shows the card kept on this device when the network is gone, saying so, without wallet buttons', async () => {
    const savedAt = Date.parse('2026-03-05T15:00:00Z');
    storeCard(MEMBER_UID, membershipCardFixture({ first_name: 'Kept' }), savedAt);
    stubApi([...cardApi({ card: offline, providers: { apple: true, google: true } }), ...memberApi()]);
    await openScreen();

    await waitFor(() =>
      expect(
        screen.getByText(`You're offline. This is the card saved on this device on ${formatDate(savedAt, 'en')}.`),
      ).toBeInTheDocument(),
    );
    const card = await digitalCard();
    expect(within(card).getByText('Kept Lovelace')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'QR code to verify this card' })).toHaveAttribute(
      'data-qr-value',
      VERIFICATION_URL,
    );
    expect(screen.queryByRole('group', { name: 'Add your card to a phone wallet' })).not.toBeInTheDocument();
  });

  it("never shows another member's kept card", async () => {
    storeCard('someone-else', membershipCardFixture({ first_name: 'Other' }));
    stubApi([...cardApi({ card: offline }), ...memberApi()]);
    await openScreen();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your card.");
    expect(screen.queryByText('Other Lovelace')).not.toBeInTheDocument();
  });

  it('marks a kept card that has expired since as expired', async () => {
    storeCard(MEMBER_UID, membershipCardFixture({ expiry_date: '2020-01-31T12:00:00.000Z' }));
    stubApi([...cardApi({ card: offline }), ...memberApi()]);
    await openScreen();

    const card = await digitalCard();
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).getByText('Expired on')).toBeInTheDocument();
    expect(
      await screen.findByText(
        `This card expired on ${formatDate(Date.parse('2020-01-31T12:00:00.000Z'), 'en')}. Connect to the internet to see your current membership.`,
      ),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in without loading a card, and forgets a kept one', async () => {
    storeCard(MEMBER_UID, membershipCardFixture());
    const fetchMock = stubApi([...cardApi(), ...visitorApi]);
    const { router } = await openScreen();

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/membership-screen');
    expect(calls(fetchMock)).not.toContain('GET /api/users/membership-card');
  });
});

describe('/membership-screen reloaded with no network at all', () => {
  // The session cannot be asked for either: the page shows the copy this device kept (the global
  // guard has to let the page through when the session is unreachable: features/auth/guard.ts).
  beforeEach(() => {
    // The session module reports the outage; expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the kept card, saying it is offline', async () => {
    storeCard(MEMBER_UID, membershipCardFixture({ first_name: 'Offline' }), Date.parse('2026-03-05T15:00:00Z'));
    stubApi([['GET /api/auth/get-session', offline], ...cardApi({ card: offline })]);
    await renderRouteAlone(<MembershipScreenRoute />);

    expect(await screen.findByText('Offline Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/^You're offline\./)).toBeInTheDocument();
  });

  it('shows the kept card through the whole app (the guard lets it through)', async () => {
    storeCard(MEMBER_UID, membershipCardFixture({ first_name: 'Guarded' }), Date.parse('2026-03-05T15:00:00Z'));
    stubApi([['GET /api/auth/get-session', offline], ...cardApi({ card: offline })]);
    const { router } = await openScreen();

    expect(await screen.findByText('Guarded Lovelace')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/membership-screen');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the card could not be loaded when nothing was kept', async () => {
    stubApi([['GET /api/auth/get-session', offline], ...cardApi({ card: offline })]);
    await renderRouteAlone(<MembershipScreenRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your card.");
  });
});

describe('wallet buttons', () => {
  it('offers only the wallets the server can issue', async () => {
    stubApi([...cardApi({ providers: { apple: true, google: false } }), ...memberApi()]);
    await openScreen();

    const group = await screen.findByRole('group', { name: 'Add your card to a phone wallet' });
    expect(within(group).getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute(
      'href',
      '/api/users/wallet/apple',
    );
    expect(within(group).queryByRole('button', { name: 'Add to Google Wallet' })).not.toBeInTheDocument();
  });

  it('offers none without wallet keys', async () => {
    const fetchMock = stubApi([...cardApi(), ...memberApi()]);
    await openScreen();

    await digitalCard();
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/users/wallet/providers'));
    expect(screen.queryByRole('group', { name: 'Add your card to a phone wallet' })).not.toBeInTheDocument();
  });

  it("sends the member to Google Wallet's save page", async () => {
    const saveUrl = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2ln';
    stubApi([
      ['GET /api/users/wallet/google', { save_url: saveUrl }],
      ...cardApi({ providers: { apple: false, google: true } }),
      ...memberApi(),
    ]);
    const { user } = await openScreen();

    await user.click(await screen.findByRole('button', { name: 'Add to Google Wallet' }));
    await waitFor(() => expect(leaveForWallet).toHaveBeenCalledWith(saveUrl));
  });

  it('says so when Google Wallet cannot be opened', async () => {
    stubApi([
      [
        'GET /api/users/wallet/google',
        () =>
          jsonResponse({ error: 'WALLET_NOT_CONFIGURED', message: 'Wallet passes are not available right now.' }, 503),
      ],
      ...cardApi({ providers: { apple: false, google: true } }),
      ...memberApi(),
    ]);
    const { user } = await openScreen();

    await user.click(await screen.findByRole('button', { name: 'Add to Google Wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google Wallet could not be opened right now.');
    expect(leaveForWallet).not.toHaveBeenCalled();
  });
});
