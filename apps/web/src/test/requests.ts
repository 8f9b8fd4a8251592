// Test helpers: the JSON bodies the stubbed fetch received, by method and path.
import type { stubApi } from './api-stub.ts';

type FetchMock = ReturnType<typeof stubApi>;

const pathOf = (input: RequestInfo | URL): string =>
  new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input, 'http://localhost')
    .pathname;

/** Every JSON body sent as `method path`, in order. */
export function sentBodies(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET').toUpperCase() === method && pathOf(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

/** The first JSON body sent as `method path`, or undefined when there was none. */
export function sentBody(fetchMock: FetchMock, method: string, path: string): unknown {
  return sentBodies(fetchMock, method, path)[0];
}
