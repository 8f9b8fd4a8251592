// The catalogue editor's calls (/api/staff/catalogue, issue 20 item 3), each answer checked against the
// domain's schema. The schemas module loads with the section (it is already lazy).
import { queryOptions } from '@tanstack/react-query';
import {
  codePoolSummarySchema,
  codeUploadReportSchema,
  offerFormOptionsSchema,
  offerListResponseSchema,
  offerPreviewResponseSchema,
  partnerListResponseSchema,
  staffOfferSchema,
  staffPartnerSchema,
  type OfferInput,
  type OfferState,
  type PartnerInput,
} from '@spc/domain/staff-catalogue';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';
import type { TableQuery } from '../ui/data-table.tsx';

/** Under the API client's /api prefix. */
const BASE = '/staff/catalogue';

const pageQuery = (query: TableQuery) => ({
  q: query.q,
  sort: query.sort,
  page: query.page,
  per_page: query.perPage,
});

export const partnersQuery = (query: TableQuery) =>
  queryOptions({
    queryKey: ['staff', 'catalogue', 'partners', query],
    queryFn: ({ signal }) => apiGet(`${BASE}/partners`, partnerListResponseSchema, { query: pageQuery(query), signal }),
    placeholderData: (previous) => previous,
  });

export const partnerQuery = (partnerId: number) =>
  queryOptions({
    queryKey: ['staff', 'catalogue', 'partner', partnerId],
    queryFn: ({ signal }) => apiGet(`${BASE}/partners/${partnerId}`, staffPartnerSchema, { signal }),
  });

export const savePartner = (partnerId: number | undefined, body: PartnerInput) =>
  partnerId === undefined
    ? apiPost(`${BASE}/partners`, body, staffPartnerSchema)
    : apiPut(`${BASE}/partners/${partnerId}`, body, staffPartnerSchema);

export const offersQuery = (query: TableQuery & { state?: OfferState | undefined; partnerId?: number | undefined }) =>
  queryOptions({
    queryKey: ['staff', 'catalogue', 'offers', query],
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/offers`, offerListResponseSchema, {
        query: { ...pageQuery(query), state: query.state, partner_id: query.partnerId },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const offerQuery = (offerId: number) =>
  queryOptions({
    queryKey: ['staff', 'catalogue', 'offer', offerId],
    queryFn: ({ signal }) => apiGet(`${BASE}/offers/${offerId}`, staffOfferSchema, { signal }),
  });

export const offerOptionsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'catalogue', 'offer-options'],
    queryFn: ({ signal }) => apiGet(`${BASE}/offer-options`, offerFormOptionsSchema, { signal }),
    staleTime: 5 * 60_000,
  });

export const offerPreviewQuery = (offerId: number) =>
  queryOptions({
    queryKey: ['staff', 'catalogue', 'offer', offerId, 'preview'],
    queryFn: ({ signal }) => apiGet(`${BASE}/offers/${offerId}/preview`, offerPreviewResponseSchema, { signal }),
  });

export const saveOffer = (offerId: number | undefined, body: OfferInput) =>
  offerId === undefined
    ? apiPost(`${BASE}/offers`, body, staffOfferSchema)
    : apiPut(`${BASE}/offers/${offerId}`, body, staffOfferSchema);

export const setOfferListed = (offerId: number, listed: boolean) =>
  apiPost(`${BASE}/offers/${offerId}/${listed ? 'relist' : 'delist'}`, {}, staffOfferSchema);

export const previewCodes = (offerId: number, csv: string) =>
  apiPost(`${BASE}/offers/${offerId}/codes/preview`, { csv }, codeUploadReportSchema);

export const commitCodes = (offerId: number, csv: string) =>
  apiPost(`${BASE}/offers/${offerId}/codes/commit`, { csv }, codeUploadReportSchema);

export const setCodeThreshold = (offerId: number, lowThreshold: number) =>
  apiPut(`${BASE}/offers/${offerId}/codes/threshold`, { low_threshold: lowThreshold }, codePoolSummarySchema);
