// GET /api/partners/validatePromoCode/{code}: whether a promo code can be used now (and, for a signed-in
// member, has not been used by them): 200 with its discount, or PROMO_NOT_FOUND / _EXPIRED /
// _NOT_STARTED / _USED_UP / _ALREADY_USED.
import { promoCodeResponseSchema, type PromoCodeResponse } from '@spc/domain/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function validatePromoCode(code: string, { signal }: { signal?: AbortSignal } = {}): Promise<PromoCodeResponse> {
  return apiGet(`/partners/validatePromoCode/${encodeURIComponent(code)}`, promoCodeResponseSchema, { signal });
}

export function validatePromoCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['purchase', 'promo-code', code],
    queryFn: ({ signal }) => validatePromoCode(code, { signal }),
    staleTime: 0,
  });
}

/** Checks `code` once it is set (null: nothing applied). */
export function useValidatePromoCode(code: string | null) {
  return useQuery({ ...validatePromoCodeQueryOptions(code ?? ''), enabled: code !== null });
}
