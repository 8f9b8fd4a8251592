// Single flight: concurrent callers of one key share one computation; nothing is kept afterwards.
import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

describe('createSingleFlight', () => {
  it('computes once for concurrent callers of a key, and again once it has settled', async () => {
    const flights = createSingleFlight<number>();
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed++;
      await gate;
      return computed;
    };
    const callers = Array.from({ length: 50 }, () => flights.run('a', compute));
    expect(flights.has('a')).toBe(true);
    release();
    expect(await Promise.all(callers)).toEqual(callers.map(() => 1));
    expect(computed).toBe(1);
    expect(flights.has('a')).toBe(false);
    expect(await flights.run('a', compute)).toBe(2);
  });

  it('keeps keys apart, and shares a failure with the callers of its flight only', async () => {
    const flights = createSingleFlight<string>();
    const failing = [flights.run('x', () => Promise.reject(new Error('boom'))), flights.run('x', async () => 'unused')];
    const other = flights.run('y', async () => 'y');
    await expect(Promise.all(failing)).rejects.toThrow('boom');
    expect(await other).toBe('y');
    expect(flights.has('x')).toBe(false);
    expect(await flights.run('x', async () => 'recovered')).toBe('recovered');
  });
});
