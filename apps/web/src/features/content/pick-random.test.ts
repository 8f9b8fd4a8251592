// The careers page's random team: never more than asked, never twice the same member, all of them when
// there are fewer, and the same draw from the same seed (so a seeded page can be reproduced).
import { describe, expect, it } from 'vitest';
import { pickRandom, seededRandom } from './pick-random.ts';

const members = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('pickRandom', () => {
  it('draws up to `count` distinct items', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const picked = pickRandom(members, 3, seededRandom(seed / 50));
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const item of picked) expect(members).toContain(item);
    }
  });

  it('gives every item when there are fewer than asked', () => {
    expect(pickRandom(['a', 'b'], 3).sort()).toEqual(['a', 'b']);
    expect(pickRandom([], 3)).toEqual([]);
  });

  it('draws the same from the same seed, and not always the first ones', () => {
    expect(pickRandom(members, 3, seededRandom(0.42))).toEqual(pickRandom(members, 3, seededRandom(0.42)));
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) => pickRandom(members, 3, seededRandom(seed / 20)).join()),
    );
    expect(draws.size).toBeGreaterThan(5);
  });
});
