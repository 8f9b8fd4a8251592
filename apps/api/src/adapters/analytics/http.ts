// Forwarding to an outside collector (ANALYTICS_COLLECTOR_URL, decision 028): each accepted batch is
// POSTed as `{ "events": [...] }` (JSON, the shape of `CollectedEvent`), with a bearer token when
// ANALYTICS_COLLECTOR_TOKEN is set, within a few seconds. A collector that is down or slow loses that
// batch (it is in our table anyway) and is logged; the browser's request never waits for more than
// the time-out nor fails because of it.
import type { Log } from '../../deps.ts';
import type { AnalyticsCollector, CollectedEvent } from './collector.ts';

export interface HttpCollectorOptions {
  url: string;
  token?: string | undefined;
  log: Pick<Log, 'warn'>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createHttpCollector({
  url,
  token,
  log,
  timeoutMs = 3000,
  fetch: send = fetch,
}: HttpCollectorOptions): AnalyticsCollector {
  return {
    name: 'http',
    async forward(events: readonly CollectedEvent[]) {
      if (events.length === 0) return;
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ events }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok)
          log.warn({ status: response.status, events: events.length }, 'analytics collector refused a batch');
      } catch (error) {
        log.warn({ err: error, events: events.length }, 'analytics collector could not be reached');
      }
    },
  };
}
