// Sentry (DESIGN.md "External services": a Sentry-compatible DSN), through its official SDK
// `@sentry/node` 10 — not a hand-written protocol. The adapter is written against the part of its API it
// uses (`SentrySdk`), and `loadSentrySdk` imports the package at start-up when SENTRY_DSN is set. Reports are kept in the table too (embedded.ts):
// Sentry gets the first of each fingerprint's window, not every repeat (its quota is per event).
import type { CaptureOutcome, ErrorReport, ErrorReporter } from './reporter.ts';

/** What of `@sentry/node` this adapter uses (`import * as Sentry from '@sentry/node'` satisfies it). */
export interface SentrySdk {
  init(options: {
    dsn: string;
    environment?: string;
    release?: string;
    /** No IP address, cookies or user: reports carry no personal data (Law 25, PIPEDA). */
    sendDefaultPii: false;
    /** No automatic instrumentation: the reports are the ones we send. */
    defaultIntegrations: false;
    tracesSampleRate: 0;
  }): unknown;
  captureEvent(event: {
    message: string;
    level: 'error';
    fingerprint: string[];
    tags: Record<string, string>;
    extra: Record<string, string>;
    request: { url: string };
    release?: string;
  }): string;
  flush(timeoutMs?: number): Promise<boolean>;
}

export interface SentryOptions {
  dsn: string;
  environment: string;
}

/** Loads the official SDK; its absence with SENTRY_DSN set is a deployment mistake worth stopping for. */
export async function loadSentrySdk(): Promise<SentrySdk> {
  // Imported only when a DSN is set: the SDK is large, and most runs (tests, `npm start`) have none.
  try {
    return await import('@sentry/node');
  } catch (error) {
    throw new Error('SENTRY_DSN is set but @sentry/node is not installed (npm install @sentry/node@^10)', {
      cause: error,
    });
  }
}

/**
 * Keeps each report with `local` (the table: de-duplication and counts), and forwards to Sentry the
 * reports `local` saw first in their window. A Sentry failure is logged by the SDK, never thrown.
 */
export function createSentryErrorReporter(sdk: SentrySdk, options: SentryOptions, local: ErrorReporter): ErrorReporter {
  sdk.init({
    dsn: options.dsn,
    environment: options.environment,
    sendDefaultPii: false,
    defaultIntegrations: false,
    tracesSampleRate: 0,
  });
  return {
    name: 'sentry',
    async capture(report: ErrorReport, now: Date): Promise<CaptureOutcome> {
      const outcome = await local.capture(report, now);
      if (outcome === 'counted') return outcome;
      try {
        const tags: Record<string, string> = { source: report.source, kind: report.kind };
        if (report.routeId) tags.route_id = report.routeId;
        if (report.userAgent) tags.browser = report.userAgent;
        if (report.requestId) tags.request_id = report.requestId;
        const extra: Record<string, string> = {};
        if (report.stack) extra.stack = report.stack;
        sdk.captureEvent({
          message: report.message,
          level: 'error',
          fingerprint: [report.fingerprint],
          tags,
          extra,
          request: { url: report.urlPath },
          ...(report.release && { release: report.release }),
        });
      } catch {
        // The SDK queues and sends in the background; a synchronous failure must not fail the caller.
      }
      return outcome;
    },
  };
}
