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
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
}

const STORED_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control', 'content-security-policy'];
const HIT = Symbol('responseCacheHit');
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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed in libuv's thread pool: a miss does not hold up the requests behind it. */
function compressFor(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          // About 0.7 ms for a 40 KB summary here, and smaller than quality 4 (@fastify/compress's).
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);
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

  async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    if (key === undefined) return;
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    if (entry.expires <= now()) return;
    entries.set(key, entry); // most recently used last
    (request as unknown as Record<symbol, boolean>)[HIT] = true;
    reply.headers(entry.headers).header('x-cache', 'hit');
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

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request as unknown as Record<symbol, boolean>)[HIT] || reply.statusCode !== 200) return payload;
    const key = keyOf(request);
    if (key === undefined) return payload;
    let body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!body || body.length > maxBodyBytes) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    if (
      encoding &&
      !reply.getHeader('content-encoding') &&
      body.length >= COMPRESS_FROM_BYTES &&
      COMPRESSIBLE.test(contentType)
    ) {
      body = await compressFor(encoding, body);
      reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
    }
    // Every stored answer depends on Accept-Encoding, compressed or not.
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const headers: Record<string, string> = {};
    for (const name of STORED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    entries.set(key, { expires: now() + request.routeOptions.config.responseCacheMs!, body, headers });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    reply.header('x-cache', 'miss');
    return body;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: { clear(): void; size(): number };
  }
}
