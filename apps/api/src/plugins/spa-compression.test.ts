// A page whose compression fails is still sent, uncompressed (decision 042): the encoder's failure costs
// the request its compression, never a 500.
import { describe, expect, it, vi } from 'vitest';
import type * as Compression from '../compression.ts';

const failing = vi.hoisted(() => ({ fail: true }));
vi.mock('../compression.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Compression>();
  return {
    ...original,
    compressBody: (...args: Parameters<typeof original.compressBody>) =>
      failing.fail ? Promise.reject(new Error('out of memory')) : original.compressBody(...args),
  };
});

const { preparePage } = await import('./spa.ts');

describe('preparePage when compression fails', () => {
  it('answers the identity bytes and tries the encoding again on the next request', async () => {
    const html = `<!doctype html><p>${'deal '.repeat(500)}</p>`;
    const page = preparePage({ status: 200, html, language: 'en' }, 'Accept-Encoding');
    const fallback = await page.representation('br');
    expect(fallback.body.toString()).toBe(html);
    expect(fallback.headers['content-encoding']).toBeUndefined();
    expect(fallback).toBe(page.representation(undefined));

    failing.fail = false;
    const br = await page.representation('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(Buffer.byteLength(html));
  });
});
