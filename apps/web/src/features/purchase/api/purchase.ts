// POST /api/store/v4/checkout/purchase (member): pays an order with the card form's nonce (none when
// the total is 0) and answers the issued card. The Idempotency-Key makes a retry safe: the same key
// with the same body and nonce never charges twice.
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_NONCE_HEADER,
  purchaseResponseSchema,
  type PurchaseBody,
  type PurchaseResponse,
} from '@spc/domain/store';
import { apiPost } from '../../../lib/api-client.ts';

export interface PurchaseRequest {
  body: PurchaseBody;
  /** Null when the total is 0: nothing to charge. */
  nonce: string | null;
  idempotencyKey: string;
}

export function purchase({ body, nonce, idempotencyKey }: PurchaseRequest): Promise<PurchaseResponse> {
  return apiPost('/store/v4/checkout/purchase', body, purchaseResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(nonce ? { [PAYMENT_NONCE_HEADER]: nonce } : {}) },
  });
}
