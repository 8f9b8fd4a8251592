// Browser error reporting (issue 21 item 3, spec §8 "Errors in the UI are forwarded to an
// error-reporting service", decision 023): uncaught errors, unhandled rejections, the React error
// boundaries and the §8 "logged only" failures, sent to POST /api/errors. Loaded lazily after hydration
// (main.tsx) so that the home page's JavaScript does not grow; callers in the first chunk go through
// report-error.ts, which imports this module on first use.
// Reports are batched in memory and sent with navigator.sendBeacon (fetch with keepalive when a beacon
// is refused) at most every ERROR_FLUSH_INTERVAL_MS and when the page is hidden; the same fingerprint is
// sent once per page. A report carries the path without query string, scrubbed text, the browser family
// — never a form's values, cookies or the full user agent. Nothing here ever throws.
import {
  ERROR_FLUSH_INTERVAL_MS,
  ERROR_MESSAGE_MAX,
  ERROR_REPORT_BATCH_MAX,
  ERROR_STACK_MAX,
  errorFingerprint,
  reportablePath,
  scrubPersonalData,
  userAgentFamily,
  type UserAgentFamily,
} from '@spc/domain/error-report-rules';

export const ERROR_INTAKE_URL = '/api/errors';
/** A page in a loop of errors stops reporting after this many distinct ones. */
export const PAGE_REPORT_MAX = 50;

export type BrowserReportKind = 'uncaught' | 'unhandled_rejection' | 'boundary' | 'logged';

/** One report as POST /api/errors takes it (errorReportBatchSchema). */
export interface BrowserReport {
  kind: BrowserReportKind;
  message: string;
  stack?: string;
  url: string;
  route_id?: string;
  release?: string;
  user_agent: UserAgentFamily;
  fingerprint: string;
  request_id?: string;
}

export interface ReporterEnvironment {
  /** The id of the page's last API answer (x-request-id), for errors that carry none of their own. */
  lastRequestId?: () => string | undefined;
  /** Sends one batch; false when the browser refused it (then fetch with keepalive is tried). */
  beacon?: ((url: string, body: Blob) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
  /** The page's address (only its path is kept). */
  location: () => string;
  userAgent: string;
  release?: string | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
}

export interface ErrorReporter {
  report(kind: BrowserReportKind, error: unknown, context?: { what?: string; routeId?: string }): void;
  flush(): void;
  /** The reports waiting to be sent (tests). */
  pending(): readonly BrowserReport[];
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The request id of the failing API call, when the error carries one (`requestId`, or its cause's). */
function requestIdOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth += 1) {
    const id = (current as { requestId?: unknown }).requestId;
    if (typeof id === 'string' && REQUEST_ID.test(id)) return id;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = error.message ? `${error.name}: ${error.message}` : error.name;
    return error.stack ? { message, stack: error.stack } : { message };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: `Non-error value: ${JSON.stringify(error)?.slice(0, 200) ?? String(error)}` };
  } catch {
    return { message: 'Non-error value' };
  }
}

