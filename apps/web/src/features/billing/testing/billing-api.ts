// Test fixtures of the billing calls (docs/api-store.md) as stub routes for test/api-stub.ts, and the
// cookies the billing feature sets, cleared between tests (test/setup.ts clears storage, not cookies).
import type { BannerStatus } from '@spc/domain/membership-banner';
import type { RemindersResponse, SubscriptionStatus, TransactionsResponse } from '@spc/domain/store';
import { deleteCookie } from '../../../lib/cookies.ts';
import type { StubRoute } from '../../../test/api-stub.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { EXPIRING_MODAL_COOKIE } from '../expiring-modal-cookie.ts';
import { PROMO_CODE_COOKIE } from '../promo-cookie.ts';

export function subscriptionFixture(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    status: 'active',
    is_auto_renew: true,
    next_billing_date: '2099-08-31T12:00:00.000Z',
    payment_method: { card_type: 'Visa', last4: '4242', expiration_month: 12, expiration_year: 2030 },
    renewal_promo_code: null,
    last_failure: null,
    ...overrides,
  };
}

type Transaction = TransactionsResponse['transactions'][number];

export function transactionFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    order_number: 'SPC-2024-000123',
    status: 'paid',
    kind: 'purchase',
    payment_method: 'card',
    promo_code: null,
    school_code: null,
    created_at: '2024-09-02T15:00:00.000Z',
    paid_at: '2024-09-02T15:00:05.000Z',
    product_id: 'spc-annual',
    currency: 'CAD',
    unit_price_cents: 1199,
    quantity: 1,
    subtotal_cents: 1199,
    discount_cents: 0,
    discount_source: null,
    province: 'ON',
    tax_rate: 13_000,
    taxes: [{ name: 'HST', rate: 13_000, amount_cents: 156 }],
    tax_cents: 156,
    total_cents: 1355,
    card: { card_number_last4: '1234' },
    payment: { card_type: 'Visa', last4: '4242' },
    membership_period: { starts_at: '2024-09-02T15:00:05.000Z', ends_at: '2025-09-02T15:00:05.000Z' },
    ...overrides,
  };
}

export interface BillingFixture {
  subscription?: SubscriptionStatus;
  transactions?: Transaction[];
  banner?: BannerStatus;
  reminders?: RemindersResponse['reminders'];
}

/** The billing page's reads (and the shell's banner status, none by default). */
export function billingApi({
  subscription = subscriptionFixture(),
  transactions = [transactionFixture()],
  banner = { success: false },
  reminders = [],
}: BillingFixture = {}): StubRoute[] {
  return [
    ['GET /api/users/user/reminders', { reminders }],
    ['GET /api/users/user/check_braintree_subscription', subscription],
    ['GET /api/store/user_transactions', { transactions }],
    ['GET /api/store/topBannerStatus', banner],
  ];
}

export function clearBillingCookies(): void {
  deleteCookie(PROMO_CODE_COOKIE);
  deleteCookie(EXPIRING_MODAL_COOKIE);
}

/**
 * The billing calls backed by a little in-memory server, so a change is still there when the page reads
 * the status again: auto-renew on (422 PAYMENT_METHOD_REQUIRED without a card) and off, a new card.
 * Put routes before these in the stub table to answer a call differently (a refusal, a slow answer).
 */
export function billingServer(fixture: BillingFixture = {}) {
  const state = { subscription: fixture.subscription ?? subscriptionFixture() };
  const json = jsonResponse;
  const routes: StubRoute[] = [
    ['GET /api/users/user/check_braintree_subscription', () => json(state.subscription)],
    [
      'PUT /api/users/user/updateAutoRenew',
      ({ body }) => {
        const enabled = (body as { is_auto_renew: boolean }).is_auto_renew;
        if (enabled && !state.subscription.payment_method) {
          return json({ error: 'PAYMENT_METHOD_REQUIRED', message: 'Add a payment method first.' }, 422);
        }
        state.subscription = { ...state.subscription, is_auto_renew: enabled };
        return json({ is_auto_renew: enabled });
      },
    ],
    [
      'POST /api/store/unsubscribe',
      () => {
        state.subscription = { ...state.subscription, is_auto_renew: false, status: 'cancelled' };
        return json({ success: true, is_auto_renew: false });
      },
    ],
    [
      'PUT /api/store/updatePaymentMethod',
      ({ body }) => {
        const { promoCode } = body as { nonce: string; promoCode?: string };
        const payment_method = { card_type: 'Visa', last4: '1111', expiration_month: 4, expiration_year: 2031 };
        state.subscription = {
          ...state.subscription,
          payment_method,
          renewal_promo_code: promoCode ?? state.subscription.renewal_promo_code,
        };
        return json({ payment_method, renewal_promo_code: state.subscription.renewal_promo_code });
      },
    ],
    ...billingApi(fixture).filter(([match]) => match !== 'GET /api/users/user/check_braintree_subscription'),
  ];
  return { routes, state };
}
