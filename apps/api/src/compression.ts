// Compressing a body once, for the response cache (plugins/response-cache.ts) and the page cache
// (plugins/spa.ts), decision 042.
//
// Compression runs in libuv's thread pool, so a miss's main thread is free meanwhile. But a brotli or
// gzip stream allocates its encoder (window and hash tables, megabytes at brotli's default 4 MB window)
// when it is created, not when a pool thread takes it, and Node reports that memory to V8: 50 concurrent
// misses each starting a compression held some 50 encoders at once, and V8 answered the external memory
// with full garbage collections — 11 ms of GC threads per summary miss, twice the rest of its work. So
// compressions wait their turn here before their encoder exists (as many at once as the pool could run
// anyway), and brotli's window is no larger than the body it compresses.
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli's smallest and largest window (log2 of its bytes). */
const MIN_WINDOW_BITS = 10;
const MAX_WINDOW_BITS = 24;

/** The smallest brotli window that holds the whole body: a larger one would only cost memory. */
export function brotliWindowBits(bodyLength: number): number {
  const bits = Math.ceil(Math.log2(Math.max(1, bodyLength)));
  return Math.min(MAX_WINDOW_BITS, Math.max(MIN_WINDOW_BITS, bits));
}

/**
 * Brotli's quality by what is compressed (decision 044). A page is compressed once per cache entry and
 * then sent many times, on the first paint's path: quality 5 (/deals 31.0 KB against 35.1 at 4). An API
 * answer is compressed on each miss: quality 4, as @fastify/compress does for the rest — the deals
 * summary's 73 KB in about 0.7 ms instead of 1.6–2.1 ms, 11.5 KB instead of 10.3.
 */
export const BROTLI_QUALITY = { page: 5, answer: 4 } as const;

function compressNow(encoding: Encoding, body: Buffer, quality: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
          [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);
}

/** Runs at most `limit` tasks at once; the others wait in order of arrival. */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    /** Tasks running and waiting (tests). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/** libuv's pool has 4 threads; on fewer cores than that, more at once would only queue in the pool. */
const compressions = createLimiter(Math.max(1, Math.min(4, availableParallelism())));

/** `body` compressed in the thread pool, its encoder created only when its turn comes. */
export function compressBody(encoding: Encoding, body: Buffer, quality: number = BROTLI_QUALITY.page): Promise<Buffer> {
  return compressions.run(() => compressNow(encoding, body, quality));
}
