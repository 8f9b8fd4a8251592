// The offer page's call to action (spec §2 "Redeem, free-trial redeem", "offer redeem gate", the access
// gate; §3 "Display kinds"; §8 offer errors) through the real route table, with the API stubbed at the
// network edge: who gets the gate, who gets the code, the card or the link, and the errors by code.
import type { Offer } from '@spc/domain/offers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubHandler, type StubRoute } from '../../../test/api-stub.ts';
import { listFixture, moreOffers, offerPageFixture } from '../../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { redeemKeys } from '../api/redeem-keys.ts';
import { apiError, codeFixture, PARTNER_URL, savingsFixture } from '../testing/redeem-api.ts';

const OFFER_PAGE = '/deals/northern-threads/offer/2';
const CODE = 'POST /api/partners/v2/offers/2/code';

/** Offer 2 (Northern Threads), not SPC+: online only unless told. */
function offerApi(overrides: Partial<Offer> = {}): StubRoute[] {
  return [
    ['GET /api/partners/v2/offers/2', offerPageFixture({ is_spc_plus: false, in_store: false, ...overrides })],
    ['GET /api/partners/offer/2/partner/offers', listFixture(moreOffers.slice(0, 1))],
    ['GET /api/partners/offer/2/related/offers', listFixture(moreOffers.slice(1))],
  ];
}

const ctaPanel = () => screen.findByRole('complementary', { name: 'Get the deal' });
const codeCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  calls(fetchMock).filter((call) => call.startsWith(`${CODE}?`) || call === CODE);

async function openAsMember(code: StubHandler | object, overrides: Partial<Offer> = {}, cards = [cardFixture()]) {
  const fetchMock = stubApi([[CODE, code], ...offerApi(overrides), ...memberApi({ cards })]);
  const app = await renderApp(OFFER_PAGE);
  // The member's session is in (their name in the header).
  await screen.findByRole('button', { name: /Ada/ });
  return { ...app, fetchMock, cta: await ctaPanel() };
}

