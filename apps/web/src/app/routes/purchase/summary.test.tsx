// /purchase/summary through the real route table: who may open it, the totals per language, and the
// payment: card form → nonce → order → checkout, with its refusals, a lost answer retried with the same
// Idempotency-Key, and a 100 % code paid without a card.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { profileFixture } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import type { SummaryState } from '../../../features/purchase/purchase-state.ts';
import {
  codeRoutes,
  gatewayRoutes,
  paidCard,
  productFixture,
  productRoute,
  purchaseFixture,
  shopperRoutes,
} from '../../../features/purchase/testing/store-api.ts';

type FetchMock = ReturnType<typeof stubApi>;

/** The address of a fetch call, however it was given. */
const urlOf = (input: RequestInfo | URL): string =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

/** The requests sent as `METHOD path`: their headers and JSON body. */
function sent(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(urlOf(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => ({
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}

/** Each row of a table as its cells' text, joined by a space. */
function rowsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.children)
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' '),
    );
}

const ORDER = 'POST /api/store/v2/order';
const CHECKOUT = 'POST /api/store/v4/checkout/purchase';

function orderRoute(): StubRoute {
  return [
    ORDER,
    () => {
      const { order } = purchaseFixture();
      return jsonResponse(
        { order_number: order.order_number, order: { ...order, status: 'pending', paid_at: null } },
        201,
      );
    },
  ];
}

async function openSummary(
  routes: StubRoute[],
  state: SummaryState = { from: 'signup-purchase' },
  language: 'en' | 'fr' = 'en',
) {
  const fetchMock = stubApi(routes);
  const app = await renderApp('/purchase/instore', { language });
  await act(() => app.router.navigate('/purchase/summary', { state }));
  return { ...app, fetchMock };
}

