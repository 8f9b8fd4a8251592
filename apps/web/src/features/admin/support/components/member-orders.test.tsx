// The member's orders in the console (issue 20 item 3): a support agent sees no refund button; an
// admin opens the refund form, an empty reason is refused before anything is sent, and the refund goes
// out once with the domain's body and an Idempotency-Key.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportOrder } from '@spc/domain/staff-support';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { stubApi } from '../../../../test/api-stub.ts';
import { TestProviders } from '../../../../test/providers.tsx';
import { loadAdminCatalogues } from '../../i18n.ts';
import { MemberOrders } from './member-orders.tsx';

const order: SupportOrder = {
  order_number: 'SPC-7K2M9QX4RB',
  kind: 'purchase',
  status: 'paid',
  created_at: '2026-11-20T15:00:00.000Z',
  paid_at: '2026-11-20T15:00:05.000Z',
  currency: 'CAD',
  total_cents: 1355,
  payment_method: 'card',
  paid_with: { card_type: 'Visa', last4: '1881' },
  disputed: false,
  promo_code: null,
  school_code: null,
  failure_code: null,
  failure_message: null,
  card_number_last4: '9008',
  refundable: true,
  refund: null,
};

async function renderOrders(canRefund: boolean) {
  const i18n = await createI18n('en');
  await loadAdminCatalogues(i18n, 'en');
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <MemberOrders orders={[order]} caption="Orders" canRefund={canRefund} />
    </TestProviders>,
  );
  await screen.findByRole('table', { name: 'Orders' });
  return userEvent.setup();
}

describe('MemberOrders', () => {
  it('shows support the order without a refund button', async () => {
    stubApi([]);
    await renderOrders(false);
    expect(screen.getByText('Visa ending in 1881')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it("sends an admin's refund once, with its reason and an Idempotency-Key", async () => {
    const sent: { body: unknown }[] = [];
    const fetchMock = stubApi([
      [
        `POST /api/staff/support/orders/${order.order_number}/refund`,
        ({ body }) => {
          sent.push({ body });
          return new Response(
            JSON.stringify({
              order: {
                ...order,
                status: 'refunded',
                refundable: false,
                refund: {
                  at: order.paid_at,
                  reason: 'Charged twice',
                  end_membership: false,
                  outcome: 'voided',
                  state: 'done',
                },
              },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          );
        },
      ],
    ]);
    const user = await renderOrders(true);
    await user.click(screen.getByRole('button', { name: /^Refund…/ }));
    await user.click(screen.getByRole('button', { name: 'Refund $13.55' }));
    expect(await screen.findByText(/Write why the order is refunded/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason'), 'Charged twice');
    await user.click(screen.getByRole('button', { name: 'Refund $13.55' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ reason: 'Charged twice', end_membership: false });
    const init = fetchMock.mock.calls.at(-1)![1] as RequestInit;
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund $13.55' })).not.toBeInTheDocument());
  });
});
