// POST /api/staff/support/orders/{orderNumber}/refund (admins): the whole order, through the payment
// gateway, under one Idempotency-Key per form (a retry after a lost answer cannot refund twice).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundBody } from '@spc/domain/staff-support';
import { apiPost } from '../../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export function refundOrder(orderNumber: string, body: RefundBody, idempotencyKey: string) {
  return apiPost(
    `/staff/support/orders/${encodeURIComponent(orderNumber)}/refund`,
    body,
    import('@spc/domain/staff-support').then((m) => m.refundResponseSchema),
    { headers: { 'idempotency-key': idempotencyKey } },
  );
}

export function useRefundOrder(orderNumber: string, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) => refundOrder(orderNumber, body, idempotencyKey),
    // The member's page or the order's panel, whichever shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
