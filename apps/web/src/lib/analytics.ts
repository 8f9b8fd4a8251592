// First-party analytics in the browser (issue 21 item 2, decision 028): one pipeline for page views
// (after every route except sign-up, spec §4), searches, reveals, sign-ups and purchases, batched in
// memory and sent to POST /api/events with navigator.sendBeacon (fetch with keepalive when a beacon is
// refused) at most every EVENT_FLUSH_INTERVAL_MS and at once when the page is hidden.
// Consent (decision 022, Law 25): with analytics refused nothing is kept or sent; before any decision
// events wait in this page's memory (at most UNDECIDED_EVENT_MAX, never in storage) and are sent only if
// the person turns analytics on. The visit id lives in sessionStorage, written only with consent.
// Loaded after hydration (app/after-hydration.ts); feature code emits through lib/analytics-queue.ts.
import {
  BROWSER_EVENT_TYPES,
  EVENT_BATCH_MAX,
  EVENT_FLUSH_INTERVAL_MS,
  eventPath,
  PAGE_EVENT_MAX,
  tracksPageView,
  UNDECIDED_EVENT_MAX,
  VISIT_ID_PATTERN,
  VISIT_STORAGE_KEY,
} from '@spc/domain/analytics-rules';
import { isCurrentChoice } from '@spc/domain/consent-rules';
import type { TrackedEvent } from './analytics-queue.ts';
import { readConsentChoice } from './cookies.ts';

export const EVENT_INTAKE_URL = '/api/events';

export type AnalyticsConsent = 'granted' | 'refused' | 'undecided';

/** An event as POST /api/events takes it (eventBatchSchema). */
export type SentEvent = (TrackedEvent | { type: 'page_view' }) & {
  at: number;
  visit_id: string;
  path: string;
  language: 'en' | 'fr';
};
type WaitingEvent = Omit<SentEvent, 'visit_id'>;

export interface AnalyticsEnvironment {
  /** Sends one batch; false when the browser refused it (then fetch with keepalive is tried). */
  beacon?: ((url: string, body: Blob) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
  consent: () => AnalyticsConsent;
  /** The page's address (only its path is kept). */
  location: () => string;
  language: () => string;
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  /** This tab's visit id, created on first use (called only with consent). */
  visitId: () => string;
  /** Forgets the visit id (analytics refused). */
  forgetVisit: () => void;
}

export interface AnalyticsPipeline {
  track(event: TrackedEvent | { type: 'page_view' }): void;
  /** Sends what consent allows; `final` (page hidden) drops what still waits for a decision. */
  flush(final?: boolean): void;
  /** Events waiting to be sent (tests). */
  pending(): readonly WaitingEvent[];
}

export function createAnalyticsPipeline(env: AnalyticsEnvironment): AnalyticsPipeline {
  let queue: WaitingEvent[] = [];
  let recorded = 0;
  let timer = false;

  function send(events: SentEvent[]): void {
    const body = JSON.stringify({ events });
    try {
      if (env.beacon?.(EVENT_INTAKE_URL, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // A browser without beacons (or one refusing this one): fetch below.
    }
    try {
      void env
        .fetch?.(EVENT_INTAKE_URL, {
          method: 'POST',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body,
        })
        .catch(() => undefined);
    } catch {
      // Analytics must never fail the page.
    }
  }

  function flush(final = false): void {
    timer = false;
    const consent = env.consent();
    if (consent === 'refused') {
      queue = [];
      env.forgetVisit();
      return;
    }
    if (consent === 'undecided') {
      if (final) queue = [];
      else if (queue.length > 0) schedule();
      return;
    }
    if (queue.length === 0) return;
    const visit_id = env.visitId();
    const events = queue.map((event) => ({ ...event, visit_id }) as SentEvent);
    queue = [];
    for (let start = 0; start < events.length; start += EVENT_BATCH_MAX)
      send(events.slice(start, start + EVENT_BATCH_MAX));
  }

  function schedule(): void {
    if (timer) return;
    timer = true;
    env.setTimeout(() => flush(), EVENT_FLUSH_INTERVAL_MS);
  }

  return {
    track(event) {
      try {
        if (!(BROWSER_EVENT_TYPES as readonly string[]).includes(event.type)) return;
        const consent = env.consent();
        if (consent === 'refused') return;
        if (consent === 'undecided' && queue.length >= UNDECIDED_EVENT_MAX) return;
        if (recorded >= PAGE_EVENT_MAX) return;
        recorded += 1;
        const language = env.language() === 'fr' ? 'fr' : 'en';
        queue.push({ ...event, at: env.now(), path: eventPath(env.location()), language });
        schedule();
      } catch {
        // Analytics must never fail the page.
      }
    },
    flush(final) {
      try {
        flush(final);
      } catch {
        // Analytics must never fail the page.
      }
    },
    pending: () => queue,
  };
}

/** This browser's answer about analytics (the spc_consent cookie). */
export function analyticsConsent(): AnalyticsConsent {
  const choice = readConsentChoice();
  if (!isCurrentChoice(choice)) return 'undecided';
  return choice.analytics ? 'granted' : 'refused';
}

function newVisitId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

function sessionVisitId(): string {
  try {
    const stored = window.sessionStorage.getItem(VISIT_STORAGE_KEY);
    if (stored && VISIT_ID_PATTERN.test(stored)) return stored;
    const id = newVisitId();
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, id);
    return id;
  } catch {
    // Storage blocked: one visit per page load.
    return (fallbackVisit ??= newVisitId());
  }
}
let fallbackVisit: string | undefined;

let installed: AnalyticsPipeline | undefined;

/**
 * Installs the pipeline once the page is interactive: records this page's view, observes the router's
 * navigations through the history API (every route change pushes or replaces an entry once its data is
 * loaded; back and forward fire popstate), drains the queue of lib/analytics-queue.ts and takes its place.
 */
export function installAnalytics(): void {
  if (installed || typeof window === 'undefined') return;
  try {
    const pipeline = createAnalyticsPipeline({
      beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
      fetch: typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined,
      consent: analyticsConsent,
      location: () => window.location.href,
      language: () => document.documentElement.lang,
      now: () => Date.now(),
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      visitId: sessionVisitId,
      forgetVisit: () => {
        try {
          window.sessionStorage.removeItem(VISIT_STORAGE_KEY);
        } catch {
          // Storage blocked: nothing was stored.
        }
      },
    });
    installed = pipeline;
    let lastPath: string | null = null;
    const onLocation = () => {
      const path = window.location.pathname;
      if (path === lastPath) return;
      lastPath = path;
      if (tracksPageView(path)) pipeline.track({ type: 'page_view' });
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      window.history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        onLocation();
      };
    }
    window.addEventListener('popstate', onLocation);
    window.addEventListener('pagehide', () => pipeline.flush(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') pipeline.flush();
    });
    onLocation();
    const queued = window.__spcEvents;
    window.__spcEvents = { push: (event) => pipeline.track(event) };
    if (Array.isArray(queued)) for (const event of queued as TrackedEvent[]) pipeline.track(event);
  } catch {
    // Analytics must never fail the page.
  }
}
