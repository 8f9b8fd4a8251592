// Test fixtures of the redeem calls (docs/api-member-offers.md), parsed through the domain schemas so
// they cannot drift from the contract, and stub routes for test/api-stub.ts.
import {
  codeResponseSchema,
  savingsResponseSchema,
  urlResponseSchema,
  type CodeResponse,
  type SavingsResponse,
} from '@spc/domain/member-offers';
import { jsonResponse } from '../../../test/render-app.tsx';

export const PARTNER_URL = 'https://northernthreads.example/deals?utm_source=spc&spc_click=click-1';

export function codeFixture(overrides: Partial<CodeResponse> = {}): CodeResponse {
  return codeResponseSchema.parse({
    code: 'NORTH-20',
    code_type: 'static',
    display_kind: 'static',
    channel: 'online',
    card_number: null,
    url: PARTNER_URL,
    redemption_id: 41,
    already_revealed: false,
    ...overrides,
  });
}

export function urlFixture(url = PARTNER_URL) {
  return urlResponseSchema.parse({ url, click: { id: 'click-1', timestamp: Date.UTC(2026, 2, 5, 15) } });
}

export function savingsFixture(overrides: Partial<SavingsResponse> = {}): SavingsResponse {
  return savingsResponseSchema.parse({
    currency: 'CAD',
    total_cents: 4077,
    offers_used: 3,
    membership_price_cents: 1199,
    recent: [
      {
        offer_id: 2,
        partner_name: 'Northern Threads',
        title_en: '20% off online orders',
        title_fr: '20 % de rabais sur les commandes en ligne',
        value_cents: 2500,
        used_at: new Date(2026, 2, 5, 12).getTime(),
      },
      {
        offer_id: 1,
        partner_name: 'Café Lumière',
        title_en: '15% off all drinks',
        title_fr: '15 % de rabais sur toutes les boissons',
        value_cents: 1577,
        used_at: new Date(2026, 1, 20, 12).getTime(),
      },
    ],
    ...overrides,
  });
}

/** An API error as the server answers it. */
export function apiError(status: number, error: string, message = error) {
  return () => jsonResponse({ error, message }, status);
}
