// Test fixtures: the membership answers of docs/api-membership.md (registerable cards, the activation
// checkout, incentives, the free trial) as stub routes for test/api-stub.ts, a member's session, and
// the card gateway the real card form tokenises through (client token, then a nonce per card).
import type { Card } from '@spc/domain/cards';
import type { ActivationIncentive, RegisterableResponse, RegisterCardResponse } from '@spc/domain/membership';
import type { StubHandler, StubRoute } from '../../../test/api-stub.ts';
import { websiteMenuFixture } from '../../../test/fixtures/navigation.ts';
import {
  cardFixture,
  daysFromNow,
  memberRoutes,
  visitorRoutes,
  type MemberOptions,
} from '../../../test/fixtures/session.ts';
import { jsonResponse } from '../../../test/render-app.tsx';

/** A retail pack's card: 6018-1234-5678-9012, security code 321. */
export const PACK_CARD = { card_number: '6018123456789012', csv: '321' } as const;

export function registerableFixture(overrides: Partial<RegisterableResponse> = {}): RegisterableResponse {
  return {
    registerable: true,
    cobrand: 'spc',
    retailer: 'Campus Bookstore',
    is_g_ticket: false,
    incentive_id: null,
    ...overrides,
  };
}

export function activatedCardFixture(overrides: Partial<Card> = {}): Card {
  return cardFixture({
    ...PACK_CARD,
    expiry_date: '2027-05-20T12:00:00.000Z',
    is_online_purchased: false,
    retailer: 'Campus Bookstore',
    ...overrides,
  });
}

export function activationResultFixture(overrides: Partial<RegisterCardResponse> = {}): RegisterCardResponse {
  return { card: activatedCardFixture(), upgradeType: 'none', manual_cancellation_required: false, ...overrides };
}

export const INCENTIVE: ActivationIncentive = {
  id: 7,
  title_en: 'A free coffee on us',
  title_fr: 'Un café offert',
  description_en: 'Show your card at any Campus Café for a free medium coffee.',
  description_fr: 'Présentez votre carte dans un Café Campus pour un café moyen gratuit.',
  offer_id: 42,
};

export const membershipError = (error: string, status: number) => jsonResponse({ error, message: error }, status);

/**
 * POST /api/users/v2/card/registerable: the pack card is registerable (as `registerable` says); any
 * other pair is unknown; `refusal` answers every call instead.
 */
export function registerableRoute(
  registerable: RegisterableResponse = registerableFixture(),
  refusal?: [string, number],
): StubRoute {
  return [
    'POST /api/users/v2/card/registerable',
    ({ body }) => {
      if (refusal) return membershipError(...refusal);
      const { card_number: number, csv } = body as { card_number: string; csv: string };
      return number === PACK_CARD.card_number && csv === PACK_CARD.csv
        ? jsonResponse(registerable)
        : membershipError('CARD_NOT_FOUND', 404);
    },
  ];
}

export const CHECKOUT = 'POST /api/store/v4/checkout/activation';

export function checkoutRoute(handler: StubHandler | RegisterCardResponse = activationResultFixture()): StubRoute {
  return [CHECKOUT, typeof handler === 'function' ? handler : () => jsonResponse(handler, 201)];
}

export function incentiveRoute(incentive: ActivationIncentive | null = INCENTIVE): StubRoute {
  return [
    /^\/api\/partners\/activation-incentive\/\d+$/,
    ({ url }) =>
      incentive && url.pathname.endsWith(`/${incentive.id}`)
        ? jsonResponse(incentive)
        : membershipError('INCENTIVE_NOT_FOUND', 404),
  ];
}

export function trialCardFixture(): Card {
  return cardFixture({
    card_number: '6018999900001111',
    csv: '456',
    expiry_date: daysFromNow(30),
    is_free_trial: true,
    is_online_purchased: false,
  });
}

/** A registered member without a card (unless given), with the header's menu. */
export function memberWithoutCard(options: MemberOptions = {}): StubRoute[] {
  return [...memberRoutes({ cards: [], ...options }), ['GET /api/users/website-menu', websiteMenuFixture]];
}

/** A visitor, with the header's menu. */
export const visitorWithMenu: StubRoute[] = [...visitorRoutes, ['GET /api/users/website-menu', websiteMenuFixture]];

const CLIENT_TOKEN = btoa(
  JSON.stringify({
    version: 2,
    authorizationFingerprint: 'fingerprint',
    clientApiUrl: 'http://localhost:3000/api/store/sandbox/client_api',
    environment: 'sandbox-embedded',
  }),
);

/** The embedded sandbox's client token and client API: every card becomes a fresh nonce. */
export function gatewayRoutes(): StubRoute[] {
  let nonces = 0;
  return [
    ['GET /api/store/v2/vault_client_token', { client_token: CLIENT_TOKEN }],
    [
      'POST /api/store/sandbox/client_api/v1/payment_methods/credit_cards',
      () => {
        nonces += 1;
        return jsonResponse({
          creditCards: [{ nonce: `nonce-${nonces}`, details: { cardType: 'Visa', lastFour: '1111' } }],
        });
      },
    ],
  ];
}

type FetchMock = { mock: { calls: [RequestInfo | URL, RequestInit?][] } };

/** The requests sent as `METHOD path`: their headers and JSON body, in order. */
export function sent(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      return (init?.method ?? 'GET') === method && new URL(href, 'http://localhost').pathname === path;
    })
    .map(([, init]) => ({
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}
