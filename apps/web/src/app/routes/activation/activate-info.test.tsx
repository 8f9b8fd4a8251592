// /activate/info and /activate/subscription through the real route table: what the card gives, the
// activation without auto-renew and with it (the card form's nonce in `payment-nonce`), the same
// Idempotency-Key when a lost answer is tried again and a new one after a refusal, each refusal, and
// who may open the pages (the flow's navigation state only, else /deals).
import { act, screen, waitFor, within } from '@testing-library/react';
import { addMonths } from '@spc/domain/store-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { cardFixture } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { InfoState, SubscriptionState } from '../../../features/activation/activation-state.ts';
import {
  activationResultFixture,
  CHECKOUT,
  checkoutRoute,
  gatewayRoutes,
  membershipError,
  memberWithoutCard,
  PACK_CARD,
  registerableFixture,
  sent,
} from '../../../features/activation/testing/activation-api.ts';

// Whole-app renders with lazy routes: the first test of a file also pays for transforming them, and a
// machine busy with the other test projects can take longer than Vitest's default 5 s.
const SLOW = { timeout: 15_000 };

const CHECKOUT_PATH = CHECKOUT.split(' ')[1] ?? '';

afterEach(() => window.sessionStorage.clear());

async function open(path: string, state: unknown, routes: StubRoute[], language: 'en' | 'fr' = 'en') {
  const fetchMock = stubApi(routes);
  const app = await renderApp('/purchase/instore', { language });
  await act(() => app.router.navigate(path, { state }));
  return { ...app, fetchMock };
}

const infoState = (registerable = registerableFixture()): InfoState => ({
  from: 'activate',
  card: PACK_CARD,
  registerable,
});

async function fillCard(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('Card number', { selector: '[name="cc-number"]' }), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code', { selector: '[name="cc-cvv"]' }), '123');
}

