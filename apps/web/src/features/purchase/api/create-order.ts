// POST /api/store/v2/order (card) or /v2/order/paypal: a priced order waiting for payment (status
// pending), which reserves the promo or school code. The Idempotency-Key makes a retry after a lost answer return the same order.
import { IDEMPOTENCY_KEY_HEADER, orderResponseSchema, type OrderBody, type OrderResponse } from '@spc/domain/store';
import { apiPost } from '../../../lib/api-client.ts';

export function createOrder(
  body: OrderBody,
  idempotencyKey: string,
  method: 'card' | 'paypal' = 'card',
): Promise<OrderResponse> {
  return apiPost(method === 'paypal' ? '/store/v2/order/paypal' : '/store/v2/order', body, orderResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
