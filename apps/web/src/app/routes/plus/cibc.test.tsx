// /cibc through the real route table (spec §2 "Bank tier", §4 "Partner registration of a card"): the
// page, the card form's checks, the registration with the stored affiliate data (then cleared), the
// Plus upgrade modal per upgrade type and the SPC+ welcome, "already registered", the failure alert,
// and visitors sent to the login prompt.
import type { Card } from '@spc/domain/cards';
import type { UpgradeType } from '@spc/domain/membership';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { readRedirectTarget } from '../../../lib/session.ts';
import { captureAffiliate } from '../../../lib/tracking-capture.ts';
import { clearAffiliate, readAffiliate } from '../../../lib/tracking.ts';
import { consentTo, resetCookiesAndConsent } from '../../../test/consent.ts';
import { sentBodies } from '../../../test/requests.ts';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

// The affiliate marker is marketing storage: these visitors accepted it (issue 21).
beforeEach(() => consentTo({ marketing: true }));
afterEach(clearAffiliate);
afterEach(resetCookiesAndConsent);

const REGISTER = '/api/users/v2/register/card';
const CIBC_CARD = cardFixture({
  card_number: '6018123412341234',
  csv: '321',
  cobrand: 'cibc',
  is_online_purchased: false,
  expiry_date: '2099-08-31T12:00:00.000Z',
});

/** A member whose cards the registration changes, and the register answer under test. */
function openCibc({
  register,
  cards = [cardFixture()],
  visitor = false,
  language = 'en',
}: {
  register?: StubHandler;
  cards?: Card[];
  visitor?: boolean;
  language?: 'en' | 'fr';
} = {}) {
  const state = { cards };
  const fetchMock = stubApi([
    [
      'POST /api/users/v2/register/card',
      register ??
        (() => {
          state.cards = [...state.cards, CIBC_CARD];
          return jsonResponse({ card: CIBC_CARD, upgradeType: 'none', manual_cancellation_required: false }, 201);
        }),
    ],
    ['GET /api/users/v2/cardsForUser', () => jsonResponse({ cards: state.cards })],
    ...(visitor ? visitorApi : memberApi({ profile: profileFixture({ language }) })),
  ]);
  return { fetchMock, state, app: renderApp('/cibc', { language }) };
}

function upgradeAnswer(upgradeType: UpgradeType, manual = false, state?: { cards: Card[] }): StubHandler {
  return () => {
    if (state) state.cards = [...state.cards, CIBC_CARD];
    return jsonResponse({ card: CIBC_CARD, upgradeType, manual_cancellation_required: manual }, 201);
  };
}

async function fillCard(user: Awaited<ReturnType<typeof renderApp>>['user'], number: string, csv: string) {
  const numberField = await screen.findByLabelText('Card number');
  await user.clear(numberField);
  if (number) await user.type(numberField, number);
  const csvField = screen.getByLabelText('Security code');
  await user.clear(csvField);
  if (csv) await user.type(csvField, csv);
}

const submit = () => screen.getByRole('button', { name: 'Register my card' });

