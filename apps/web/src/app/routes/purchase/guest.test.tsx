// /purchase/guest (issue 23 item 14): a card bought without an account — the buyer's details checked
// with the domain's guest schema, the total with the province's tax, card or PayPal through the guest
// checkout (nonce, browser id, Idempotency-Key), the confirmation with the card and how to register it,
// the refusals; and the ways to it from the membership step and from sign-up.
import { screen, waitFor } from '@testing-library/react';
import type { PurchaseResponse } from '@spc/domain/store';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { websiteMenuFixture } from '../../../test/fixtures/navigation.ts';
import { visitorRoutes } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import {
  gatewayRoutes,
  guestProductRoute,
  ISSUED_CARD,
  payPalRoute,
  productRoute,
  purchaseFixture,
  shopperRoutes,
} from '../../../features/purchase/testing/store-api.ts';

type FetchMock = ReturnType<typeof stubApi>;
type User = Awaited<ReturnType<typeof renderApp>>['user'];

const urlOf = (input: RequestInfo | URL): string =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

function sent(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(urlOf(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([input, init]) => ({
      url: new URL(urlOf(input), 'http://localhost'),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}

const GUEST_CHECKOUT = 'POST /api/store/v2/checkout/guest';
const visitor: StubRoute[] = [...visitorRoutes, ['GET /api/users/website-menu', websiteMenuFixture]];
const INACTIVE_CARD = { ...ISSUED_CARD, status: 'inactive', expiry_date: null } as PurchaseResponse['card'];

function guestPurchase(method: 'card' | 'paypal' = 'card'): PurchaseResponse {
  const paid = purchaseFixture();
  return {
    ...paid,
    order: { ...paid.order, kind: 'guest', payment_method: method },
    card: INACTIVE_CARD,
    payment_method: method === 'paypal' ? null : paid.payment_method,
  };
}

async function openGuest(routes: StubRoute[], language: 'en' | 'fr' = 'en') {
  const fetchMock = stubApi([...routes, ...visitor]);
  const app = await renderApp('/purchase/guest', { language });
  return { ...app, fetchMock };
}

async function fillBuyer(user: User, { email = 'gift@example.com', postal = 'h2x 1y4' } = {}) {
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('First name'), 'Camille');
  await user.type(screen.getByLabelText('Last name'), 'Roy');
  await user.type(screen.getByLabelText('Postal code'), postal);
  await user.click(screen.getByRole('button', { name: 'See my total' }));
}

async function fillCard(user: User) {
  await user.type(await screen.findByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
}

afterEach(() => {
  window.localStorage.clear();
});

describe('/purchase/guest: the buyer', () => {
  it('is public, and checks the details with the guest checkout’s schema', async () => {
    const { user, router, fetchMock } = await openGuest([guestProductRoute()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy a card without an account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchase/guest');

    await user.click(screen.getByRole('button', { name: 'See my total' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(/Enter your e-mail address\./);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name.');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(/Enter your postal code\./);
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();

    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.type(screen.getByLabelText('First name'), 'Camille');
    await user.type(screen.getByLabelText('Last name'), 'Roy');
    await user.type(screen.getByLabelText('Postal code'), '12');
    await user.click(screen.getByRole('button', { name: 'See my total' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(/like name@example\.com/);
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(/like A1B 2C3/);
    expect(sent(fetchMock, 'GET', '/api/promos/v2/product/guest')).toEqual([]);
  });
});

describe('/purchase/guest: paying', () => {
  it('quotes the postal code’s tax, pays by card and shows the card with how to register it', async () => {
    const { user, fetchMock } = await openGuest([
      guestProductRoute(),
      ...gatewayRoutes,
      [GUEST_CHECKOUT, () => jsonResponse(guestPurchase(), 201)],
    ]);
    await fillBuyer(user);

    expect(await screen.findByText('Bought by Camille Roy (gift@example.com).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toHaveFocus();
    expect(screen.getByText('Tax is calculated for the postal code H2X 1Y4.')).toBeInTheDocument();
    expect(sent(fetchMock, 'GET', '/api/promos/v2/product/guest')[0]?.url.searchParams.get('postal')).toBe('H2X 1Y4');
    // The billing postal code starts as the buyer's.
    expect(screen.getByLabelText('Billing postal code')).toHaveValue('H2X 1Y4');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toHaveFocus();
    const [checkout] = sent(fetchMock, 'POST', '/api/store/v2/checkout/guest');
    expect(checkout?.body).toEqual({
      email: 'gift@example.com',
      first_name: 'Camille',
      last_name: 'Roy',
      postal: 'H2X 1Y4',
      language: 'en',
      auto_renew: false,
    });
    expect(checkout?.headers['payment-nonce']).toMatch(/^nonce-\d+$/);
    expect(checkout?.headers.id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(checkout?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9-]{8,}$/);

    expect(screen.getByText('6018-1234-5678-4242')).toBeInTheDocument();
    expect(screen.getByText('987')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 1111')).toBeInTheDocument();
    expect(screen.getByText(/is on its way to gift@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to register the card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register this card' })).toHaveAttribute(
      'href',
      '/activate?card_num=6018123456784242&csv=987',
    );
  });

  it('pays with PayPal, in French', async () => {
    const { user, fetchMock } = await openGuest(
      [
        guestProductRoute(),
        ...gatewayRoutes,
        payPalRoute,
        [GUEST_CHECKOUT, () => jsonResponse(guestPurchase('paypal'), 201)],
      ],
      'fr',
    );
    await user.type(await screen.findByLabelText('Adresse courriel'), 'cadeau@example.com');
    await user.type(screen.getByLabelText('Prénom'), 'Camille');
    await user.type(screen.getByLabelText('Nom'), 'Roy');
    await user.type(screen.getByLabelText('Code postal'), 'K1A 0B1');
    await user.click(screen.getByRole('button', { name: 'Voir mon total' }));

    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continuer avec PayPal' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Merci!' })).toBeInTheDocument();
    const [checkout] = sent(fetchMock, 'POST', '/api/store/v2/checkout/guest');
    expect(checkout?.headers['payment-nonce']).toMatch(/^paypal-nonce-\d+$/);
    expect(checkout?.body).toMatchObject({ language: 'fr', postal: 'K1A 0B1', email: 'cadeau@example.com' });
    expect(screen.getByRole('link', { name: 'Enregistrer cette carte' })).toBeInTheDocument();
    expect(screen.getByText(/est en route vers cadeau@example\.com/)).toBeInTheDocument();
  });

  it('shows a declined card and lets the buyer try again with a new key', async () => {
    let declines = 1;
    const { user, fetchMock } = await openGuest([
      guestProductRoute(),
      ...gatewayRoutes,
      [
        GUEST_CHECKOUT,
        () =>
          declines-- > 0
            ? jsonResponse({ error: 'PAYMENT_DECLINED', message: 'Declined' }, 402)
            : jsonResponse(guestPurchase(), 201),
      ],
    ]);
    await fillBuyer(user);
    await fillCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $13.79' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');

    await user.click(screen.getByRole('button', { name: 'Pay $13.79' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    const [first, second] = sent(fetchMock, 'POST', '/api/store/v2/checkout/guest');
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    expect(second?.headers.id).toBe(first?.headers.id);
  });

  it('sends a lost answer again with the same key and nonce', async () => {
    let lost = 1;
    const { user, fetchMock } = await openGuest([
      guestProductRoute(),
      ...gatewayRoutes,
      [
        GUEST_CHECKOUT,
        () =>
          lost-- > 0
            ? jsonResponse({ error: 'PAYMENT_PENDING', message: 'Pending' }, 503)
            : jsonResponse(guestPurchase(), 201),
      ],
    ]);
    await fillBuyer(user);
    await fillCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $13.79' }));
    expect(await screen.findByText(/Trying again is safe/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    const [first, second] = sent(fetchMock, 'POST', '/api/store/v2/checkout/guest');
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.headers['payment-nonce']).toBe(first?.headers['payment-nonce']);
  });

  it('lets the buyer change the details, which asks for the new total', async () => {
    const { user, fetchMock } = await openGuest([guestProductRoute(), ...gatewayRoutes]);
    await fillBuyer(user);
    await user.click(await screen.findByRole('button', { name: 'Change my details' }));
    const postal = screen.getByLabelText('Postal code');
    expect(postal).toHaveValue('H2X 1Y4');
    await user.clear(postal);
    await user.type(postal, 'K1A 0B1');
    await user.click(screen.getByRole('button', { name: 'See my total' }));
    expect(await screen.findByText('Tax is calculated for the postal code K1A 0B1.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $13.55' })).toBeInTheDocument();
    expect(sent(fetchMock, 'GET', '/api/promos/v2/product/guest')).toHaveLength(2);
  });
});

describe('the ways to /purchase/guest', () => {
  it('is offered on the membership step', async () => {
    stubApi([productRoute(), ...shopperRoutes()]);
    await renderApp('/signup/purchase');
    expect(await screen.findByRole('link', { name: 'Buy a card without an account' })).toHaveAttribute(
      'href',
      '/purchase/guest',
    );
    expect(screen.getByText(/Buying for someone else\?/)).toBeInTheDocument();
  });

  it('is offered to a visitor on sign-up', async () => {
    stubApi(visitor);
    await renderApp('/signup');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Buy a card without an account' })).toHaveAttribute(
        'href',
        '/purchase/guest',
      ),
    );
  });
});
