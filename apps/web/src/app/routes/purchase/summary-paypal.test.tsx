// /purchase/summary with PayPal (issue 23 item 14): the choice beside the card form, the sandbox's
// in-page approval giving a PayPal nonce, the PayPal order (/v2/order/paypal) paid with that nonce,
// auto-renew switched off with its reason, and the failures shown.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentLoader } from '../../../lib/paypal-tokenizer.ts';
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
  vi.restoreAllMocks();
  for (const script of document.head.querySelectorAll('script[src]')) script.remove();
  const checkoutWindow = window as { braintree?: unknown; paypal?: unknown };
  delete checkoutWindow.braintree;
  delete checkoutWindow.paypal;
});

const CLIENT_SCRIPT = 'https://js.braintreegateway.com/web/3.136.0/js/client.min.js';
const CHECKOUT_SCRIPT = 'https://js.braintreegateway.com/web/3.136.0/js/paypal-checkout.min.js';

/** This document as the browser loaded it: the URL its navigation entry names (decision 040). */
function documentServedFor(path: string) {
  const entry = { name: `http://localhost${path}`, entryType: 'navigation' } as PerformanceEntry;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [entry] : []));
}

/** The <script> the page added for this URL (jsdom loads none: the test says how it went). */
async function addedScript(src: string): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const script = [...document.head.querySelectorAll('script')].find((element) => element.src === src);
    expect(script, src).toBeDefined();
    return script!;
  });
}

/** Fakes of braintree-web's client and PayPal Checkout components and of PayPal's SDK, as documented. */
function fakeBraintree() {
  const buttons: { options?: Record<string, (data?: unknown) => unknown>; container?: HTMLElement } = {};
  const checkout = {
    loadPayPalSDK: vi.fn(async () => {
      (window as { paypal?: unknown }).paypal = {
        FUNDING: { PAYPAL: 'paypal' },
        Buttons: (options: Record<string, (data?: unknown) => unknown>) => {
          buttons.options = options;
          return {
            render: async (container: HTMLElement) => {
              buttons.container = container;
              container.append(Object.assign(document.createElement('iframe'), { title: 'PayPal' }));
            },
          };
        },
      };
    }),
    createPayment: vi.fn(async () => 'EC-TOKEN'),
    tokenizePayment: vi.fn(async () => ({
      nonce: 'braintree-paypal-nonce',
      details: { email: 'buyer@paypal.example' },
    })),
  };
  const braintree = {
    client: { create: vi.fn(async () => ({ client: true })) },
    paypalCheckout: { create: vi.fn(async () => checkout) },
  };
  return { braintree, checkout, buttons };
}

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

  it("with Braintree, loads its PayPal checkout from Braintree's CDN and says PayPal is unavailable when it does not load", async () => {
    documentServedFor('/purchase/summary');
    const { user, fetchMock } = await openSummary([
      productRoute('QC'),
      braintreeTokenRoute,
      paypalOrderRoute,
      ...shopperRoutes(),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue with PayPal' }));
    const script = await addedScript(CLIENT_SCRIPT);
    expect(script.async).toBe(true);
    // Refused (a policy without Braintree's host), offline or not found: the script's error event.
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal is not available right now. Please pay by card.',
    );
    expect(screen.getByRole('button', { name: 'Continue with PayPal' })).toBeEnabled();
    expect(sent(fetchMock, 'POST', '/api/store/v2/order/paypal')).toEqual([]);
    expect(sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase')).toEqual([]);
  });

  it("with Braintree, shows PayPal's button and pays with the nonce of its approval", async () => {
    documentServedFor('/fr/purchase/summary');
    const { braintree, checkout, buttons } = fakeBraintree();
    const { user, router, fetchMock } = await openSummary([
      productRoute('QC'),
      braintreeTokenRoute,
      paypalOrderRoute,
      [CHECKOUT, () => jsonResponse(paidWithPayPal(), 201)],
      ...shopperRoutes(),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue with PayPal' }));
    act(() => {
      void addedScript(CLIENT_SCRIPT).then((script) => script.dispatchEvent(new Event('load')));
    });
    const second = await addedScript(CHECKOUT_SCRIPT);
    (window as { braintree?: unknown }).braintree = braintree;
    act(() => {
      second.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText(/Now choose PayPal’s button/)).toBeInTheDocument();
    await waitFor(() => expect(buttons.container?.querySelector('iframe')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Continue with PayPal' })).not.toBeInTheDocument();

    // The client token authorises Braintree's client; PayPal's SDK is asked for the order's currency.
    const token = (braintreeTokenRoute[1] as { client_token: string }).client_token;
    expect(braintree.client.create).toHaveBeenCalledWith({ authorization: token });
    expect(checkout.loadPayPalSDK).toHaveBeenCalledWith({ currency: 'CAD', intent: 'capture', locale: 'en_CA' });
    // PayPal's button asks for the payment (the quoted total), then its approval is tokenised.
    await act(async () => {
      await buttons.options!.createOrder!();
    });
    expect(checkout.createPayment).toHaveBeenCalledWith({
      flow: 'checkout',
      amount: '13.79',
      currency: 'CAD',
      intent: 'capture',
    });
    await act(async () => {
      await buttons.options!.onApprove!({ orderID: 'EC-TOKEN' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/completion'));
    expect(checkout.tokenizePayment).toHaveBeenCalledWith({ orderID: 'EC-TOKEN' });
    const [checkoutCall] = sent(fetchMock, 'POST', '/api/store/v4/checkout/purchase');
    expect(checkoutCall?.headers['payment-nonce']).toBe('braintree-paypal-nonce');
    expect(checkoutCall?.body).toMatchObject({ auto_renew: false });
  });

  it('with Braintree, loads the page again when it came with another page’s policy, and keeps the PayPal choice', async () => {
    documentServedFor('/deals');
    const reload = vi.spyOn(documentLoader, 'reload').mockImplementation(() => undefined);
    const app = await openSummary([productRoute('QC'), braintreeTokenRoute, ...shopperRoutes()]);
    const { user } = app;
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue with PayPal' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // No script is tried under a policy that would refuse it.
    expect(document.head.querySelector(`script[src="${CLIENT_SCRIPT}"]`)).toBeNull();
    expect(window.sessionStorage.getItem('spc-paypal-choice')).toBe(window.location.pathname);
    // The page loaded again starts on PayPal, once.
    app.unmount();
    await openSummary([productRoute('QC'), braintreeTokenRoute, ...shopperRoutes()]);
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(window.sessionStorage.getItem('spc-paypal-choice')).toBeNull();
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
