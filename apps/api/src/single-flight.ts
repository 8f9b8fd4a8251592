// Single flight: concurrent callers asking for the same key while its value is being computed wait for
// that one computation instead of starting their own (a cold page or API answer under a rush is
// computed once, not once per waiting visitor). Nothing is kept after the computation settles: caching
// the result is the caller's business.

export interface SingleFlight<T> {
  /** The running computation of `key`, or `compute()` started now and shared until it settles. */
  run(key: string, compute: () => Promise<T>): Promise<T>;
  /** Whether a computation of `key` is running: a caller would join it. */
  has(key: string): boolean;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, compute) {
      const current = running.get(key);
      if (current) return current;
      const started = (async () => {
        try {
          return await compute();
        } finally {
          running.delete(key);
        }
      })();
      running.set(key, started);
      return started;
    },
    has: (key) => running.has(key),
  };
}