// Whole journeys (typing, several requests, lazy pages loading the first time): more than the default
// 5 s when the machine runs every test project at once.
describe('/cibc', { timeout: 15_000 }, () => {
  it('explains SPC+ with the bank, links its pages and has a title', async () => {
    await openCibc().app;

    expect(await screen.findByRole('heading', { level: 1, name: 'SPC+ with CIBC' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByRole('link', { name: /Open an account with CIBC/ })).toHaveAttribute(
      'href',
      'https://www.cibc.com/en/student.html',
    );
    const nav = screen.getByRole('navigation', { name: 'More about SPC+ with CIBC' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/cibc/offers', '/cibc/highschool', '/cibc/international', '/cibc_trade_contest']);
    await waitFor(() => expect(document.title).toBe('SPC+ with CIBC — SPC'));
  });

  it('checks the number and the code before sending anything, and groups the digits as typed', async () => {
    const { fetchMock, app } = openCibc();
    const { user } = await app;
    await screen.findByRole('heading', { level: 1, name: 'SPC+ with CIBC' });

    await user.click(submit());
    expect(screen.getByText('Enter your card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the security code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');

    await fillCard(user, '5018123412341234', '12');
    await user.click(submit());
    expect(screen.getByText('A card number is 16 digits starting with 6018.')).toBeInTheDocument();
    expect(screen.getByText('The security code is 3 digits.')).toBeInTheDocument();

    await fillCard(user, '6018 1234 1234 1234 99', 'a12b3');
    expect(screen.getByLabelText('Card number')).toHaveValue('6018-1234-1234-1234');
    expect(screen.getByLabelText('Security code')).toHaveValue('123');
    expect(sentBodies(fetchMock, 'POST', REGISTER)).toEqual([]);
  });

  it('sends the card with the stored affiliate data, clears it, and welcomes the member to SPC+', async () => {
    captureAffiliate(new URLSearchParams('ranMID=43210&ranSiteID=site-7'), 1_700_000_000_000);
    const { fetchMock, app } = openCibc();
    const { user } = await app;

    await fillCard(user, '6018123412341234', '321');
    await user.click(submit());

    // upgradeType none: nothing was cancelled, straight to the welcome.
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to SPC+' });
    expect(
      within(welcome).getByText(
        `Your SPC+ membership is active until ${formatDate(Date.parse('2099-08-31T12:00:00.000Z'), 'en')}. Your exclusive offers are unlocked.`,
      ),
    ).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'See SPC+ offers' })).toHaveAttribute('href', '/plus-offers');
    expect(within(welcome).getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
    expect(sentBodies(fetchMock, 'POST', REGISTER)).toEqual([
      {
        card_number: '6018123412341234',
        csv: '321',
        affiliate: { ranMID: '43210', ranSiteID: 'site-7', timestamp: '1700000000000' },
      },
    ]);
    expect(readAffiliate()).toBeNull();
    // The session was loaded again after the registration (header, gates, card list).
    expect(calls(fetchMock).filter((call) => call === 'GET /api/users/v2/cardsForUser').length).toBeGreaterThan(1);
    expect(screen.getByLabelText('Card number')).toHaveValue('');

    await user.click(within(welcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no affiliate field when none is stored', async () => {
    const { fetchMock, app } = openCibc();
    const { user } = await app;
    await fillCard(user, '6018123412341234', '321');
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Welcome to SPC+' });
    expect(sentBodies(fetchMock, 'POST', REGISTER)).toEqual([{ card_number: '6018123412341234', csv: '321' }]);
  });

  it.each([
    [
      'vip',
      'Your VIP membership has been replaced',
      'SPC+ now replaces the VIP membership you had.',
      'There is nothing else to do: use your SPC+ card from now on.',
    ],
    [
      'braintree',
      'Your previous membership was cancelled',
      'We turned off auto-renew on your SPC membership and removed your saved payment card.',
      'You will not be billed again for SPC: SPC+ comes with your CIBC card.',
    ],
  ] as const)(
    'upgradeType %s: the upgrade modal says what happened, then the welcome',
    async (type, header, main, detail) => {
      const state = { cards: [cardFixture()] };
      const { app } = openCibc({ register: upgradeAnswer(type, false, state) });
      const { user } = await app;
      await fillCard(user, '6018123412341234', '321');
      await user.click(submit());

      const upgrade = await screen.findByRole('dialog', { name: header });
      expect(within(upgrade).getByText(main)).toBeInTheDocument();
      expect(within(upgrade).getByText(detail)).toBeInTheDocument();
      expect(within(upgrade).queryByText('App Store (iPhone, iPad)')).not.toBeInTheDocument();
      await user.click(within(upgrade).getByRole('button', { name: 'Continue' }));

      expect(await screen.findByRole('dialog', { name: 'Welcome to SPC+' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: header })).not.toBeInTheDocument();
    },
  );

  it('upgradeType appstore: the steps to cancel in the App Store and Google Play', async () => {
    const { app } = openCibc({ register: upgradeAnswer('appstore', true) });
    const { user } = await app;
    await fillCard(user, '6018123412341234', '321');
    await user.click(submit());

    const upgrade = await screen.findByRole('dialog', { name: 'Cancel your app store subscription' });
    expect(
      within(upgrade).getByText(
        'You bought your previous SPC membership in the App Store or Google Play. We cannot cancel it for you.',
      ),
    ).toBeInTheDocument();
    const apple = within(upgrade).getByRole('region', { name: 'App Store (iPhone, iPad)' });
    expect(
      within(apple)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open the Settings app.', 'Tap your name, then Subscriptions.', 'Tap SPC, then Cancel Subscription.']);
    expect(within(apple).getByRole('link', { name: "Apple's help on cancelling" })).toHaveAttribute(
      'href',
      'https://support.apple.com/en-ca/118428',
    );
    const google = within(upgrade).getByRole('region', { name: 'Google Play (Android)' });
    expect(within(google).getAllByRole('listitem')).toHaveLength(3);
    expect(within(google).getByText('Tap SPC, then Cancel subscription.')).toBeInTheDocument();

    await user.click(within(upgrade).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to SPC+' })).toBeInTheDocument();
  });

  it('a 400 with an error body: the card is already registered; the affiliate data stays', async () => {
    captureAffiliate(new URLSearchParams('ranMID=1&ranSiteID=2'));
    const { app } = openCibc({
      register: () => jsonResponse({ error: 'ALREADY_ASSOCIATED', message: 'Already associated' }, 400),
    });
    const { user } = await app;
    await fillCard(user, '6018123412341234', '321');
    await user.click(submit());

    expect(
      await screen.findByText(
        'This card is already registered. If it is yours, log in with the account you registered it with.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(readAffiliate()).not.toBeNull();
  });

  it('an unknown number/code pair is said in the form', async () => {
    const { app } = openCibc({
      register: () => jsonResponse({ error: 'CARD_NOT_FOUND', message: 'not found' }, 404),
    });
    const { user } = await app;
    await fillCard(user, '6018123412341234', '999');
    await user.click(submit());
    expect(
      await screen.findByText('We could not find a card with this number and security code. Check both and try again.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'Something went wrong.' }, 500)],
    ['a 400 without an error body', () => new Response('', { status: 400 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: the alert says the partner registration failed', async (_label, register) => {
    captureAffiliate(new URLSearchParams('ranMID=1&ranSiteID=2'));
    const { app } = openCibc({ register: register });
    const { user } = await app;
    await fillCard(user, '6018123412341234', '321');
    await user.click(submit());

    const alert = await screen.findByRole('alertdialog', { name: 'Partner registration failed' });
    expect(
      within(alert).getByText('We could not register your card. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(readAffiliate()).not.toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(submit()).toHaveFocus();
  });

  it('a visitor gets the login prompt, and /cibc is where they come back to', async () => {
    const { fetchMock, app } = openCibc({ visitor: true });
    const { user } = await app;
    await fillCard(user, '6018123412341234', '321');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
    expect(readRedirectTarget()).toBe('/cibc');
    expect(sentBodies(fetchMock, 'POST', REGISTER)).toEqual([]);
  });

  it('tells an SPC+ member they already have it', async () => {
    stubApi(memberApi({ cards: [CIBC_CARD] }));
    await renderApp('/cibc');
    expect(
      await screen.findByText('You already have SPC+. Registering another CIBC card extends it.'),
    ).toBeInTheDocument();
  });

  it('reads naturally in French', async () => {
    const { app } = openCibc({ language: 'fr', register: upgradeAnswer('braintree') });
    const { user } = await app;

    expect(await screen.findByRole('heading', { level: 1, name: 'SPC+ avec CIBC' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ouvrir un compte chez CIBC/ })).toHaveAttribute(
      'href',
      'https://www.cibc.com/fr/student.html',
    );
    await user.type(screen.getByLabelText('Numéro de carte'), '6018123412341234');
    await user.type(screen.getByLabelText('Code de sécurité'), '321');
    await user.click(screen.getByRole('button', { name: 'Enregistrer ma carte' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Votre abonnement précédent a été annulé' });
    await user.click(within(upgrade).getByRole('button', { name: 'Continuer' }));
    const welcome = await screen.findByRole('dialog', { name: 'Bienvenue dans SPC+' });
    expect(within(welcome).getByText(/jusqu’au 31 août 2099/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SPC+ avec CIBC — SPC'));
  });
});
