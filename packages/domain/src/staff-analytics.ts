// Partner analytics in the staff console (issue 20 item 5, decision 036): per offer and per partner, per
// UTC day, the offer page's views, the links followed to the partner, the codes revealed and the savings
// members confirmed (estimated: the offer's value). The console reads pre-aggregated daily rows only; a
// period is at most ANALYTICS_MAX_DAYS days, both ends included.
import { z } from 'zod';
import { INT4_MAX } from './id-rules.ts';

/** The longest period a query may cover (a leap year and one day more is refused). */
export const ANALYTICS_MAX_DAYS = 366;

/** What is counted per day, in the order the console shows them. */
export const ANALYTICS_METRICS = ['views', 'clicks', 'reveals', 'savings_cents'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/**
 * The offer page's path, with or without a language prefix or suffix: `/deals/pizza-nova/offer/12`,
 * `/fr/deals/pizza-nova/offer/12`, `/deals/offer/12`. Written once for the rollup's SQL (a POSIX regular
 * expression PostgreSQL understands) and for the tests; the first group is the offer id.
 */
export const OFFER_PAGE_PATH_PATTERN = '^/(?:(?:en|fr)/)?deals/(?:[^/]+/)?offer/([0-9]{1,10})(?:/(?:en|fr))?/?$';

/** Days between two YYYY-MM-DD dates, both included (1 for the same day). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The UTC day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} must be an id` })
    .int({ error: `${name} must be an id` })
    .min(1, { error: `${name} must be an id` })
    .max(INT4_MAX, { error: `${name} must be an id` });

const period = {
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }),
  /** One partner's offers; with offer_id, the offer must be that partner's. */
  partner_id: id('partner_id').optional(),
  offer_id: id('offer_id').optional(),
};

function checkPeriod(query: { from: string; to: string }, context: z.RefinementCtx) {
  if (query.from > query.to) {
    context.addIssue({ code: 'custom', message: 'from must not be after to', path: ['from'] });
  } else if (daysInPeriod(query.from, query.to) > ANALYTICS_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      message: `a period covers at most ${ANALYTICS_MAX_DAYS} days`,
      path: ['to'],
    });
  }
}

/** GET /api/staff/analytics/daily: the period's totals and one row per day, for the site, a partner or an offer. */
export const analyticsPeriodQuerySchema = z.object(period).superRefine(checkPeriod);
export type AnalyticsPeriodQuery = z.infer<typeof analyticsPeriodQuerySchema>;

export const OFFER_SORTS = ['views', 'clicks', 'reveals', 'savings_cents'] as const;

/** GET /api/staff/analytics/offers: each offer's totals over the period, best first. */
export const analyticsOffersQuerySchema = z
  .object({
    ...period,
    sort: z
      .enum([...OFFER_SORTS, ...OFFER_SORTS.map((name) => `-${name}` as const)], {
        error: `sort must be one of ${OFFER_SORTS.join(', ')} (with "-" first for descending)`,
      })
      .default('-views'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(25),
  })
  .superRefine(checkPeriod);
export type AnalyticsOffersQuery = z.infer<typeof analyticsOffersQuerySchema>;

/** GET /api/staff/analytics/export.csv: the daily rows of the scope, or per offer and day (`by=offer`). */
export const analyticsExportQuerySchema = z
  .object({ ...period, by: z.enum(['day', 'offer'], { error: 'by must be day or offer' }).default('day') })
  .superRefine(checkPeriod);
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;

const counts = {
  views: z.number().int(),
  clicks: z.number().int(),
  reveals: z.number().int(),
  /** Confirmed savings in cents (the offer's value each time a member said the code worked): an estimate. */
  savings_cents: z.number().int(),
};
export const analyticsCountsSchema = z.object(counts);
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;

export const analyticsDaySchema = z.object({ day: z.string(), ...counts });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsDailyResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  partner_id: z.number().int().nullable(),
  offer_id: z.number().int().nullable(),
  totals: analyticsCountsSchema,
  /** Every day of the period, days without activity as zeros. */
  days: z.array(analyticsDaySchema),
  /** When the daily rows were last brought up to date (epoch ms), null before the first rollup. */
  as_of: z.number().int().nullable(),
});
export type AnalyticsDailyResponse = z.infer<typeof analyticsDailyResponseSchema>;

export const analyticsOfferRowSchema = z.object({
  offer_id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  ...counts,
});
export type AnalyticsOfferRow = z.infer<typeof analyticsOfferRowSchema>;

export const analyticsOffersResponseSchema = z.object({
  offers: z.array(analyticsOfferRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** The pickers: partners by name, a partner's offers. */
export const analyticsPickerQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  partner_id: id('partner_id').optional(),
});
export const analyticsPickerResponseSchema = z.object({
  partners: z.array(z.object({ partner_id: z.number().int(), name: z.string() })),
  offers: z.array(z.object({ offer_id: z.number().int(), title_en: z.string(), title_fr: z.string() })),
});
export type AnalyticsPickerResponse = z.infer<typeof analyticsPickerResponseSchema>;