async function fillCard(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('/purchase/summary: who may open it', () => {
  it('sends anyone arriving without the purchase flow’s state to /signup/purchase', async () => {
    stubApi([productRoute(), ...codeRoutes(), ...shopperRoutes()]);
    const { router } = await renderApp('/purchase/summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/purchase'));
  });

  it('sends a member to /deals', async () => {
    const { router } = await openSummary([productRoute(), ...shopperRoutes({ cards: [paidCard()] })]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });
});

describe('/purchase/summary: the order', () => {
  it('shows each tax by name and rate and the total, the French-Canadian way', async () => {
    await openSummary([productRoute('QC'), ...shopperRoutes({ language: 'fr' })], { from: 'signup-purchase' }, 'fr');

    const table = await screen.findByRole('table', { name: 'Détails de la commande' });
    const rows = rowsOf(table);
    expect(rows).toEqual([
      'Article Montant',
      'Abonnement SPC (1 an) 11,99 $',
      'TPS (5 %) 0,60 $',
      'TVQ (9,975 %) 1,20 $',
      'Total 13,79 $',
    ]);
    expect(screen.getByRole('button', { name: /^Payer 13,79\s\$$/ })).toBeInTheDocument();
    expect(document.title).toBe('Résumé de la commande — SPC');
  });

  it('takes the promo code’s discount off before Ontario’s HST', async () => {
    await openSummary([productRoute('ON'), ...shopperRoutes()], { from: 'signup-purchase', promoCode: 'WELCOME10' });

    const table = await screen.findByRole('table', { name: 'Order details' });
    const rows = rowsOf(table);
    expect(rows.slice(1)).toEqual([
      'SPC membership (1 year) $11.99',
      'Promo code WELCOME10 -$1.20',
      'HST (13%) $1.40',
      'Total $12.19',
    ]);
  });

  it('offers to go on without a code the server now refuses', async () => {
    const { user } = await openSummary(
      [
        [
          'GET /api/promos/v2/product',
          ({ url }) =>
            url.searchParams.has('promocode')
              ? jsonResponse({ error: 'PROMO_EXPIRED', message: 'expired' }, 422)
              : jsonResponse(productFixture()),
        ],
        ...shopperRoutes(),
      ],
      { from: 'signup-purchase', promoCode: 'SUMMER2024' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code has expired.');
    await user.click(screen.getByRole('button', { name: 'Continue without this code' }));
    expect(await screen.findByRole('button', { name: 'Pay $13.79' })).toBeInTheDocument();
  });

  it('asks for the postal code when the profile has none, then shows the total', async () => {
    let postal: string | null = null;
    const { user, fetchMock } = await openSummary([
      ['GET /api/users/v2/user/profile', () => jsonResponse(profileFixture({ postal, province: null }))],
      [
        'PUT /api/users/v2/user/profile',
        ({ body }) => {
          postal = (body as { postal: string }).postal;
          return jsonResponse(profileFixture({ postal, province: 'QC' }));
        },
      ],
      productRoute('QC'),
      ...shopperRoutes(),
    ]);

    const input = await screen.findByLabelText('Postal code');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Save and see my total' }));
    expect(input).toHaveAccessibleDescription(/Enter a postal code like A1B 2C3/);

    await user.clear(input);
    await user.type(input, 'h2x 1y4');
    await user.click(screen.getByRole('button', { name: 'Save and see my total' }));
    expect(await screen.findByRole('button', { name: 'Pay $13.79' })).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT', '/api/users/v2/user/profile')[0]?.body).toEqual({ postal: 'H2X 1Y4' });
    expect(screen.getByText('Tax is calculated for the postal code in your profile: H2X 1Y4.')).toBeInTheDocument();
  });
});

describe('/purchase/summary: paying', () => {
  it('tokenises the card, makes the order, pays it and shows the completion', async () => {
    const { user, router, fetchMock } = await openSummary(
      [
        productRoute('QC'),
        ...gatewayRoutes,
        orderRoute(),
        [CHECKOUT, () => jsonResponse(purchaseFixture(), 201)],
        ...shopperRoutes(),
      ],
      { from: 'signup-purchase', referralCode: 'FRIEND1' },
    );
    await fillCard(user);
    await user.click(screen.getByRole('checkbox', { name: 'Renew automatically every year' }));
    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/completion'));
    const [order] = sent(fetchMock, 'POST', '/api/store/v2/order');
    expect(order?.body).toEqual({
      language: 'en',
      product_id: 'spc-annual',
      auto_renew: true,
      referral_code: 'FRIEND1',
    });
    const [checkout] = sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase');
    expect(checkout?.body).toEqual({
      language: 'en',
      product_id: 'spc-annual',
      auto_renew: true,
      referral_code: 'FRIEND1',
      order_number: 'SPC-2026-000123',
    });
    expect(checkout?.headers['payment-nonce']).toMatch(/^nonce-/);
    expect(checkout?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.headers['idempotency-key']).not.toBe(checkout?.headers['idempotency-key']);
    // The card itself went to the gateway only.
    for (const call of fetchMock.mock.calls) {
      if (!urlOf(call[0]).includes('client_api')) expect(JSON.stringify(call[1] ?? {})).not.toContain('4111');
    }

    expect(await screen.findByText('6018-1234-5678-4242')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('spc.purchase.attempt')).toBeNull();
  });

  it('shows a declined card’s message, keeps the form, and pays again with fresh keys and nonce', async () => {
    let declines = 1;
    const { user, router, fetchMock } = await openSummary([
      productRoute('QC'),
      ...gatewayRoutes,
      orderRoute(),
      [
        CHECKOUT,
        () => {
          if (declines-- > 0) return jsonResponse({ error: 'PAYMENT_DECLINED', message: 'Declined' }, 402);
          return jsonResponse(purchaseFixture(), 201);
        },
      ],
      ...shopperRoutes(),
    ]);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card or contact your bank.',
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Security code')).toHaveValue('123');

    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/completion'));
    const checkouts = sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase');
    expect(checkouts).toHaveLength(2);
    expect(checkouts[1]?.headers['idempotency-key']).not.toBe(checkouts[0]?.headers['idempotency-key']);
    expect(checkouts[1]?.headers['payment-nonce']).not.toBe(checkouts[0]?.headers['payment-nonce']);
  });

  it('retries a lost answer with the same Idempotency-Key, body and nonce', async () => {
    let lost = 1;
    const { user, router, fetchMock } = await openSummary([
      productRoute('QC'),
      ...gatewayRoutes,
      orderRoute(),
      [
        CHECKOUT,
        () => {
          if (lost-- > 0) return Promise.reject(new TypeError('Failed to fetch'));
          return jsonResponse(purchaseFixture(), 201);
        },
      ],
      ...shopperRoutes(),
    ]);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));

    const alert = await screen.findByText('We lost the connection before hearing back from the server.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('you will never be charged twice');
    // A new payment would risk a second charge: only the same request may be sent again.
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    expect(window.sessionStorage.getItem('spc.purchase.attempt')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/completion'));
    const checkouts = sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase');
    expect(checkouts).toHaveLength(2);
    expect(checkouts[1]?.headers['idempotency-key']).toBe(checkouts[0]?.headers['idempotency-key']);
    expect(checkouts[1]?.headers['payment-nonce']).toBe(checkouts[0]?.headers['payment-nonce']);
    expect(checkouts[1]?.body).toEqual(checkouts[0]?.body);
    expect(sent(fetchMock, 'POST', '/api/store/v2/order')).toHaveLength(1);
  });

  it('reuses the order’s key when the order’s own answer was lost', async () => {
    let lost = 1;
    const { user, router, fetchMock } = await openSummary([
      productRoute('QC'),
      ...gatewayRoutes,
      [
        ORDER,
        (request) => {
          if (lost-- > 0) return Promise.reject(new TypeError('Failed to fetch'));
          return (orderRoute()[1] as (r: typeof request) => Response)(request);
        },
      ],
      [CHECKOUT, () => jsonResponse(purchaseFixture(), 201)],
      ...shopperRoutes(),
    ]);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/completion'));
    const orders = sent(fetchMock, 'POST', '/api/store/v2/order');
    expect(orders).toHaveLength(2);
    expect(orders[1]?.headers['idempotency-key']).toBe(orders[0]?.headers['idempotency-key']);
  });

  it.each([
    ['VERIFICATION_FAILED', 402, 'Your card could not be verified.'],
    ['PAYMENT_REJECTED', 402, 'The payment was refused.'],
    ['INVALID_NONCE', 400, 'Your card details expired before the payment went through.'],
    ['PAYMENT_FAILED', 502, 'You have not been charged.'],
  ])('explains %s and keeps the form', async (code, status, message) => {
    const { user } = await openSummary([
      productRoute('QC'),
      ...gatewayRoutes,
      orderRoute(),
      [CHECKOUT, () => jsonResponse({ error: code, message: code }, status)],
      ...shopperRoutes(),
    ]);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Card number')).toBeEnabled();
    expect(window.sessionStorage.getItem('spc.purchase.attempt')).toBeNull();
  });

  it('tells a member who already has a membership where to go', async () => {
    const { user } = await openSummary([
      productRoute('QC'),
      ...gatewayRoutes,
      orderRoute(),
      [
        CHECKOUT,
        () => jsonResponse({ error: 'MEMBERSHIP_EXISTS', message: 'User already has active membership' }, 409),
      ],
      ...shopperRoutes(),
    ]);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an active membership.');
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
  });

  it('gives a membership fully covered by a code without a card', async () => {
    const { user, router, fetchMock } = await openSummary(
      [
        productRoute('QC'),
        orderRoute(),
        [CHECKOUT, () => jsonResponse(purchaseFixture(productFixture({ promo: 'FREEYEAR' })), 201)],
        ...shopperRoutes(),
      ],
      { from: 'signup-purchase', promoCode: 'FREEYEAR' },
    );
    await screen.findByText('Your code covers the full price: no payment needed.');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my membership' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/completion'));
    const [checkout] = sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase');
    expect(checkout?.headers).not.toHaveProperty('payment-nonce');
    expect(checkout?.body).toMatchObject({ promo_code: 'FREEYEAR', order_number: 'SPC-2026-000123' });
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('vault_client_token'))).toBe(false);
  });
});
