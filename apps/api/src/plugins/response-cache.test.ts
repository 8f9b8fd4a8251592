import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { negotiateEncoding, responseCachePlugin, type ResponseCacheOptions } from './response-cache.ts';
import { securityPlugin } from './security.ts';

let clock = 0;
let calls = 0;
let release: Array<() => void> = [];
const apps: FastifyInstance[] = [];

async function makeApp(options: ResponseCacheOptions = {}) {
  calls = 0;
  const app = Fastify();
  apps.push(app);
  await app.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
  await app.register(compress, { threshold: 16 });
  await app.register(responseCachePlugin, { now: () => clock, ...options });
  const big = (id: string) => ({ id, calls: ++calls, filler: 'x'.repeat(200) });
  app.get('/cached/:id', { config: { responseCacheMs: 1000 } }, async (request) =>
    big((request.params as { id: string }).id),
  );
  // Well above @fastify/compress's synchronous threshold (it would stream this body).
  app.get('/large/:id', { config: { responseCacheMs: 1000 } }, async (request) => ({
    id: (request.params as { id: string }).id,
    calls: ++calls,
    rows: Array.from({ length: 4000 }, (_, row) => ({ row, name: `offer ${row}` })),
  }));
  app.get('/plain', async () => big('plain'));
  // A slow miss, released by the test: the requests arriving meanwhile must wait for it.
  app.get('/slow/:id', { config: { responseCacheMs: 1000 } }, async (request) => {
    await new Promise<void>((resolve) => release.push(resolve));
    return big((request.params as { id: string }).id);
  });
  app.get('/slow-failing', { config: { responseCacheMs: 1000 } }, async (_request, reply) => {
    calls++;
    await new Promise<void>((resolve) => release.push(resolve));
    return reply.status(503).send({ error: 'UNAVAILABLE' });
  });
  // The same large answer every time (its ETag is stable).
  app.get('/stable/:id', { config: { responseCacheMs: 1000 } }, async (request) => ({
    id: (request.params as { id: string }).id,
    rows: Array.from({ length: 400 }, (_, row) => ({ row, name: `offer ${row}` })),
  }));
  // An answer that depends on who asks: it sets no Cache-Control of its own.
  app.get('/api/me', async () => ({ me: 'someone' }));
  app.get('/api/own-policy', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({}));
  app.get('/missing', { config: { responseCacheMs: 1000 } }, async (_request, reply) => {
    calls++;
    return reply.status(404).send({ error: 'NOT_FOUND' });
  });
  app.post('/search', { config: { responseCacheMs: 1000 } }, async (request) => ({
    body: request.body,
    calls: ++calls,
  }));
  return app;
}

