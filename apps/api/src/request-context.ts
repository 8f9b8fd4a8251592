// The request id of the work in progress (issue 22 item 3), carried without threading it through every
// call: set for each request (app.ts) and each background job's pass (jobs.ts), read by the mailer so an
// e-mail's outbox row and its `X-Request-ID` header name the request or job that wrote it.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (and everything it starts) as part of `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The current request's or job's id; undefined outside both. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
