// GET /api/promos/v2/product (member): the membership's price and the quote for the member's postal
// code, with a promo or school code applied (docs/api-store.md). A code that cannot apply is an error
// (PROMO_EXPIRED, SCHOOL_CODE_NOT_FOUND…), never silently dropped.
import { productResponseSchema, type ProductResponse } from '@spc/domain/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface ProductCodes {
  promoCode?: string | undefined;
  schoolCode?: string | undefined;
}

export function getProduct(
  { promoCode, schoolCode }: ProductCodes = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductResponse> {
  return apiGet('/promos/v2/product', productResponseSchema, {
    query: { promocode: promoCode, school_code: schoolCode },
    signal,
  });
}

/** The root of every quote's key: a new postal code makes them all stale. */
export const PRODUCT_QUERY_ROOT = ['purchase', 'product'] as const;

export function getProductQueryOptions(codes: ProductCodes = {}) {
  const key = { promoCode: codes.promoCode ?? null, schoolCode: codes.schoolCode ?? null };
  return queryOptions({
    queryKey: [...PRODUCT_QUERY_ROOT, key],
    queryFn: ({ signal }) => getProduct(codes, { signal }),
    // The quote depends on codes that can run out: always asked again when a page opens.
    staleTime: 0,
  });
}

export function useProduct(codes: ProductCodes = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductQueryOptions(codes), enabled });
}