afterEach(async () => {
  clock = 0;
  release = [];
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('responseCachePlugin', () => {
  it('answers a repeated request from the cache, compressed and with the security headers', async () => {
    const app = await makeApp();
    const headers = { 'accept-encoding': 'gzip' };
    const first = await app.inject({ url: '/cached/a', headers });
    const second = await app.inject({ url: '/cached/a', headers });
    expect(calls).toBe(1);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['content-security-policy']).toBeDefined();
    expect(JSON.parse(gunzipSync(second.rawPayload).toString())).toEqual(
      JSON.parse(gunzipSync(first.rawPayload).toString()),
    );
  });

  it('keeps one entry per URL and per Accept-Encoding', async () => {
    const app = await makeApp();
    await app.inject({ url: '/cached/a', headers: { 'accept-encoding': 'gzip' } });
    const identity = await app.inject({ url: '/cached/a' });
    await app.inject({ url: '/cached/b', headers: { 'accept-encoding': 'gzip' } });
    expect(calls).toBe(3);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ id: 'a' });
  });

  it('forgets an entry after its time', async () => {
    const app = await makeApp();
    await app.inject({ url: '/cached/a' });
    clock = 999;
    await app.inject({ url: '/cached/a' });
    expect(calls).toBe(1);
    clock = 1000;
    const fresh = await app.inject({ url: '/cached/a' });
    expect(calls).toBe(2);
    expect(fresh.json()).toMatchObject({ calls: 2 });
  });

  it('never serves or stores a request with credentials', async () => {
    const app = await makeApp();
    await app.inject({ url: '/cached/a' });
    const withToken = await app.inject({ url: '/cached/a', headers: { authorization: 'Bearer t' } });
    expect(withToken.json()).toMatchObject({ calls: 2 });
    await app.inject({ url: '/cached/z', headers: { authorization: 'Bearer t' } });
    await app.inject({ url: '/cached/z' });
    expect(calls).toBe(4);
  });

  it('stores only 200 answers, and only for routes that ask', async () => {
    const app = await makeApp();
    await app.inject({ url: '/missing' });
    await app.inject({ url: '/missing' });
    await app.inject({ url: '/plain' });
    const plain = await app.inject({ url: '/plain' });
    expect(calls).toBe(4);
    expect(plain.headers['x-cache']).toBeUndefined();
  });

  it('keys a POST on its body', async () => {
    const app = await makeApp();
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/search', payload: payload as string[] });
    await post(['pizza']);
    const again = await post(['pizza']);
    const other = await post(['coffee']);
    expect(again.json()).toMatchObject({ calls: 1 });
    expect(other.json()).toMatchObject({ body: ['coffee'], calls: 2 });
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const app = await makeApp({ maxEntries: 2 });
    await app.inject({ url: '/cached/a' });
    await app.inject({ url: '/cached/b' });
    await app.inject({ url: '/cached/a' }); // a is now the most recent
    await app.inject({ url: '/cached/c' }); // evicts b
    expect(app.responseCache.size()).toBe(2);
    await app.inject({ url: '/cached/a' });
    expect(calls).toBe(3);
    await app.inject({ url: '/cached/b' });
    expect(calls).toBe(4);
  });

  it('stores a large body compressed once and sends the stored bytes on a hit', async () => {
    const app = await makeApp();
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await app.inject({ url: '/large/a', headers });
    const second = await app.inject({ url: '/large/a', headers });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(calls).toBe(1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    // Sent with its length, not re-compressed into a chunked stream.
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const decoded = JSON.parse(brotliDecompressSync(second.rawPayload).toString()) as { rows: unknown[] };
    expect(decoded.rows).toHaveLength(4000);
    expect(second.rawPayload.length).toBeLessThan(JSON.stringify(decoded).length / 4);
  });

  it('stores gzip for a client without br, and plain JSON for one without either', async () => {
    const app = await makeApp();
    const gzip = await app.inject({ url: '/large/a', headers: { 'accept-encoding': 'gzip' } });
    await app.inject({ url: '/large/a', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/large/a', headers: { 'accept-encoding': 'identity' } });
    const plainHit = await app.inject({ url: '/large/a', headers: { 'accept-encoding': 'identity' } });
    expect(calls).toBe(2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ id: 'a' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plainHit.headers['x-cache']).toBe('hit');
    expect(plainHit.json()).toMatchObject({ id: 'a', calls: 2 });
  });
});

describe('responseCachePlugin: single flight', () => {
  /** Lets the event loop run until the handlers started so far are waiting to be released. */
  async function untilWaiting(count: number) {
    for (let i = 0; i < 100 && release.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(release.length).toBe(count);
  }

  it('runs the handler once for concurrent misses of the same key, and answers them all with it', async () => {
    const app = await makeApp();
    const headers = { 'accept-encoding': 'gzip' };
    const pending = Array.from({ length: 20 }, () => app.inject({ url: '/slow/a', headers }));
    await untilWaiting(1);
    release.forEach((go) => go());
    const answers = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.filter((res) => res.headers['x-cache'] === 'miss')).toHaveLength(1);
    const bodies = new Set(answers.map((res) => gunzipSync(res.rawPayload).toString()));
    expect(bodies.size).toBe(1);
  });

  it('keeps separate flights per key', async () => {
    const app = await makeApp();
    const pending = ['a', 'b', 'a', 'b'].map((id) => app.inject({ url: `/slow/${id}` }));
    await untilWaiting(2);
    release.forEach((go) => go());
    await Promise.all(pending);
    expect(calls).toBe(2);
  });

  it('lets the waiters compute their own answer when the first one stored none', async () => {
    const app = await makeApp();
    const pending = Array.from({ length: 3 }, () => app.inject({ url: '/slow-failing' }));
    await untilWaiting(1);
    release.splice(0).forEach((go) => go());
    // The two waiters run the handler now, side by side (a failing call is not queued behind another).
    await untilWaiting(2);
    release.splice(0).forEach((go) => go());
    const answers = await Promise.all(pending);
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503]);
    expect(calls).toBe(3);
  });
});

describe('responseCachePlugin: HTTP caching (CDN-ready)', () => {
  it('sends a cached route with a public Cache-Control, s-maxage and stale-while-revalidate, and a strong ETag', async () => {
    const app = await makeApp();
    const first = await app.inject({ url: '/stable/a', headers: { 'accept-encoding': 'br' } });
    const hit = await app.inject({ url: '/stable/a', headers: { 'accept-encoding': 'br' } });
    for (const res of [first, hit]) {
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=60');
      expect(String(res.headers.etag)).toMatch(/^"[\w-]+-br"$/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(hit.headers.etag).toBe(first.headers.etag);
    const plain = await app.inject({ url: '/stable/a' });
    // Another encoding is another representation: another strong ETag.
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    expect(String(plain.headers.etag).replace(/"$/, '-br"')).toBe(first.headers.etag);
  });

  it('answers If-None-Match with a 304 without a body, from the cache and on a miss', async () => {
    const app = await makeApp();
    const headers = { 'accept-encoding': 'gzip' };
    const first = await app.inject({ url: '/stable/a', headers });
    const etag = String(first.headers.etag);
    const notModified = await app.inject({ url: '/stable/a', headers: { ...headers, 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers['cache-control']).toMatch(/s-maxage/);
    clock = 5000; // expired: the handler runs again, the answer is the same
    const missed = await app.inject({ url: '/stable/a', headers: { ...headers, 'if-none-match': `"other", ${etag}` } });
    expect(missed.statusCode).toBe(304);
    expect(missed.rawPayload.length).toBe(0);
    const changed = await app.inject({ url: '/stable/a', headers: { ...headers, 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it("sends no-store on an API answer that depends on the session and said nothing, and keeps a route's own", async () => {
    const app = await makeApp();
    expect((await app.inject({ url: '/api/me' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/own-policy' })).headers['cache-control']).toBe('public, max-age=60');
    // A cached route asked with credentials is not the public answer.
    const withToken = await app.inject({ url: '/stable/a', headers: { authorization: 'Bearer t' } });
    expect(withToken.headers['cache-control']).toBeUndefined(); // not an /api path in this test app
    expect(withToken.headers.etag).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  it('prefers br, honours q values and refuses q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('GZIP ; q=1')).toBe('gzip');
    expect(negotiateEncoding('deflate, identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
