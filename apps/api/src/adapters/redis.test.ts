// The Redis adapter against a real server (TEST_REDIS_URL; collected only when it is set): keys under
// the prefix, a fixed-window count shared by two connections, once-only claims, a clear error when
// nothing answers, and a clean close.
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  claimOnce,
  closeRedis,
  connectRedis,
  countInWindow,
  redactRedisUrl,
  RedisConnectionError,
  type Redis,
} from './redis.ts';

const url = loadConfig().testRedisUrl;
if (!url) throw new Error('TEST_REDIS_URL must name the Redis server these tests use (redis://127.0.0.1:6379).');
const testUrl: string = url;

const prefix = `spc-test:${randomBytes(6).toString('hex')}:`;
let a: Redis;
let b: Redis;
/** Without a prefix: sees the raw key names and cleans up. */
let raw: Redis;

beforeAll(async () => {
  [a, b, raw] = await Promise.all([
    connectRedis({ url: testUrl, keyPrefix: prefix }),
    connectRedis({ url: testUrl, keyPrefix: prefix }),
    connectRedis({ url: testUrl, keyPrefix: '' }),
  ]);
});

afterAll(async () => {
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length > 0) await raw.del(...keys);
  await Promise.all([a, b, raw].map((client) => closeRedis(client)));
});

describe('connectRedis', () => {
  it('writes every key under the prefix', async () => {
    await a.set('plain', 'x');
    expect(await raw.get(`${prefix}plain`)).toBe('x');
    expect(await raw.exists('plain')).toBe(0);
  });

  it('fails with an error naming REDIS_URL when nothing answers, and gives up the connection', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const attempt = connectRedis({
      url: `redis://:secret@127.0.0.1:${port}`,
      keyPrefix: prefix,
      connectTimeoutMs: 1000,
    });
    await expect(attempt).rejects.toBeInstanceOf(RedisConnectionError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`Could not connect to Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port} \\(REDIS_URL\\)`),
    );
    await expect(attempt).rejects.not.toThrow(/secret/);
  });

  it('closes cleanly, twice', async () => {
    const client = await connectRedis({ url: testUrl, keyPrefix: prefix });
    expect(await client.ping()).toBe('PONG');
    await closeRedis(client);
    expect(client.status).toBe('end');
    await closeRedis(client);
  });
});

describe('redactRedisUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(redactRedisUrl('redis://user:pw@cache:6380/2')).toBe('redis://user:***@cache:6380/2');
    expect(redactRedisUrl('redis://cache:6379')).toBe('redis://cache:6379');
  });
});

describe('countInWindow', () => {
  it('counts across connections in one window that starts with the first request', async () => {
    const key = 'window:shared';
    expect(await countInWindow(a, key, 60_000)).toMatchObject({ count: 1 });
    expect(await countInWindow(b, key, 60_000)).toMatchObject({ count: 2 });
    const third = await countInWindow(a, key, 60_000);
    expect(third.count).toBe(3);
    // The window is not pushed back by later requests.
    expect(third.ttlMs).toBeGreaterThan(55_000);
    expect(third.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('starts again once the window has passed', async () => {
    const key = 'window:short';
    await countInWindow(a, key, 50);
    await countInWindow(a, key, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await countInWindow(b, key, 50)).count).toBe(1);
  });

  it('counts every one of many concurrent requests from two instances', async () => {
    const key = 'window:concurrent';
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => countInWindow(i % 2 === 0 ? a : b, key, 60_000)),
    );
    expect(counts.map(({ count }) => count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('gives a key that lost its expiry a window again', async () => {
    await a.set('window:no-expiry', '7');
    const next = await countInWindow(a, 'window:no-expiry', 30_000);
    expect(next.count).toBe(8);
    expect(await raw.pttl(`${prefix}window:no-expiry`)).toBeGreaterThan(0);
  });
});

describe('claimOnce', () => {
  it('lets one caller of both connections through until the claim expires', async () => {
    const claims = await Promise.all([claimOnce(a, 'claim', 80), claimOnce(b, 'claim', 80), claimOnce(a, 'claim', 80)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await claimOnce(b, 'claim', 80)).toBe(true);
  });
});
