// First-party analytics (issue 21 item 2, decision 028): the request of POST /api/events — a batch of
// events from the browser — and the report the CLI prints (the funnel visit → sign-up → purchase, the
// top searches without results). The rules (types, limits, which fields are personal) are in
// analytics-rules.ts, zod-free for the browser.
import { z } from 'zod';
import {
  EVENT_BATCH_MAX,
  EVENT_PATH_MAX,
  ORDER_ID_MAX,
  SEARCH_QUERY_MAX,
  SIGN_UP_METHODS,
  VISIT_ID_PATTERN,
} from './analytics-rules.ts';
import { INT4_MAX } from './id-rules.ts';
import { safeText } from './input-rules.ts';
import { REFERRAL_SOURCES } from './membership.ts';

export * from './analytics-rules.ts';

/** What every event carries: when (epoch ms, the browser's clock), which visit, on which page, in which language. */
const common = {
  at: z
    .number({ error: 'at must be a time in epoch milliseconds' })
    .int({ error: 'at must be a time in epoch milliseconds' })
    .min(Date.UTC(2025, 0, 1), { error: 'at is before analytics existed' })
    .max(Date.UTC(2100, 0, 1), { error: 'at is too far in the future' }),
  visit_id: z
    .string({ error: 'visit_id must be a text' })
    .regex(VISIT_ID_PATTERN, { error: 'visit_id must be 8 to 64 letters, digits, _ or -' }),
  path: safeText({ error: 'path must be a text' })
    .min(1, { error: 'path cannot be empty' })
    .max(EVENT_PATH_MAX, { error: `path must be at most ${EVENT_PATH_MAX} characters` })
    .regex(/^\//, { error: 'path must start with /' }),
  language: z.enum(['en', 'fr'], { error: 'language must be en or fr' }),
};

export const pageViewEventSchema = z.strictObject({ type: z.literal('page_view'), ...common });

/** A search and how many offers it found (spec §4 "Search"; the query is normalised by the intake). */
export const searchEventSchema = z.strictObject({
  type: z.literal('search'),
  ...common,
  query: safeText({ error: 'query must be a text' })
    .trim()
    .min(1, { error: 'query cannot be empty' })
    .max(SEARCH_QUERY_MAX, { error: `query must be at most ${SEARCH_QUERY_MAX} characters` }),
  result_count: z
    .number({ error: 'result_count must be a whole number' })
    .int({ error: 'result_count must be a whole number' })
    .min(0, { error: 'result_count cannot be negative' })
    .max(INT4_MAX, { error: 'result_count is too large' }),
});

/** An offer's code or link revealed to a member. */
export const revealEventSchema = z.strictObject({
  type: z.literal('reveal'),
  ...common,
  offer_id: z
    .number({ error: 'offer_id must be an id' })
    .int({ error: 'offer_id must be an id' })
    .min(1, { error: 'offer_id must be an id' })
    .max(INT4_MAX, { error: 'offer_id must be an id' }),
});

/** An account created: how, and from where (spec §9 referral sources) when known. */
export const signUpEventSchema = z.strictObject({
  type: z.literal('sign_up'),
  ...common,
  method: z.enum(SIGN_UP_METHODS, { error: `method must be one of ${SIGN_UP_METHODS.join(', ')}` }),
  source: z.enum(REFERRAL_SOURCES, { error: 'source must be a known sign-up source' }).optional(),
});

/**
 * A purchase completed: the browser names the order; the server fills the spec §3 purchase fields from
 * the order itself (the browser is never trusted with amounts or card numbers).
 */
export const purchaseEventSchema = z.strictObject({
  type: z.literal('purchase'),
  ...common,
  order_id: z
    .string({ error: 'order_id must be a text' })
    .regex(/^[\w-]+$/, { error: 'order_id must be letters, digits, _ or -' })
    .min(1, { error: 'order_id cannot be empty' })
    .max(ORDER_ID_MAX, { error: `order_id must be at most ${ORDER_ID_MAX} characters` }),
  /** The purchase started from the browser extension (spec §3 "from extension"). */
  from_extension: z.boolean({ error: 'from_extension must be true or false' }).optional(),
});

export const browserEventSchema = z.discriminatedUnion(
  'type',
  [pageViewEventSchema, searchEventSchema, revealEventSchema, signUpEventSchema, purchaseEventSchema],
  { error: 'type must be one of page_view, search, reveal, sign_up, purchase' },
);
export type BrowserEvent = z.infer<typeof browserEventSchema>;

/** POST /api/events: 1 to EVENT_BATCH_MAX events. Unknown fields are refused (nothing else is wanted). */
export const eventBatchSchema = z.strictObject({
  events: z
    .array(browserEventSchema, { error: 'events must be a list' })
    .min(1, { error: 'events cannot be empty' })
    .max(EVENT_BATCH_MAX, { error: `at most ${EVENT_BATCH_MAX} events a batch` }),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

export const eventIntakeResponseSchema = z.object({ accepted: z.number().int().nonnegative() });

/** The report (CLI now, staff console later): a period of UTC days, both ends included. */
export const analyticsReportQuerySchema = z
  .object({
    from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }),
    to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((query) => query.from <= query.to, { error: 'from must not be after to', path: ['from'] });
export type AnalyticsReportQuery = z.infer<typeof analyticsReportQuerySchema>;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Visits (counted per day) with a page view, a sign-up, a purchase; and the share of the step before. */
  funnel: z.array(
    z.object({ step: z.enum(['visit', 'sign_up', 'purchase']), visits: z.number().int(), rate: z.number().nullable() }),
  ),
  searches_without_results: z.array(z.object({ query: z.string(), searches: z.number().int() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
