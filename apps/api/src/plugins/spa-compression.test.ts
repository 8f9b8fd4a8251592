// A page whose compression fails is still sent, uncompressed (decision 042): the encoder's failure costs
// the request its compression, never a 500.
import { describe, expect, it } from 'vitest';
import { compressBody } from '../compression.ts';
import { preparePage } from './spa.ts';

describe('preparePage when compression fails', () => {
  it('answers the identity bytes and tries the encoding again on the next request', async () => {
    let fail = true;
    const compress: typeof compressBody = (encoding, body) =>
      fail ? Promise.reject(new Error('out of memory')) : compressBody(encoding, body);
    const html = `<!doctype html><p>${'deal '.repeat(500)}</p>`;
    const page = preparePage({ status: 200, html, language: 'en' }, 'Accept-Encoding', compress);
    const fallback = await page.representation('br');
    expect(fallback.body.toString()).toBe(html);
    expect(fallback.headers['content-encoding']).toBeUndefined();
    expect(fallback).toBe(page.representation(undefined));

    fail = false;
    const br = await page.representation('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(Buffer.byteLength(html));
  });
});
