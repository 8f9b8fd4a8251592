// /billing through the real route table (spec §2 "/billing", §4 "Updates", §2 "Modals"): who may open
// it, what it shows in both languages, the stored promo code, the optimistic auto-renew switch and its
// rollback, the add-payment flow, the payment-method update's modals, the failed-renewal retry and the
// order history's states. The card form is replaced by a stand-in that hands over a nonce.
import type { Card } from '@spc/domain/cards';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../lib/cookies.ts';
import { sentBodies, sentBody } from '../../../test/requests.ts';
import { MEMBER_UID, cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { PROMO_CODE_COOKIE } from '../../../features/billing/promo-cookie.ts';
import {
  billingServer,
  clearBillingCookies,
  subscriptionFixture,
  transactionFixture,
  type BillingFixture,
} from '../../../features/billing/testing/billing-api.ts';
import { FAKE_NONCE } from '../../../features/billing/testing/fake-card-form.tsx';

vi.mock(
  '../../../components/payment/card-form.tsx',
  async () => await import('../../../features/billing/testing/fake-card-form.tsx'),
);

afterEach(clearBillingCookies);

const BILLED_CARD = cardFixture({ card_number: '6018000000001234', expiry_date: '2099-08-31T12:00:00.000Z' });

interface OpenOptions extends BillingFixture {
  path?: string;
  cards?: Card[];
  /** Answers that take precedence over the billing server's. */
  before?: StubRoute[];
  language?: 'en' | 'fr';
}

async function openBilling({
  path = '/billing',
  cards = [BILLED_CARD],
  before = [],
  language,
  ...fixture
}: OpenOptions = {}) {
  const server = billingServer(fixture);
  // The interface follows the member's profile language (spec §4 "Language").
  const profile = profileFixture({ language: language ?? 'en' });
  const fetchMock = stubApi([...before, ...server.routes, ...memberApi({ cards, profile })]);
  const app = await renderApp(path, { language });
  return { ...app, fetchMock, server };
}

async function billingPage(options: OpenOptions = {}) {
  const opened = await openBilling(options);
  await screen.findByRole('heading', { level: 1, name: options.language === 'fr' ? 'Facturation' : 'Billing' });
  return opened;
}

const autoRenewSwitch = () => screen.findByRole('switch', { name: 'Renew my membership automatically' });

/** A response the test releases when it wants. */
function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('/billing access', () => {
  const day = 86_400_000;
  it.each([
    ['a free trial', [cardFixture({ is_free_trial: true, is_online_purchased: false })]],
    ['a gold ticket', [cardFixture({ is_g_ticket: true })]],
    ['no card', []],
    ['an expired card', [cardFixture({ expiry_date: new Date(Date.now() - day).toISOString(), is_expired: true })]],
    ['an inactive card', [cardFixture({ status: 'inactive' })]],
    ['only a bank card', [cardFixture({ cobrand: 'cibc' })]],
  ])('sends a member with %s to /deals', async (_label, cards) => {
    const { router, fetchMock } = await openBilling({ cards });

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    expect(calls(fetchMock)).not.toContain('GET /api/users/user/check_braintree_subscription');
  });

  it('shows the page to a member with an active spc card, even with a trial that ended before it', async () => {
    const trial = cardFixture({ is_free_trial: true, expiry_date: '2099-01-01T00:00:00.000Z' });
    const { router } = await billingPage({ cards: [trial, BILLED_CARD] });
    expect(router.state.location.pathname).toBe('/billing');
  });

  it('asks a visitor to log in (the global guard) without loading billing', async () => {
    const fetchMock = stubApi([...visitorApi, ...billingServer().routes]);
    const { router } = await renderApp('/billing');

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/billing');
    expect(calls(fetchMock)).not.toContain('GET /api/users/user/check_braintree_subscription');
  });
});

describe('/billing page', () => {
  it('shows the membership, auto-renew, the card on file and the orders', async () => {
    await billingPage();

    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('6018-0000-0000-1234')).toBeInTheDocument();
    expect(within(membership).getByText('August 31, 2099')).toBeInTheDocument();
    expect(within(membership).getByText('Active')).toBeInTheDocument();

    const toggle = await autoRenewSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Your membership renews on August 31, 2099 for $11.99 plus tax.');

    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(within(payment).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(payment).getByText('Expires December 2030')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();

    const orders = screen.getByRole('region', { name: 'Order history' });
    const row = (await within(orders).findAllByRole('row'))[1];
    expect(row).toBeDefined();
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['September 2, 2024', 'SPC-2024-000123', 'Membership 2024\u20132025', '$13.55', 'Paid']);
    expect(document.title).toBe('Billing — SPC');
  });

  it('reads naturally in French, with fr-CA money and dates', async () => {
    await billingPage({ language: 'fr' });

    const toggle = await screen.findByRole('switch', { name: 'Renouveler mon abonnement automatiquement' });
    expect(toggle).toHaveAccessibleDescription(
      'Votre abonnement se renouvelle le 31 août 2099 pour 11,99\u00a0$ plus taxes.',
    );
    expect(screen.getByText('Expire en décembre 2030')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Historique des commandes' });
    const row = (await within(orders).findAllByRole('row'))[1];
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 septembre 2024', 'SPC-2024-000123', 'Abonnement 2024-2025', '13,55\u00a0$', 'Payée']);
  });

  it('says when there are no orders, and offers to retry a failed load', async () => {
    let down = true;
    const { user } = await billingPage({
      transactions: [],
      before: [
        [
          'GET /api/store/user_transactions',
          () =>
            down
              ? jsonResponse({ error: 'INTERNAL', message: 'Internal error' }, 500)
              : jsonResponse({ transactions: [] }),
        ],
      ],
    });
    const orders = screen.getByRole('region', { name: 'Order history' });

    expect(await within(orders).findByText('This could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(within(orders).getByRole('button', { name: 'Try again' }));
    expect(await within(orders).findByText('You have no orders yet.')).toBeInTheDocument();
  });

  it('shows when the subscription status cannot be loaded', async () => {
    await billingPage({
      before: [
        ['GET /api/users/user/check_braintree_subscription', () => jsonResponse({ error: 'X', message: 'x' }, 500)],
      ],
    });
    const autoRenew = screen.getByRole('region', { name: 'Auto-renew' });
    expect(await within(autoRenew).findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('/billing promo_code', () => {
  it('stores the code for 2 days, shows it and sends it with the next payment-method update', async () => {
    const { user, fetchMock } = await billingPage({ path: '/billing?promo_code=spring25' });

    expect(readCookie(PROMO_CODE_COOKIE)).toBe('SPRING25');
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(
      await within(payment).findByText('Promo code SPRING25 will apply at your next renewal.'),
    ).toBeInTheDocument();

    await user.click(within(payment).getByRole('button', { name: 'Update payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update payment method' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    await screen.findByRole('dialog', { name: 'Payment method updated' });
    expect(sentBody(fetchMock, 'PUT', '/api/store/updatePaymentMethod')).toEqual({
      nonce: FAKE_NONCE,
      promoCode: 'SPRING25',
    });
    // Sent once: the server keeps it from now on, and the page says so.
    expect(readCookie(PROMO_CODE_COOKIE)).toBeNull();
    expect(await within(payment).findByText('Promo code SPRING25 applies at your next renewal.')).toBeInTheDocument();
  });

  it('ignores a malformed code', async () => {
    const { user, fetchMock } = await billingPage({ path: '/billing?promo_code=%3Cscript%3E' });
    expect(readCookie(PROMO_CODE_COOKIE)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save card' }));
    await screen.findByRole('dialog', { name: 'Payment method updated' });
    expect(sentBody(fetchMock, 'PUT', '/api/store/updatePaymentMethod')).toEqual({ nonce: FAKE_NONCE });
  });
});

describe('/billing auto-renew', () => {
  it('turns on at once, and rolls back when the server fails (spec §4 "Updates")', async () => {
    const answer = deferred();
    let statusReads = 0;
    const { user, fetchMock } = await billingPage({
      before: [
        ['PUT /api/users/user/updateAutoRenew', () => answer.promise],
        // After the first read the status never answers again: only the rollback can restore the switch.
        [
          'GET /api/users/user/check_braintree_subscription',
          () =>
            statusReads++ === 0
              ? jsonResponse(subscriptionFixture({ is_auto_renew: false }))
              : new Promise<Response>(() => undefined),
        ],
      ],
    });
    const toggle = await autoRenewSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(
      'Your membership ends on August 31, 2099. Turn on auto-renew to keep your discounts without a break.',
    );

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-renew?' });
    expect(dialog).toHaveAccessibleDescription(
      'On August 31, 2099, we will charge $11.99 plus tax to your Visa •••• 4242, then once a year until you turn it off.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Turn on auto-renew' }));

    // Optimistic: on before the server has answered.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sentBody(fetchMock, 'PUT', '/api/users/user/updateAutoRenew')).toEqual({ is_auto_renew: true });

    answer.release(jsonResponse({ error: 'INTERNAL', message: 'Internal error' }, 500));

    expect(await screen.findByText('Auto-renew could not be changed. Please try again.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('asks before turning off, then cancels the subscription with the member’s uid', async () => {
    const { user, fetchMock } = await billingPage();
    const toggle = await autoRenewSwitch();

    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renew?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your membership will end on August 31, 2099 and will not renew. You can turn auto-renew back on any time before then.',
    );
    // Keeping it changes nothing, and the focus goes back to the switch.
    await user.click(within(dialog).getByRole('button', { name: 'Keep auto-renew' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renew?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off auto-renew' }));

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/store/unsubscribe')).toEqual([{ uid: MEMBER_UID }]));
    expect(calls(fetchMock)).not.toContain('PUT /api/users/user/updateAutoRenew');
  });

  it('with no card on file, asks for one, saves it and then turns auto-renew on', async () => {
    const { user, fetchMock, server } = await billingPage({
      subscription: subscriptionFixture({ is_auto_renew: false, payment_method: null }),
    });
    // Issue 23 item 11: why no card is kept, right after paying by card with auto-renew off.
    expect(
      await screen.findByText(
        'There is no card on file: auto-renew is off, so we did not keep the details of the card you paid with.',
      ),
    ).toBeInTheDocument();

    await user.click(await autoRenewSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    expect(dialog).toHaveAccessibleDescription(
      'Auto-renew needs a card on file. Add one and we will turn auto-renew on.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save card and turn on auto-renew' }));

    const modified = await screen.findByRole('dialog', { name: 'Payment method updated' });
    expect(modified).toHaveAccessibleDescription('Your Visa ending in 1111 will be used for your next renewal.');
    await waitFor(() => expect(server.state.subscription.is_auto_renew).toBe(true));
    const sent = calls(fetchMock).filter((call) => call.startsWith('PUT '));
    expect(sent).toEqual(['PUT /api/store/updatePaymentMethod', 'PUT /api/users/user/updateAutoRenew']);

    await user.click(within(modified).getByRole('button', { name: 'OK' }));
    const toggle = await autoRenewSwitch();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Visa •••• 1111')).toBeInTheDocument();
  });

  it('opens the add-payment modal when the server answers 422 PAYMENT_METHOD_REQUIRED', async () => {
    const { user, server } = await billingPage({
      subscription: subscriptionFixture({ is_auto_renew: false }),
      before: [
        // The card on file the page showed is gone on the server (removed elsewhere) until a new one is saved.
        [
          'PUT /api/users/user/updateAutoRenew',
          () => {
            if (server.state.subscription.payment_method?.last4 !== '1111') {
              return jsonResponse({ error: 'PAYMENT_METHOD_REQUIRED', message: 'Add a payment method first.' }, 422);
            }
            server.state.subscription = { ...server.state.subscription, is_auto_renew: true };
            return jsonResponse({ is_auto_renew: true });
          },
        ],
      ],
    });
    const toggle = await autoRenewSwitch();

    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Turn on auto-renew?' })).getByRole('button', {
        name: 'Turn on auto-renew',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    // Rolled back, without the generic error: the modal says what is needed.
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText('Auto-renew could not be changed. Please try again.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save card and turn on auto-renew' }));
    await screen.findByRole('dialog', { name: 'Payment method updated' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });
});

describe('/billing after paying with auto-renew off (issue 23 item 11)', () => {
  it('offers to save a card, which turns auto-renew on through the add-payment flow', async () => {
    const { user, server } = await billingPage({
      subscription: subscriptionFixture({ is_auto_renew: false, payment_method: null }),
    });
    const payment = screen.getByRole('region', { name: 'Payment method' });
    await user.click(await within(payment).findByRole('button', { name: 'Save a card and turn on auto-renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card and turn on auto-renew' }));
    await screen.findByRole('dialog', { name: 'Payment method updated' });
    await waitFor(() => expect(server.state.subscription.is_auto_renew).toBe(true));
  });

  it('lists a declined attempt apart from the orders, as not charged', async () => {
    const declined = transactionFixture({
      order_number: 'SPC-DECLINED01',
      status: 'declined',
      paid_at: null,
      membership_period: null,
      created_at: '2024-09-02T14:58:00.000Z',
    });
    await billingPage({ transactions: [transactionFixture(), declined] });
    const orders = screen.getByRole('region', { name: 'Order history' });
    const table = await within(orders).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('SPC-DECLINED01')).not.toBeInTheDocument();
    const attempts = within(orders).getByRole('list', { name: 'Payment attempts that did not go through' });
    expect(within(attempts).getByText('SPC-DECLINED01')).toBeInTheDocument();
    expect(within(attempts).getByText('Declined — not charged')).toBeInTheDocument();
  });
});

describe('/billing after an SPC+ upgrade (issue 23 item 17)', () => {
  const plusCard = (overrides: Partial<Card> = {}) =>
    cardFixture({
      card_number: '6018990000005678',
      cobrand: 'cibc',
      is_online_purchased: false,
      expiry_date: '2100-05-31T12:00:00.000Z',
      ...overrides,
    });

  it('shows the SPC+ membership, how it is held and the SPC card it replaced, and no auto-renew', async () => {
    await billingPage({
      cards: [BILLED_CARD, plusCard()],
      subscription: subscriptionFixture({ is_auto_renew: false, payment_method: null }),
    });
    const plus = screen.getByRole('region', { name: 'SPC+ membership' });
    expect(within(plus).getByText('6018-9900-0000-5678')).toBeInTheDocument();
    expect(within(plus).getByText('Linked to your bank card: your bank keeps it running')).toBeInTheDocument();
    const previous = screen.getByRole('region', { name: 'Your previous membership' });
    expect(previous).toHaveTextContent('Your SPC card ending in 1234 was replaced by SPC+.');
    expect(previous).toHaveTextContent('Its auto-renew was cancelled');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(/Turn on auto-renew/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order history' })).toBeInTheDocument();
  });

  it('reads in French, and says a paid SPC+ membership is paid', async () => {
    await billingPage({ language: 'fr', cards: [BILLED_CARD, plusCard({ is_online_purchased: true })] });
    const plus = screen.getByRole('region', { name: 'Abonnement SPC+' });
    expect(within(plus).getByText('Payé')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Votre abonnement précédent' })).toHaveTextContent(
      'Votre carte SPC se terminant par 1234 a été remplacée par SPC+.',
    );
  });
});

describe('/billing payment method', () => {
  it('updates the card on file: payment-modified modal, then focus back on the button', async () => {
    const { user } = await billingPage();
    const button = await screen.findByRole('button', { name: 'Update payment method' });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Update payment method' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    const modified = await screen.findByRole('dialog', { name: 'Payment method updated' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(modified).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByText('Visa •••• 1111')).toBeInTheDocument();
    expect(screen.getByText('Expires April 2031')).toBeInTheDocument();
  });

  it.each([
    ['VERIFICATION_FAILED', 402, 'Your card could not be verified. Please check the details or try another card.'],
    ['INVALID_NONCE', 400, 'Your card details expired before they were sent. Please enter your card again.'],
    ['PAYMENT_REJECTED', 402, 'The card was refused. Please check the card details and the postal code.'],
  ])('explains a %s refusal in the alert modal and keeps the form open', async (code, status, message) => {
    const { user } = await billingPage({
      before: [['PUT /api/store/updatePaymentMethod', () => jsonResponse({ error: code, message: 'refused' }, status)]],
    });

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));
    const form = await screen.findByRole('dialog', { name: 'Update payment method' });
    const submit = within(form).getByRole('button', { name: 'Save card' });
    await user.click(submit);

    const alert = await screen.findByRole('dialog', { name: 'Your card was not saved' });
    expect(alert).toHaveAccessibleDescription(message);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Update payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment method updated' })).not.toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
  });

  it('says in French why a card was refused', async () => {
    const { user } = await billingPage({
      language: 'fr',
      before: [
        ['PUT /api/store/updatePaymentMethod', () => jsonResponse({ error: 'VERIFICATION_FAILED', message: 'x' }, 402)],
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Modifier le mode de paiement' }));
    const form = await screen.findByRole('dialog', { name: 'Modifier le mode de paiement' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la carte' }));

    const alert = await screen.findByRole('dialog', { name: 'Votre carte n’a pas été enregistrée' });
    expect(alert).toHaveAccessibleDescription(
      'Votre carte n’a pas pu être vérifiée. Vérifiez les renseignements ou essayez une autre carte.',
    );
  });

  it('shows other failures in the form', async () => {
    const { user } = await billingPage({
      before: [['PUT /api/store/updatePaymentMethod', () => jsonResponse({ error: 'INTERNAL', message: 'x' }, 500)]],
    });

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));
    const form = await screen.findByRole('dialog', { name: 'Update payment method' });
    await user.click(within(form).getByRole('button', { name: 'Save card' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('dialog', { name: 'Your card was not saved' })).not.toBeInTheDocument();
  });
});

describe('/billing failed renewal', () => {
  const pastDue = () =>
    subscriptionFixture({
      status: 'past_due',
      last_failure: { at: '2099-08-31T13:00:00.000Z', message: 'Declined' },
    });

  it('shows the failure and retries the payment', async () => {
    const { user, fetchMock, server } = await billingPage({
      subscription: pastDue(),
      before: [
        [
          'POST /api/users/user/failed_payment_verification',
          () => {
            server.state.subscription = subscriptionFixture();
            return jsonResponse({ success: true, order_number: 'SPC-2099-000001', message: null });
          },
        ],
      ],
    });

    const notice = await screen.findByRole('region', { name: 'Your renewal payment failed' });
    expect(notice).toHaveTextContent('with the card on file on August 31, 2099.');
    expect(screen.getByText('Active — renewal payment failed')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Retry payment' }));

    expect(await screen.findByText('Payment received. Your membership is renewed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your renewal payment failed' })).not.toBeInTheDocument(),
    );
    expect(calls(fetchMock)).toContain('POST /api/users/user/failed_payment_verification');
  });

  it('opens the alert modal when the payment is refused again', async () => {
    const { user } = await billingPage({
      subscription: pastDue(),
      before: [
        [
          'POST /api/users/user/failed_payment_verification',
          () => jsonResponse({ success: false, order_number: null, message: 'Declined' }),
        ],
      ],
    });

    const notice = await screen.findByRole('region', { name: 'Your renewal payment failed' });
    await user.click(within(notice).getByRole('button', { name: 'Retry payment' }));

    const alert = await screen.findByRole('dialog', { name: 'The payment did not go through' });
    expect(alert).toHaveAccessibleDescription(
      'The payment was refused again. Update your payment method, then try again.',
    );
  });
});
