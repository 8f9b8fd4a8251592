// The error-reporting interface (DESIGN.md "External services", decision 023): the embedded default
// keeps reports in the error_reports table (embedded.ts); with SENTRY_DSN they are forwarded to Sentry
// through its official SDK too (sentry.ts). `capture` never throws: a report that cannot be kept is
// logged, and the request that reported it goes on.
import type { ErrorReportKind, UserAgentFamily } from '@spc/domain/error-reports';

export interface ErrorReport {
  source: 'browser' | 'server';
  kind: ErrorReportKind;
  /** Scrubbed (scrubPersonalData) by whoever builds the report. */
  message: string;
  stack?: string | undefined;
  /** Path only: no origin, query string or fragment. */
  urlPath: string;
  routeId?: string | undefined;
  release?: string | undefined;
  userAgent?: UserAgentFamily | undefined;
  fingerprint: string;
  requestId?: string | undefined;
}

/** What capture did: a new report (`new`) or a count added to a recent one with the same fingerprint. */
export type CaptureOutcome = 'new' | 'counted' | 'failed';

export interface ErrorReporter {
  readonly name: string;
  capture(report: ErrorReport, now: Date): Promise<CaptureOutcome>;
}
