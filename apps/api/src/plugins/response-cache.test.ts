import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { negotiateEncoding, responseCachePlugin, type ResponseCacheOptions } from './response-cache.ts';
import { securityPlugin } from './security.ts';

let clock = 0;
let calls = 0;
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
