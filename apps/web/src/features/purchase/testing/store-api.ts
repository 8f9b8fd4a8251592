// Test fixtures: the store and promos answers of docs/api-store.md, built with the domain's own money
// rules (quote()), as stub routes for test/api-stub.ts; and the card gateway (client token, tokenise).
import type { Card } from '@spc/domain/cards';
import {
  membershipProduct,
  quote,
  type Discount,
  type ProductResponse,
  type PurchaseResponse,
} from '@spc/domain/store';
import type { StubRoute } from '../../../test/api-stub.ts';
import { cardFixture, memberRoutes, type MemberOptions } from '../../../test/fixtures/session.ts';
import { websiteMenuFixture } from '../../../test/fixtures/navigation.ts';
import { jsonResponse } from '../../../test/render-app.tsx';

export const PROMOS: Record<string, Discount> = {
  WELCOME10: { kind: 'percent', value: 10 },
  FREEYEAR: { kind: 'percent', value: 100 },
};
export const SCHOOLS: Record<string, { discount: Discount; school_name: string }> = {
  CONCORDIA: { discount: { kind: 'percent', value: 20 }, school_name: 'Concordia University' },
};

/** The product answer for a province, with the codes given applied. */
export function productFixture({
  province = 'QC',
  promo,
  school,
}: { province?: string; promo?: string; school?: string } = {}): ProductResponse {
  const promoDiscount = promo ? (PROMOS[promo] ?? null) : null;
  const schoolEntry = school ? (SCHOOLS[school] ?? null) : null;
  return {
    product: membershipProduct('ca'),
    promo: promo && promoDiscount ? { code: promo, discount: promoDiscount, valid_until: null } : null,
    school:
      school && schoolEntry
        ? { code: school, school_name: schoolEntry.school_name, discount: schoolEntry.discount, valid_until: null }
        : null,
    quote: quote({
      product: membershipProduct('ca'),
      province,
      country: 'ca',
      promo: promoDiscount,
      school: schoolEntry?.discount ?? null,
    }),
  };
}

export const ISSUED_CARD: Card = cardFixture({
  card_number: '6018123456784242',
  csv: '987',
  expiry_date: '2027-05-20T12:00:00.000Z',
});

export function purchaseFixture(product: ProductResponse = productFixture()): PurchaseResponse {
  return {
    order_number: 'SPC-2026-000123',
    order: {
      ...product.quote,
      order_number: 'SPC-2026-000123',
      status: 'paid',
      kind: 'purchase',
      payment_method: product.quote.total_cents === 0 ? 'none' : 'card',
      promo_code: product.promo?.code ?? null,
      school_code: product.school?.code ?? null,
      created_at: '2026-05-20T12:00:00.000Z',
      paid_at: '2026-05-20T12:00:01.000Z',
    },
    card: ISSUED_CARD,
    payment_method:
      product.quote.total_cents === 0
        ? null
        : { card_type: 'Visa', last4: '1111', expiration_month: 12, expiration_year: 2030 },
  };
}

const storeError = (error: string, status: number) => jsonResponse({ error, message: error }, status);

/** Code checks: the known codes pass; `refusals` maps a code to the error the API answers. */
export function codeRoutes(refusals: Record<string, [string, number]> = {}): StubRoute[] {
  return [
    [
      /^\/api\/partners\/validatePromoCode\//,
      ({ url }) => {
        const code = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const refusal = refusals[code];
        if (refusal) return storeError(...refusal);
        const discount = PROMOS[code];
        return discount ? jsonResponse({ code, discount, valid_until: null }) : storeError('PROMO_NOT_FOUND', 404);
      },
    ],
    [
      /^\/api\/partners\/school_code\//,
      ({ url }) => {
        const code = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const refusal = refusals[code];
        if (refusal) return storeError(...refusal);
        const school = SCHOOLS[code];
        return school ? jsonResponse({ code, ...school, valid_until: null }) : storeError('SCHOOL_CODE_NOT_FOUND', 404);
      },
    ],
  ];
}

/** GET /api/promos/v2/product, quoting for `province` with the codes of the query. */
export function productRoute(province = 'QC'): StubRoute {
  return [
    'GET /api/promos/v2/product',
    ({ url }) =>
      jsonResponse(
        productFixture({
          province,
          promo: url.searchParams.get('promocode') ?? undefined,
          school: url.searchParams.get('school_code') ?? undefined,
        }),
      ),
  ];
}

const CLIENT_TOKEN = btoa(
  JSON.stringify({
    version: 2,
    authorizationFingerprint: 'fingerprint',
    clientApiUrl: 'http://localhost:3000/api/store/sandbox/client_api',
    environment: 'sandbox-embedded',
  }),
);

let nonceCount = 0;

/** The embedded sandbox's client token and client API: every card becomes a fresh nonce. */
export const gatewayRoutes: StubRoute[] = [
  ['GET /api/store/v2/vault_client_token', { client_token: CLIENT_TOKEN }],
  [
    'POST /api/store/sandbox/client_api/v1/payment_methods/credit_cards',
    () => {
      nonceCount += 1;
      return jsonResponse({
        creditCards: [{ nonce: `nonce-${nonceCount}`, details: { cardType: 'Visa', lastFour: '1111' } }],
      });
    },
  ],
];

/** The embedded sandbox's in-page PayPal approval: a fresh PayPal nonce each time. */
export const payPalRoute: StubRoute = [
  'POST /api/store/sandbox/client_api/v1/paypal_accounts',
  () => {
    nonceCount += 1;
    return jsonResponse(
      {
        paypalAccounts: [
          { nonce: `paypal-nonce-${nonceCount}`, type: 'PayPalAccount', details: { email: 'buyer@paypal.example' } },
        ],
      },
      201,
    );
  },
];

/** A client token for a gateway whose PayPal approval cannot happen in the page (Braintree). */
export const braintreeTokenRoute: StubRoute = [
  'GET /api/store/v2/vault_client_token',
  {
    client_token: btoa(
      JSON.stringify({
        version: 2,
        authorizationFingerprint: 'fingerprint',
        clientApiUrl: 'https://api.sandbox.braintreegateway.com/merchants/x/client_api',
        environment: 'sandbox',
      }),
    ),
  },
];

/** GET /api/promos/v2/product/guest: the quote for the postal code's province (H… is Quebec, K… Ontario). */
export function guestProductRoute(): StubRoute {
  return [
    'GET /api/promos/v2/product/guest',
    ({ url }) => {
      const postal = url.searchParams.get('postal') ?? '';
      return jsonResponse(productFixture({ province: postal.startsWith('K') ? 'ON' : 'QC' }));
    },
  ];
}

/** A registered member's session (no card unless given), with a Quebec profile by default. */
export function shopperRoutes(options: MemberOptions = {}): StubRoute[] {
  return [...memberRoutes({ cards: [], ...options }), ['GET /api/users/website-menu', websiteMenuFixture]];
}

export const trialCard = () => cardFixture({ is_free_trial: true, is_online_purchased: false });
export const paidCard = () => cardFixture();
