// A fetch stub for route tests: a table of "METHOD /api/path" (or a RegExp on the path) → handler; any
// other call answers the API's 404. Returns the mock so tests can read what was asked.
import { vi } from 'vitest';
import { jsonResponse } from './render-app.tsx';

export type StubHandler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/** A route of the stub: what it matches, and a handler or the JSON body to answer. */
export type StubRoute = [string | RegExp, StubHandler | object];

export function stubApi(routes: StubRoute[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    for (const [match, handler] of routes) {
      const hit =
        typeof match === 'string'
          ? match === `${method} ${url.pathname}`
          : method === 'GET' && match.test(url.pathname);
      if (!hit) continue;
      return typeof handler === 'function' ? (handler as StubHandler)({ url, method, body }) : jsonResponse(handler);
    }
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the stub received, as "METHOD /path?query". */
export function calls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
  });
}
