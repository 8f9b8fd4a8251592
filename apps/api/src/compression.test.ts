// Compressing once (decision 042): a body round-trips, brotli's window fits the body, and compressions
// beyond the limit wait for their turn before they start (their encoder does not exist yet).
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, brotliWindowBits, compressBody, createLimiter } from './compression.ts';

describe('compressBody', () => {
  it('gives back the body in each encoding, and many at once all finish', async () => {
    const body = Buffer.from(
      JSON.stringify({ offers: Array.from({ length: 500 }, (_, i) => ({ id: i, t: `offer ${i}` })) }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => compressBody(i % 2 ? 'gzip' : 'br', body).then((out) => [i, out] as const)),
    );
    for (const [i, out] of results) {
      expect(out.length).toBeLessThan(body.length);
      expect((i % 2 ? gunzipSync(out) : brotliDecompressSync(out)).equals(body)).toBe(true);
    }
  });

  it('compresses a page at brotli quality 5 by default and an API answer at the quality asked for (4)', async () => {
    const body = Buffer.from(
      JSON.stringify({ offers: Array.from({ length: 300 }, (_, i) => ({ id: i, title: `Offer ${i % 13}` })) }),
    );
    const at = (quality: number) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    expect(BROTLI_QUALITY).toEqual({ page: 5, answer: 4 });
    expect((await compressBody('br', body)).equals(at(5))).toBe(true);
    expect((await compressBody('br', body, BROTLI_QUALITY.answer)).equals(at(4))).toBe(true);
    expect(at(4).equals(at(5))).toBe(false);
  });
});

describe('brotliWindowBits', () => {
  it('is the smallest window holding the body, within brotli’s 10 to 24 bits', () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1000)).toBe(10);
    expect(brotliWindowBits(1025)).toBe(11);
    expect(brotliWindowBits(73_264)).toBe(17);
    expect(brotliWindowBits(256 * 1024)).toBe(18);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(24);
  });
});

describe('createLimiter', () => {
  it('starts at most `limit` tasks at once, the others in order of arrival', async () => {
    const limiter = createLimiter(2);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) =>
      limiter.run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(limiter.load).toEqual({ running: 2, waiting: 3 });
    releases[1]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (let i = 0; i < 5; i++) {
      releases[i]?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    releases.forEach((release) => release());
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the next task start when one fails', async () => {
    const limiter = createLimiter(1);
    const failing = limiter.run(() => Promise.reject(new Error('boom')));
    const next = limiter.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
