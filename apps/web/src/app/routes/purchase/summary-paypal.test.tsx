// /purchase/summary with PayPal (issue 23 item 14): the choice beside the card form, the sandbox's
// in-page approval giving a PayPal nonce, the PayPal order (/v2/order/paypal) paid with that nonce,
// auto-renew switched off with its reason, and the failures shown.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import {
  braintreeTokenRoute,
  gatewayRoutes,
  payPalRoute,
  productRoute,
  purchaseFixture,
  shopperRoutes,
} from '../../../features/purchase/testing/store-api.ts';

type FetchMock = ReturnType<typeof stubApi>;

const urlOf = (input: RequestInfo | URL): string =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

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

const PAYPAL_ORDER = 'POST /api/store/v2/order/paypal';
const CHECKOUT = 'POST /api/store/v4/checkout/purchase';

const paypalOrderRoute: StubRoute = [
  PAYPAL_ORDER,
  () => {
    const { order } = purchaseFixture();
    return jsonResponse(
      {
        order_number: order.order_number,
        order: { ...order, status: 'pending', payment_method: 'paypal', paid_at: null },
      },
      201,
    );
  },
];

const paidWithPayPal = () => {
  const paid = purchaseFixture();
  return { ...paid, order: { ...paid.order, payment_method: 'paypal' }, payment_method: null };
};

async function openSummary(routes: StubRoute[], language: 'en' | 'fr' = 'en') {
  const fetchMock = stubApi(routes);
  const app = await renderApp('/purchase/instore', { language });
  await act(() => app.router.navigate('/purchase/summary', { state: { from: 'signup-purchase' } }));
  return { ...app, fetchMock };
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('/purchase/summary: PayPal', () => {
  it('approves in the page, pays a PayPal order with the PayPal nonce and never turns auto-renew on', async () => {
    const { user, router, fetchMock } = await openSummary([
      productRoute('QC'),
      ...gatewayRoutes,
      payPalRoute,
      paypalOrderRoute,
      [CHECKOUT, () => jsonResponse(paidWithPayPal(), 201)],
      ...shopperRoutes(),
    ]);
    // Auto-renew chosen with the card first…
    await user.click(await screen.findByRole('checkbox', { name: 'Renew automatically every year' }));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));

    // …is switched off with PayPal, and says why.
    const autoRenew = screen.getByRole('checkbox', { name: 'Renew automatically every year' });
    expect(autoRenew).not.toBeChecked();
    expect(autoRenew).toBeDisabled();
    expect(autoRenew).toHaveAccessibleDescription(/only available when you pay by card/);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByText(/approve the payment of \$13\.79 with your PayPal account/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue with PayPal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/completion'));
    // The completion names what paid: a PayPal account has no card digits.
    expect(await screen.findByText('PayPal', { selector: 'dd' })).toBeInTheDocument();

    expect(sent(fetchMock, 'POST', '/api/store/sandbox/client_api/v1/paypal_accounts')[0]?.body).toEqual({
      authorizationFingerprint: 'fingerprint',
    });
    expect(sent(fetchMock, 'POST', '/api/store/v2/order')).toEqual([]);
    const [order] = sent(fetchMock, 'POST', '/api/store/v2/order/paypal');
    expect(order?.body).toMatchObject({ language: 'en', auto_renew: false });
    const [checkout] = sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase');
    expect(checkout?.headers['payment-nonce']).toMatch(/^paypal-nonce-\d+$/);
    expect(checkout?.body).toMatchObject({ order_number: 'SPC-2026-000123', auto_renew: false });
    expect(checkout?.headers['idempotency-key']).not.toBe(order?.headers['idempotency-key']);
  });

  it('gives the card its auto-renew choice back when the member returns to the card', async () => {
    await openSummary([productRoute('QC'), ...gatewayRoutes, ...shopperRoutes()]);
    const checkbox = await screen.findByRole('checkbox', { name: 'Renew automatically every year' });
    await act(async () => {
      checkbox.click();
      screen.getByRole('radio', { name: 'PayPal' }).click();
    });
    expect(screen.getByRole('checkbox', { name: 'Renew automatically every year' })).not.toBeChecked();
    await act(async () => screen.getByRole('radio', { name: 'Card' }).click());
    expect(screen.getByRole('checkbox', { name: 'Renew automatically every year' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('shows a refused PayPal payment, in French', async () => {
    const { user } = await openSummary(
      [
        productRoute('QC'),
        ...gatewayRoutes,
        payPalRoute,
        paypalOrderRoute,
        [CHECKOUT, () => jsonResponse({ error: 'PAYMENT_REJECTED', message: 'Rejected' }, 402)],
        ...shopperRoutes({ language: 'fr' }),
      ],
      'fr',
    );
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(screen.getByRole('checkbox', { name: 'Renouveler automatiquement chaque année' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continuer avec PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement a été refusé.');
  });

  it('says PayPal is unavailable when the gateway cannot approve in the page, and charges nothing', async () => {
    const { user, fetchMock } = await openSummary([
      productRoute('QC'),
      braintreeTokenRoute,
      paypalOrderRoute,
      ...shopperRoutes(),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal is not available right now. Please pay by card.',
    );
    expect(sent(fetchMock, 'POST', '/api/store/v2/order/paypal')).toEqual([]);
    expect(sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase')).toEqual([]);
  });

  it('says so when the sandbox refuses the approval', async () => {
    const { user } = await openSummary([
      productRoute('QC'),
      ...gatewayRoutes,
      [
        'POST /api/store/sandbox/client_api/v1/paypal_accounts',
        () => jsonResponse({ error: { message: 'Authorization fingerprint is invalid or expired.' } }, 401),
      ],
      ...shopperRoutes(),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal could not approve the payment. Nothing was charged.',
    );
  });
});
