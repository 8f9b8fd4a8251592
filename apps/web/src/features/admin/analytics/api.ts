// Partner analytics' calls (GET /api/staff/analytics/daily, /offers, /picker) and the CSV's address.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  analyticsDailyResponseSchema,
  analyticsOffersResponseSchema,
  analyticsPickerResponseSchema,
  type AnalyticsDailyResponse,
  type AnalyticsOfferRow,
  type AnalyticsOffersQuery,
  type AnalyticsPeriodQuery,
  type AnalyticsPickerResponse,
} from '@spc/domain/staff-analytics';
import { apiGet, buildApiUrl } from '../../../lib/api-client.ts';

interface OfferList {
  offers: AnalyticsOfferRow[];
  total: number;
  page: number;
  per_page: number;
}

// The screen imports the domain module itself (its rules), so its schemas come with it.
export const dailyQuery = (query: AnalyticsPeriodQuery) =>
  queryOptions({
    queryKey: ['staff', 'analytics', 'daily', query],
    queryFn: ({ signal }) =>
      apiGet<AnalyticsDailyResponse>('/staff/analytics/daily', analyticsDailyResponseSchema, { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const offersQuery = (query: AnalyticsOffersQuery) =>
  queryOptions({
    queryKey: ['staff', 'analytics', 'offers', query],
    queryFn: ({ signal }) =>
      apiGet<OfferList>('/staff/analytics/offers', analyticsOffersResponseSchema, { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const pickerQuery = (query: { q?: string | undefined; partner_id?: number | undefined }) =>
  queryOptions({
    queryKey: ['staff', 'analytics', 'picker', query],
    queryFn: ({ signal }) =>
      apiGet<AnalyticsPickerResponse>('/staff/analytics/picker', analyticsPickerResponseSchema, { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const csvUrl = (query: AnalyticsPeriodQuery & { by: 'day' | 'offer' }) =>
  buildApiUrl('/staff/analytics/export.csv', query);
