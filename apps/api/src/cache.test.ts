import { describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from './cache.ts';

describe('createMemoryCache', () => {
  it('loads once while fresh, again after the TTL', async () => {
    let clock = 0;
    const cache = createMemoryCache(() => clock);
    const load = vi.fn(async () => clock);
    expect(await cache.get('k', 100, load)).toBe(0);
    clock = 99;
    expect(await cache.get('k', 100, load)).toBe(0);
    clock = 100;
    expect(await cache.get('k', 100, load)).toBe(100);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createMemoryCache();
    const load = vi.fn(async () => 'v');
    const results = await Promise.all([
      cache.get('k', 1000, load),
      cache.get('k', 1000, load),
      cache.get('k', 1000, load),
    ]);
    expect(results).toEqual(['v', 'v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createMemoryCache();
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1000, async () => 'back')).toBe('back');
  });

  it('forgets everything on clear', async () => {
    const cache = createMemoryCache();
    await cache.get('k', 1000, async () => 1);
    cache.clear();
    expect(await cache.get('k', 1000, async () => 2)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createMemoryCache(Date.now, 2);
    const load = vi.fn(async () => 'v');
    await cache.get('a', 1000, load);
    await cache.get('b', 1000, load);
    await cache.get('c', 1000, load);
    await cache.get('b', 1000, load);
    await cache.get('c', 1000, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', 1000, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