// Pages rendered through the real route table (lazy modules loading the first time): more than the
// default 5 s when the machine runs every test project at once.
describe('redeeming an offer', { timeout: 15_000 }, () => {
  it('shows a visitor the access gate, and the gate dialog when they ask for the code', async () => {
    const fetchMock = stubApi([...offerApi({ in_store: true }), ...visitorApi]);
    const { user } = await renderApp(OFFER_PAGE);
    const cta = await ctaPanel();

    expect(await within(cta).findByText('For SPC members')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(cta).getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByText('Got an SPC card? Activate it with its 16-digit number.')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Activate my card' })).toHaveAttribute('href', '/activate');

    // Online and in store: a visitor is not asked where (they can use neither yet); the one button, below
    // the gate and not the primary one, opens the gate.
    expect(within(cta).queryByRole('group', { name: 'Where will you use it?' })).not.toBeInTheDocument();
    const getCode = within(cta).getByRole('button', { name: 'Get the code' });
    expect(within(cta).getByRole('link', { name: 'Log in' }).compareDocumentPosition(getCode)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.click(getCode);
    const gate = await screen.findByRole('dialog', { name: 'For SPC members' });
    expect(within(gate).getByText('Log in or become a member to get this deal.')).toBeInTheDocument();
    expect(within(gate).getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/signup');
    expect(within(gate).getByRole('link', { name: 'Activate my card' })).toHaveAttribute('href', '/activate');

    // Signing in comes back to the offer.
    await user.click(within(gate).getByRole('link', { name: 'Log in' }));
    expect(JSON.parse(window.localStorage.getItem('redirectUrl') ?? 'null')).toBe(OFFER_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: /Log in/ })).toBeInTheDocument();
    expect(codeCalls(fetchMock)).toEqual([]);
  });

  it('offers a visitor no "Show my card" on an in-store offer, only the gate', async () => {
    stubApi([...offerApi({ online: false, in_store: true }), ...visitorApi]);
    await renderApp(OFFER_PAGE);
    const cta = await ctaPanel();

    expect(await within(cta).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(cta).queryByRole('button', { name: 'Show my card' })).not.toBeInTheDocument();
    expect(within(cta).queryAllByRole('button')).toEqual([]);
  });

  it('shows a member without a valid card the offer-redeem gate: buy, free trial, register a card', async () => {
    const expired = cardFixture({ expiry_date: '2020-01-01T00:00:00.000Z', is_expired: true });
    const { user, cta, fetchMock } = await openAsMember(codeFixture(), {}, [expired]);

    expect(within(cta).getByText('You need an active membership')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', '/purchase');
    expect(within(cta).getByRole('link', { name: 'Start a free trial' })).toHaveAttribute('href', '/signup/purchase');
    expect(within(cta).getByRole('link', { name: 'Register my card' })).toHaveAttribute('href', '/activate');
    expect(within(cta).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const gate = await screen.findByRole('dialog', { name: 'You need an active membership' });
    expect(within(gate).getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', '/purchase');
    expect(codeCalls(fetchMock)).toEqual([]);
  });

  it('reveals an online code: big, with a copy button and the link to the partner', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const { user, cta, fetchMock, queryClient } = await openAsMember(() => pending);
    queryClient.setQueryData(redeemKeys.savings('user-ada'), savingsFixture());

    const button = within(cta).getByRole('button', { name: 'Get the code' });
    expect(within(cta).queryByText('For SPC members')).not.toBeInTheDocument();
    await user.click(button);
    // While it loads, the button says so and cannot be pressed again.
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    answer(jsonResponse(codeFixture()));

    const dialog = await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });
    expect(within(dialog).getByText('NORTH-20')).toHaveClass('select-all');
    const go = within(dialog).getByRole('link', { name: /Go to Northern Threads/ });
    expect(go).toHaveAttribute('href', PARTNER_URL);
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).queryByText(/You got this code before/)).not.toBeInTheDocument();
    expect(codeCalls(fetchMock)).toEqual([`${CODE}?is_online=true&is_website=true`]);
    // A reveal is a use: the savings are refreshed.
    expect(queryClient.getQueryState(redeemKeys.savings('user-ada'))?.isInvalidated).toBe(true);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  });

  it('copies the code and says so', async () => {
    const { user, cta } = await openAsMember(codeFixture({ code: 'NT-7Q2K-99XA', display_kind: 'unique' }));
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('NT-7Q2K-99XA');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
  });

  it('says when a unique code was revealed before (the same one again)', async () => {
    const { user, cta } = await openAsMember(
      codeFixture({ code: 'UNQ-0042', code_type: 'upload_unique', display_kind: 'unique', already_revealed: true }),
    );
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });
    expect(within(dialog).getByText('UNQ-0042')).toBeInTheDocument();
    expect(within(dialog).getByText('You got this code before: here it is again.')).toBeInTheDocument();
  });

  it('says no code is needed for a no_code offer, with the link', async () => {
    const { user, cta } = await openAsMember(codeFixture({ code: null, display_kind: 'no_code' }));
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });
    expect(within(dialog).getByText(/No code needed/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Go to Northern Threads/ })).toBeInTheDocument();
  });

  it('shows the card number for an in-store offer, with the way to the digital card', async () => {
    const inStore = codeFixture({
      code: null,
      display_kind: 'card_number',
      channel: 'in_store',
      card_number: '6018000000001234',
      url: null,
    });
    const { user, cta, fetchMock } = await openAsMember(inStore, { online: false, in_store: true });

    await user.click(within(cta).getByRole('button', { name: 'Show my card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use this deal at Northern Threads' });
    expect(within(dialog).getByText('6018-0000-0000-1234')).toBeInTheDocument();
    expect(within(dialog).getByText('Show this number or your digital card at the till.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open my digital card' })).toHaveAttribute(
      'href',
      '/membership-screen',
    );
    expect(within(dialog).queryByRole('link', { name: /Go to/ })).not.toBeInTheDocument();
    expect(codeCalls(fetchMock)).toEqual([`${CODE}?is_online=false&is_website=true`]);
  });

  it('lets the member choose in store for an offer that is both', async () => {
    const inStore = codeFixture({ channel: 'in_store', card_number: '6018000000001234', url: null });
    const { user, cta, fetchMock } = await openAsMember(inStore, { online: true, in_store: true });
    await user.click(within(cta).getByRole('button', { name: 'Use in store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use this deal at Northern Threads' });
    expect(within(dialog).getByText('NORTH-20')).toBeInTheDocument();
    expect(within(dialog).getByText('6018-0000-0000-1234')).toBeInTheDocument();
    expect(codeCalls(fetchMock)).toEqual([`${CODE}?is_online=false&is_website=true`]);
  });

  it('invites a free-trial member to buy the full membership', async () => {
    const { user, cta } = await openAsMember(codeFixture(), {}, [cardFixture({ is_free_trial: true })]);
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });
    expect(within(dialog).getByText(/Enjoying your free trial\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy the membership' })).toHaveAttribute('href', '/purchase');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { user, cta } = await openAsMember(codeFixture());
    const button = within(cta).getByRole('button', { name: 'Get the code' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes with its close button too', async () => {
    const { user, cta } = await openAsMember(codeFixture());
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says all the codes are gone (CODES_EXHAUSTED)', async () => {
    const { user, cta } = await openAsMember(apiError(409, 'CODES_EXHAUSTED'));
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'We couldn’t get this deal' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'All the codes for this offer have been given out. Please check back later.',
    );
    expect(within(dialog).getByRole('link', { name: 'Browse all discounts' })).toHaveAttribute('href', '/deals');
  });

  it('says all the codes are gone in French', async () => {
    stubApi([
      [CODE, apiError(409, 'CODES_EXHAUSTED')],
      ...offerApi(),
      // The member's own language is French too (the profile's language applies once signed in).
      ...memberApi({ cards: [cardFixture()], profile: profileFixture({ language: 'fr' }) }),
    ]);
    const { user } = await renderApp(OFFER_PAGE, { language: 'fr' });
    await screen.findByRole('button', { name: /Ada/ });
    const cta = await screen.findByRole('complementary', { name: 'Profiter de l’offre' });

    await user.click(within(cta).getByRole('button', { name: 'Obtenir le code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impossible d’obtenir cette offre' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Tous les codes de cette offre ont été distribués. Revenez un peu plus tard.',
    );
  });

  it.each([
    [409, 'ALREADY_REDEEMED_OFFER', 'You’ve already redeemed this offer.'],
    [403, 'PLUS_ONLY', 'This offer is for SPC+ members.'],
    [410, 'OFFER_DELISTED', 'This offer is no longer available.'],
    [410, 'OFFER_EXPIRED', 'This offer has ended.'],
    [404, 'OFFER_NOT_FOUND', 'We couldn’t find this offer.'],
    [422, 'CHANNEL_NOT_OFFERED', 'This offer can’t be used that way.'],
  ])('says why for a %i %s', async (status, code, message) => {
    const { user, cta } = await openAsMember(apiError(status, code, 'server text'));
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'We couldn’t get this deal' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  });

  it('offers to try again after a server failure, and the retry works', async () => {
    let fail = true;
    const { user, cta } = await openAsMember(() =>
      fail ? jsonResponse({ error: 'INTERNAL', message: 'x' }, 500) : jsonResponse(codeFixture()),
    );
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'We couldn’t get this deal' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Your Northern Threads deal' })).toBeInTheDocument();
  });

  it('leaves a 429 to the rate-limited modal, and the button can be pressed again', async () => {
    const { user, cta } = await openAsMember(() =>
      jsonResponse({ error: 'RATE_LIMITED', message: 'Too many requests' }, 429),
    );
    const button = within(cta).getByRole('button', { name: 'Get the code' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Too many requests' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows the offer-redeem gate when the API says the card is no longer valid', async () => {
    const { user, cta } = await openAsMember(apiError(403, 'NO_VALID_CARD'));
    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const gate = await screen.findByRole('dialog', { name: 'You need an active membership' });
    expect(within(gate).getByRole('link', { name: 'Start a free trial' })).toHaveAttribute('href', '/signup/purchase');
  });

  it('keeps the SPC+ gate in front of an SPC+ offer for a member without SPC+', async () => {
    const { cta } = await openAsMember(codeFixture(), { is_spc_plus: true });
    expect(within(cta).getByText('This offer is for SPC+ members only.')).toBeInTheDocument();
    expect(within(cta).queryByRole('button', { name: 'Get the code' })).not.toBeInTheDocument();
  });
});
