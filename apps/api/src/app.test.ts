// Server foundations through app.inject: health, the error shape, security headers, the OpenAPI
// document and the SPA fallback with its cache headers.
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@spc/domain/errors';
import { createTestApp, type TestApp } from '../test/app.ts';

let distDir: string;
let t: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'spc-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});

afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp({ WEB_DIST_DIR: distDir });
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await broken.app.close();
  });
});

describe('request ids', () => {
  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\n' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\n');
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'No API route for GET /api/nope' });
  });

  it('answers an unknown /api path with a JSON 404 for POST too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/partners/nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers invalid input with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/v5/offers/summary?sort_by=cheapest' });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorResponse>();
    expect(body).toMatchObject({ error: 'VALIDATION_ERROR', field: 'sort_by' });
    expect(body.message).toMatch(/sort_by/);
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy without inline script, and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // No inline script runs, with or without a nonce; inline styles are allowed (Radix's scroll lock).
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('does not tell an http site to upgrade to https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('compression', () => {
  it('gzips large responses when the client accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the SPA', () => {
  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('falls back to index.html for any non-API path (history mode)', async () => {
    for (const url of ['/deals', '/deals/category/food?filter=online', '/fr/deals', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other static files briefly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not answer a missing asset with index.html for non-GET methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/deals' });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Operation = { parameters?: { name: string }[]; responses: Record<string, unknown> };
    const doc = res.json<{ openapi: string; paths: Record<string, { get?: Operation }> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const summary = doc.paths['/api/partners/v5/offers/summary']?.get;
    const names = summary?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['current_page', 'page_size', 'sort_by', 'offer_filters']));
    expect(summary?.responses['200']).toBeDefined();
    expect(doc.paths['/api/health']?.get).toBeDefined();
    expect(doc.paths['/api/partners/v2/categories']?.get).toBeDefined();
  });

  it('serves a browsable UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
