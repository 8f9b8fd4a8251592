// The purchase without an account (issue 23 item 14): the quote for a postal code
// (GET /api/promos/v2/product/guest) and the guest checkout (POST /api/store/v2/checkout/guest), which
// issues the card inactive and e-mails the receipt with its number and security code. Guests are known
// by their browser's id (the `id` header, spec §6), kept in this browser's storage.
import {
  GUEST_ID_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_NONCE_HEADER,
  productResponseSchema,
  purchaseResponseSchema,
  type GuestPurchaseBody,
  type ProductResponse,
  type PurchaseResponse,
} from '@spc/domain/store';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { readStoredJson, storeJson } from '../../../lib/storage.ts';

const GUEST_ID_KEY = 'spc.guest.id';

/** This browser's guest id: made once, then kept (a replay after a lost answer needs the same one). */
export function guestId(): string {
  const stored = readStoredJson(GUEST_ID_KEY);
  if (typeof stored === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  storeJson(GUEST_ID_KEY, id);
  return id;
}

export function getGuestProduct(postal: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductResponse> {
  return apiGet('/promos/v2/product/guest', productResponseSchema, { query: { postal }, signal });
}

/** The price with the tax of the postal code's province; off until a postal code is given. */
export function useGuestProduct(postal: string | null) {
  return useQuery({
    queryKey: ['purchase', 'guest-product', postal],
    queryFn: ({ signal }) => getGuestProduct(postal ?? '', { signal }),
    enabled: postal !== null,
    staleTime: 0,
  });
}

export interface GuestCheckoutRequest {
  body: GuestPurchaseBody;
  nonce: string;
  idempotencyKey: string;
}

export function guestCheckout({ body, nonce, idempotencyKey }: GuestCheckoutRequest): Promise<PurchaseResponse> {
  return apiPost('/store/v2/checkout/guest', body, purchaseResponseSchema, {
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      [PAYMENT_NONCE_HEADER]: nonce,
      [GUEST_ID_HEADER]: guestId(),
    },
  });
}