describe('/activate/info', SLOW, () => {
  it('shows what the card gives: a year from today, the tier and where it was bought', async () => {
    await open('/activate/info', infoState(), [...memberWithoutCard()]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your membership' })).toBeInTheDocument();
    expect(document.title).toBe('Your membership — SPC');
    const card = screen.getByRole('region', { name: 'Your card' });
    expect(within(card).getByText('6018-1234-5678-9012')).toBeInTheDocument();
    expect(within(card).getByText('SPC')).toBeInTheDocument();
    expect(
      within(card).getByText(`Until ${formatDate(addMonths(new Date(), 12).getTime(), 'en')}`),
    ).toBeInTheDocument();
    expect(within(card).getByText('Campus Bookstore')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Renew automatically at the end of the year' })).not.toBeChecked();
  });

  it('names SPC+ for the bank’s card, and offers no auto-renew for it', async () => {
    await open('/activate/info', infoState(registerableFixture({ cobrand: 'cibc', retailer: null })), [
      ...memberWithoutCard(),
    ]);
    const card = await screen.findByRole('region', { name: 'Your card' });
    expect(within(card).getByText('SPC+')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('activates without auto-renew and goes on to the completion', async () => {
    const { user, router, fetchMock } = await open(
      '/activate/info',
      infoState(registerableFixture({ incentive_id: 7 })),
      [checkoutRoute(), ...memberWithoutCard()],
    );
    await user.click(await screen.findByRole('button', { name: 'Activate my card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/completion'));
    const [request] = sent(fetchMock, 'POST', CHECKOUT_PATH);
    expect(request?.body).toEqual({
      card_number: PACK_CARD.card_number,
      csv: PACK_CARD.csv,
      language: 'en',
      isActivationFlow: true,
      sendActivationEmail: true,
      auto_renew: false,
    });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.headers['payment-nonce']).toBeUndefined();
    expect(router.state.location.state).toEqual({
      from: 'activation',
      result: activationResultFixture(),
      incentiveId: 7,
      autoRenew: false,
    });
    // The session is read again: the new card changes every page.
    await waitFor(() =>
      expect(calls(fetchMock).filter((call) => call === 'GET /api/users/v2/cardsForUser').length).toBeGreaterThan(1),
    );
  });

  it('tries a lost answer again with the same Idempotency-Key, and a refusal gets a new one', async () => {
    let answers = 0;
    const { user, router, fetchMock } = await open('/activate/info', infoState(), [
      checkoutRoute(() => {
        answers += 1;
        if (answers === 1) return jsonResponse({ error: 'INTERNAL_ERROR', message: 'boom' }, 500);
        if (answers === 2) return membershipError('PAYMENT_FAILED', 502);
        return jsonResponse(activationResultFixture(), 201);
      }),
      ...memberWithoutCard(),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Activate my card' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('It’s safe to try again: your card won’t be activated or charged twice.');
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    // 502 PAYMENT_FAILED is a refusal: the page says so and the next try is a new request.
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t save your payment card right now.');
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/completion'));
    const keys = sent(fetchMock, 'POST', CHECKOUT_PATH).map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says so when the member already holds a membership', async () => {
    const { user } = await open('/activate/info', infoState(), [
      checkoutRoute(() => membershipError('MEMBERSHIP_EXISTS', 409)),
      ...memberWithoutCard({ cards: [cardFixture()] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Activate my card' }));
    expect(await screen.findByText('You already have an active membership. Enjoy your deals!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
    expect(screen.queryByRole('button', { name: 'Activate my card' })).not.toBeInTheDocument();
  });

  it('tells a free-trial member the trial is replaced', async () => {
    await open('/activate/info', infoState(), [
      ...memberWithoutCard({ cards: [cardFixture({ is_free_trial: true, is_online_purchased: false })] }),
    ]);
    expect(await screen.findByText('This membership replaces your free trial.')).toBeInTheDocument();
  });

  it('sends anyone arriving without the card in navigation state to /deals', async () => {
    stubApi([...memberWithoutCard()]);
    const { router } = await renderApp('/activate/info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });

  it('reads naturally in French', async () => {
    await open('/activate/info', infoState(), [...memberWithoutCard({ language: 'fr' })], 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre abonnement' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Renouveler automatiquement à la fin de l’année' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/pour 11,99 \$ plus taxes/)).toBeInTheDocument();
  });
});

describe('/activate/subscription', SLOW, () => {
  it('opens from the info page’s auto-renew option and activates with the card form’s nonce', async () => {
    const { user, router, fetchMock } = await open('/activate/info', infoState(), [
      checkoutRoute(activationResultFixture()),
      ...gatewayRoutes(),
      ...memberWithoutCard(),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Renew automatically at the end of the year' }));
    await user.click(screen.getByRole('button', { name: 'Continue to card details' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/subscription'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up auto-renew' })).toBeInTheDocument();
    // The postal code comes from the member's profile.
    expect(screen.getByLabelText('Billing postal code')).toHaveValue('H2X 1Y4');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Activate with auto-renew' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/completion'));
    const [request] = sent(fetchMock, 'POST', CHECKOUT_PATH);
    expect(request?.headers['payment-nonce']).toBe('nonce-1');
    expect(request?.body).toMatchObject({ auto_renew: true, card_number: PACK_CARD.card_number });
    expect(router.state.location.state).toMatchObject({ from: 'activation', autoRenew: true });
  });

  it('shows a declined card in the form, and can still activate without auto-renew', async () => {
    let answers = 0;
    const { user, router, fetchMock } = await open(
      '/activate/subscription',
      { from: 'info', card: PACK_CARD, registerable: registerableFixture() } satisfies SubscriptionState,
      [
        checkoutRoute(() => {
          answers += 1;
          return answers === 1
            ? membershipError('PAYMENT_DECLINED', 402)
            : jsonResponse(activationResultFixture(), 201);
        }),
        ...gatewayRoutes(),
        ...memberWithoutCard(),
      ],
    );
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Activate with auto-renew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card or contact your bank.',
    );

    await user.click(screen.getByRole('button', { name: 'Activate without auto-renew' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/completion'));
    const requests = sent(fetchMock, 'POST', CHECKOUT_PATH);
    expect(requests[1]?.body).toMatchObject({ auto_renew: false });
    expect(requests[1]?.headers['payment-nonce']).toBeUndefined();
  });

  it('goes on to the sign-up completion when opened from the membership step', async () => {
    const { user, router } = await open(
      '/activate/subscription',
      { from: 'membership', card: PACK_CARD, registerable: registerableFixture() } satisfies SubscriptionState,
      [checkoutRoute(), ...gatewayRoutes(), ...memberWithoutCard()],
    );
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Activate with auto-renew' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/activation/complete'));
  });

  it('is reachable only from activation info or the membership step, else /deals', async () => {
    const { router } = await open('/activate/subscription', { from: 'activate', card: PACK_CARD }, [
      ...memberWithoutCard(),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });
});