/** The build id: the hashed file name of the page's entry script (`index-AbC123`), when there is one. */
export function releaseOfPage(doc: Document = document): string | undefined {
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  const name = /\/([\w.-]+?)\.js(?:[?#]|$)/.exec(src)?.[1];
  return name?.replace(/[^\w.+-]/g, '').slice(0, 64) || undefined;
}

export function createErrorReporter(env: ReporterEnvironment): ErrorReporter {
  const queue: BrowserReport[] = [];
  const seen = new Set<string>();
  let timer = false;
  const family = userAgentFamily(env.userAgent);

  function send(batch: BrowserReport[]): void {
    const body = JSON.stringify({ reports: batch });
    try {
      if (env.beacon?.(ERROR_INTAKE_URL, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // A browser without beacons (or one refusing this one): fetch below.
    }
    try {
      void env
        .fetch?.(ERROR_INTAKE_URL, {
          method: 'POST',
          keepalive: true,
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body,
        })
        .catch(() => undefined);
    } catch {
      // Reporting must never fail the page.
    }
  }

  function flush(): void {
    timer = false;
    while (queue.length > 0) send(queue.splice(0, ERROR_REPORT_BATCH_MAX));
  }

  function schedule(): void {
    if (timer) return;
    timer = true;
    // One send for everything reported in the next 5 s (page hide sends at once).
    env.setTimeout(flush, ERROR_FLUSH_INTERVAL_MS);
  }

  return {
    report(kind, error, context = {}) {
      try {
        const described = describe(error);
        const message = scrubPersonalData(context.what ? `${context.what}: ${described.message}` : described.message)
          .slice(0, ERROR_MESSAGE_MAX)
          .trim();
        const stack = described.stack && scrubPersonalData(described.stack).slice(0, ERROR_STACK_MAX);
        const fingerprint = errorFingerprint(kind, message, stack);
        if (seen.has(fingerprint) || seen.size >= PAGE_REPORT_MAX) return;
        seen.add(fingerprint);
        const report: BrowserReport = {
          kind,
          message: message || 'Error without a message',
          url: reportablePath(env.location()),
          user_agent: family,
          fingerprint,
        };
        if (stack) report.stack = stack;
        if (context.routeId) report.route_id = scrubPersonalData(context.routeId).slice(0, 200);
        if (env.release) report.release = env.release;
        const requestId = requestIdOf(error) ?? env.lastRequestId?.();
        if (requestId) report.request_id = requestId;
        queue.push(report);
        schedule();
      } catch {
        // Reporting must never fail the page.
      }
    },
    flush() {
      try {
        flush();
      } catch {
        // Reporting must never fail the page.
      }
    },
    pending: () => queue,
  };
}

let installed: ErrorReporter | undefined;

/** The x-request-id of the latest answer from /api, and of the latest failed one. */
let lastAnswer: string | undefined;
let lastFailure: string | undefined;

/**
 * Keeps the request id of the API's answers (decision 023): lib/api-client.ts calls the global `fetch`
 * at each request, so wrapping it here, after hydration, costs the first page nothing. A report then
 * carries the id of the failed answer when there was one since the last report, else of the latest.
 */
function observeRequestIds(): void {
  if (typeof window.fetch !== 'function') return;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    const [input] = args;
    try {
      const id = response.headers.get('x-request-id') ?? undefined;
      const path = new URL(
        response.url || (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
        window.location.href,
      ).pathname;
      // Our own intakes' answers say nothing about the page's failures.
      if (
        id &&
        REQUEST_ID.test(id) &&
        path.startsWith('/api/') &&
        path !== ERROR_INTAKE_URL &&
        path !== '/api/events'
      ) {
        lastAnswer = id;
        if (!response.ok) lastFailure = id;
      }
    } catch {
      // Reporting must never fail the page.
    }
    return response;
  };
}

/** The request id a report without its own carries (the latest failure's, else the latest answer's). */
export function lastRequestId(): string | undefined {
  const id = lastFailure ?? lastAnswer;
  lastFailure = undefined;
  return id;
}

/** The page's reporter: created (and its listeners installed) on first use. */
function pageReporter(): ErrorReporter {
  if (installed) return installed;
  const reporter = createErrorReporter({
    beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    fetch: typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined,
    location: () => window.location.href,
    userAgent: navigator.userAgent,
    release: releaseOfPage(),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    lastRequestId,
  });
  installed = reporter;
  observeRequestIds();
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an <img>) is not a script error.
    if (event.error === undefined && !event.message) return;
    reporter.report('uncaught', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => reporter.report('unhandled_rejection', event.reason));
  window.addEventListener('pagehide', () => reporter.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  return reporter;
}

/**
 * Installs the window listeners (main.tsx, after hydration), reports what report-error.ts queued before
 * and takes its queue's place, so later calls report at once.
 */
export function installErrorReporting(): void {
  try {
    pageReporter();
    const take = ([what, error]: [string | null, unknown]) =>
      what === null ? reportBoundary(error) : reportLogged(what, error);
    const queued = window.__spcErrors;
    window.__spcErrors = { push: take };
    if (Array.isArray(queued)) for (const entry of queued as [string | null, unknown][]) take(entry);
  } catch {
    // Reporting must never fail the page.
  }
}

const boundaryErrors = new WeakSet<object>();

/** An error a React error boundary showed: reported once, however often the boundary renders. */
export function reportBoundary(error: unknown, routeId?: string): void {
  try {
    if (error && typeof error === 'object') {
      if (boundaryErrors.has(error)) return;
      boundaryErrors.add(error);
    }
    pageReporter().report('boundary', error, routeId ? { routeId } : {});
  } catch {
    // Reporting must never fail the page.
  }
}

/** A §8 "logged only" failure (`what` names it: "Website menu failed to load"). */
export function reportLogged(what: string, error: unknown): void {
  try {
    pageReporter().report('logged', error, { what });
  } catch {
    // Reporting must never fail the page.
  }
}
