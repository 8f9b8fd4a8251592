// The error intake's request (POST /api/errors, issue 21 item 3): a batch of browser error reports. The
// limits, the scrubbing and the fingerprint are in error-report-rules.ts (zod-free, for the browser).
import { z } from 'zod';
import {
  BROWSER_ERROR_REPORT_KINDS,
  ERROR_FINGERPRINT_MAX,
  ERROR_MESSAGE_MAX,
  ERROR_RELEASE_MAX,
  ERROR_REPORT_BATCH_MAX,
  ERROR_REQUEST_ID_MAX,
  ERROR_ROUTE_ID_MAX,
  ERROR_STACK_MAX,
  ERROR_URL_PATH_MAX,
  USER_AGENT_FAMILIES,
} from './error-report-rules.ts';

export * from './error-report-rules.ts';

/** One browser error as the reporter sends it. Unknown fields are refused (nothing else is wanted). */
export const browserErrorReportSchema = z.strictObject({
  kind: z.enum(BROWSER_ERROR_REPORT_KINDS, {
    error: `kind must be one of ${BROWSER_ERROR_REPORT_KINDS.join(', ')}`,
  }),
  message: z
    .string({ error: 'message must be a text' })
    .min(1, { error: 'message cannot be empty' })
    .max(ERROR_MESSAGE_MAX, { error: `message must be at most ${ERROR_MESSAGE_MAX} characters` }),
  stack: z
    .string({ error: 'stack must be a text' })
    .max(ERROR_STACK_MAX, { error: `stack must be at most ${ERROR_STACK_MAX} characters` })
    .optional(),
  /** The page's path; a query string or fragment sent anyway is cut off by the intake. */
  url: z
    .string({ error: 'url must be a text' })
    .min(1, { error: 'url cannot be empty' })
    .max(ERROR_URL_PATH_MAX, { error: `url must be at most ${ERROR_URL_PATH_MAX} characters` })
    .regex(/^(\/|https?:\/\/)/, { error: 'url must be a path starting with / (or an http(s) URL)' }),
  route_id: z
    .string({ error: 'route_id must be a text' })
    .max(ERROR_ROUTE_ID_MAX, { error: `route_id must be at most ${ERROR_ROUTE_ID_MAX} characters` })
    .optional(),
  release: z
    .string({ error: 'release must be a text' })
    .max(ERROR_RELEASE_MAX, { error: `release must be at most ${ERROR_RELEASE_MAX} characters` })
    .regex(/^[\w.+-]*$/, { error: 'release must be a build id (letters, digits, . _ + -)' })
    .optional(),
  user_agent: z.enum(USER_AGENT_FAMILIES, { error: `user_agent must be one of ${USER_AGENT_FAMILIES.join(', ')}` }),
  fingerprint: z
    .string({ error: 'fingerprint must be a text' })
    .regex(/^[\w-]+$/, { error: 'fingerprint must be letters, digits, _ or -' })
    .min(8, { error: 'fingerprint must be at least 8 characters' })
    .max(ERROR_FINGERPRINT_MAX, { error: `fingerprint must be at most ${ERROR_FINGERPRINT_MAX} characters` }),
  request_id: z
    .string({ error: 'request_id must be a text' })
    .regex(/^[\w.-]{1,64}$/, { error: `request_id must be at most ${ERROR_REQUEST_ID_MAX} letters, digits, . _ or -` })
    .optional(),
});
export type BrowserErrorReport = z.infer<typeof browserErrorReportSchema>;

export const errorReportBatchSchema = z.strictObject({
  reports: z
    .array(browserErrorReportSchema, { error: 'reports must be a list' })
    .min(1, { error: 'reports cannot be empty' })
    .max(ERROR_REPORT_BATCH_MAX, { error: `at most ${ERROR_REPORT_BATCH_MAX} reports in one batch` }),
});
export type ErrorReportBatch = z.infer<typeof errorReportBatchSchema>;

/** 202: how many reports were taken (each new one, or a count added to a recent one). */
export const errorIntakeResponseSchema = z.object({ accepted: z.number().int() });
