// A repeatable stream of random numbers from a seed (decision 026): HMAC-SHA256(seed, counter), so the
// same seed gives the same numbers on any machine. The seeds themselves come from crypto.randomBytes.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A fresh seed: 32 random bytes as hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export const SEED_PATTERN = /^[0-9a-f]{64}$/;

export interface SeededRandom {
  /** A whole number in [0, n), uniform (rejection sampling, no modulo bias). */
  below(n: number): number;
}

export function seededRandom(seed: string): SeededRandom {
  const key = Buffer.from(seed, 'hex');
  let counter = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  const next32 = (): number => {
    if (offset + 4 > buffer.length) {
      buffer = createHmac('sha256', key).update(String(counter++)).digest();
      offset = 0;
    }
    const value = buffer.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return {
    below(n) {
      if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`below(${n})`);
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const value = next32();
        if (value < limit) return value % n;
      }
    },
  };
}

/** Fisher–Yates with the seeded stream. */
export function shuffled<T>(items: readonly T[], random: SeededRandom): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
