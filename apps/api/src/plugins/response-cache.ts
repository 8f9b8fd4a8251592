// A short-lived cache of whole public responses (already serialized and compressed), for catalogue
// reads that answer every visitor the same. A route opts in with `config: { responseCacheMs }`;
// the cache key is the method, URL, body and Accept-Encoding, so a hit is sent as stored, after the
// security headers but skipping the handler, serialization and compression (and, for a GET, parsing and
// validation). Requests carrying credentials are never served from or stored in it. Bounded: least recently used entries go first.
//
// The cache compresses what it stores itself, once per entry: its onSend hook runs before
// @fastify/compress's (a plugin's hooks run before route-level ones), which then sees the Content-Encoding
// and leaves the body alone. Left to @fastify/compress, a hit would be compressed again on every request,
// and a body above its synchronous threshold would become a stream the cache cannot keep.
//
// Decision 018: concurrent misses of one key wait for the first one's answer (single flight) instead of
// each running the handler; a cached route's 200 carries a strong ETag (If-None-Match → 304) and a
// public Cache-Control with s-maxage and stale-while-revalidate, so a CDN can serve it. Every other API
// answer that set no Cache-Control of its own is `no-store`: profile, cards, orders, codes, saved lists
// all depend on the session (issue 16 item 9), and it is decided here, once, not route by route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BROTLI_QUALITY, compressBody } from '../compression.ts';
import {
  contentHash,
  matchesIfNoneMatch,
  PERSONAL_CACHE_CONTROL,
  publicCacheControl,
  strongEtag,
} from '../http-caching.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET/POST route's 200 answers from the response cache for that many milliseconds. */
    responseCacheMs?: number;
  }
}

interface Entry {
  expires: number;
  body: Buffer;
  headers: Record<string, string>;
  etag: string;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
}

const STORED_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control', 'content-security-policy'];
const HIT = Symbol('responseCacheHit');
/** The single flight a request leads: its key and how to let the requests waiting on it go. */
const LEADS = Symbol('responseCacheLeads');
/** How long a request waits for another's answer before computing its own (a hung handler). */
const FLIGHT_WAIT_MS = 10_000;
/** Smaller bodies are stored and sent as they are (as @fastify/compress's threshold does). */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|xml|javascript)|text\/|image\/svg\+xml)/i;

/** The encoding to store for an Accept-Encoding header: br, then gzip; none when neither is accepted. */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  let best: { name: 'br' | 'gzip'; q: number } | undefined;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim();
    if (name !== 'br' && name !== 'gzip') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && name === 'br')) best = { name, q };
  }
  return best?.name;
}

function keyOf(request: FastifyRequest): string | undefined {
  const ttl = request.routeOptions.config.responseCacheMs;
  if (!ttl || (request.method !== 'GET' && request.method !== 'POST')) return undefined;
  if (request.headers.authorization) return undefined;
  const encoding = (request.headers['accept-encoding'] ?? '').toLowerCase().replace(/\s+/g, '');
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  return `${encoding}\n${request.method} ${request.url}\n${body}`;
}

export const responseCachePlugin = fp(async (app: FastifyInstance, options: ResponseCacheOptions = {}) => {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  app.decorate('responseCache', { clear: () => entries.clear(), size: () => entries.size });

  /** Requests computing an answer, by key: concurrent misses of the same key wait for them. */
  const flights = new Map<string, Promise<void>>();

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expires <= now()) return undefined;
    entries.set(key, entry); // most recently used last
    return entry;
  }

  function land(request: FastifyRequest) {
    const flight = (request as unknown as Record<symbol, { key: string; done: () => void } | undefined>)[LEADS];
    if (!flight) return;
    (request as unknown as Record<symbol, undefined>)[LEADS] = undefined;
    flights.delete(flight.key);
    flight.done();
  }

  async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    if (key === undefined) return;
    let entry = fresh(key);
    if (!entry) {
      const running = flights.get(key);
      if (!running) {
        // This request computes the answer; the same requests arriving meanwhile wait for it.
        let done!: () => void;
        flights.set(key, new Promise<void>((resolve) => (done = resolve)));
        (request as unknown as Record<symbol, unknown>)[LEADS] = { key, done };
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, FLIGHT_WAIT_MS)))]);
      clearTimeout(timer);
      entry = fresh(key);
      // Not stored (an error, a body too large): this request computes its own.
      if (!entry) return;
    }
    (request as unknown as Record<symbol, boolean>)[HIT] = true;
    reply.headers(entry.headers).header('x-cache', 'hit').header('etag', entry.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      reply.removeHeader('content-encoding');
      return reply.status(304).send();
    }
    return reply.send(entry.body);
  }

  // A GET is keyed by its URL alone, so it is answered as soon as it arrives: no body parsing, query
  // validation or later hooks for a hit (the p99 of the cached summary under load). A POST needs its
  // parsed body for the key, and a rate-limited route its count, so those are looked up just before
  // their handler.
  const early = (request: FastifyRequest) => request.method === 'GET' && !('rateLimit' in request.routeOptions.config);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (early(request)) return answerFromCache(request, reply);
  });
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!early(request)) return answerFromCache(request, reply);
  });

  // The leader of a flight lets its waiters go once its answer is stored (onSend), or, when it stored
  // none, once it is answered or has failed.
  app.addHook('onResponse', async (request: FastifyRequest) => land(request));
  app.addHook('onRequestAbort', async (request: FastifyRequest) => land(request));

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request as unknown as Record<symbol, boolean>)[HIT]) return payload;
    const key = keyOf(request);
    if (key === undefined || reply.statusCode !== 200) {
      // Public unless it depends on the session: only what a route opted in for, or said itself.
      const api = request.url === '/api' || request.url.startsWith('/api/');
      if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      return payload;
    }
    let body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!body || body.length > maxBodyBytes) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      return payload;
    }
    const ttl = request.routeOptions.config.responseCacheMs!;
    const hash = contentHash(body);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    if (
      encoding &&
      !reply.getHeader('content-encoding') &&
      body.length >= COMPRESS_FROM_BYTES &&
      COMPRESSIBLE.test(contentType)
    ) {
      body = await compressBody(encoding, body, BROTLI_QUALITY.answer);
      reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
    }
    const etag = strongEtag(hash, String(reply.getHeader('content-encoding') ?? '') || undefined);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', publicCacheControl(ttl));
    // Every stored answer depends on Accept-Encoding, compressed or not.
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const headers: Record<string, string> = {};
    for (const name of STORED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    entries.set(key, { expires: now() + ttl, body, headers, etag });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    land(request);
    reply.header('x-cache', 'miss').header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.removeHeader('content-encoding');
      reply.removeHeader('content-length');
      reply.status(304);
      return '';
    }
    return body;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: { clear(): void; size(): number };
  }
}
