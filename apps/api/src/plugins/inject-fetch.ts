// The fetch that server-rendered pages' loaders use: the same Fastify instance answers through
// `app.inject`, with no network hop, and the API's response cache serves repeated catalogue reads.
// Loaders call as a visitor: the page request's cookies and authorization are not forwarded.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type InjectFetch = (url: string, init: RequestInit) => Promise<Response>;

const NULL_BODY = new Set([101, 204, 205, 304]);

export function injectFetch(app: FastifyInstance, parent: FastifyRequest): InjectFetch {
  return async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const injected = await app.inject({
      method: init.method ?? 'GET',
      url,
      // Same request id: the page and its API calls read as one trace in the log.
      headers: { ...headers, 'x-request-id': parent.id, 'user-agent': 'spc-server-render' },
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(injected.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = NULL_BODY.has(injected.statusCode) ? null : new Uint8Array(injected.rawPayload);
    return new Response(body, { status: injected.statusCode, headers: responseHeaders });
  };
}
