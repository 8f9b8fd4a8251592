// Error reports (issue 21 item 3, decision 023): the embedded error-reporting service. One row per
// fingerprint and 10-minute window: the same error again within ERROR_DEDUP_WINDOW_MS of the row's
// last_seen adds to `count` instead of a row. Browser errors come through POST /api/errors, the API's own
// 500s from the error handler. Scrubbed of personal data before they are written: no query string, no
// request body, no address, no user id.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    /** 'browser' (the intake) or 'server' (the API's 500 path). */
    source: text('source').notNull(),
    /** uncaught | unhandled_rejection | boundary | logged | server (ERROR_REPORT_KINDS). */
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    /** The page's (or the API route's) path, without query string. */
    urlPath: text('url_path').notNull(),
    routeId: text('route_id'),
    release: text('release'),
    /** The browser family only (USER_AGENT_FAMILIES), never the whole user agent. */
    userAgent: text('user_agent'),
    /** The failing call's request id, when known (the x-request-id of the answer). */
    requestId: text('request_id'),
    count: integer('count').notNull().default(1),
    firstSeen: tz('first_seen').notNull(),
    lastSeen: tz('last_seen').notNull(),
  },
  (t) => [index('error_reports_fingerprint_recent').on(t.fingerprint, t.lastSeen.desc())],
);
