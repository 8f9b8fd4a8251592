// A small in-process cache for reference data that changes only when the catalogue is re-seeded or
// edited (categories, collections, contests, ads, legal texts). Entries expire after a TTL, so
// several instances converge without coordination; concurrent misses share one load.
export interface Cache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** `maxEntries` bounds memory when keys come from requests: the oldest entries go first. */
export function createMemoryCache(now: () => number = Date.now, maxEntries = 5000): Cache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed load must not be served from the cache.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
