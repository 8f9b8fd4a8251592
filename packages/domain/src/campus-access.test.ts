// Issue 18 items 4–6: the rules both sides share — campus codes as people type them, the pages where the
// age check never opens (decision 025), the §8 'User has Active Card' handling, and an event's window.
import { describe, expect, it } from 'vitest';
import { eventIdSchema, eventStateAt } from './bts.ts';
import {
  CAMPUS_ACCESS_MESSAGES,
  ageCheckSkipsPath,
  campusCodeSchema,
  isAlreadyRegisteredMessage,
  normaliseCampusCode,
} from './campus-access.ts';

describe('campus codes', () => {
  it('are compared upper-case without spaces', () => {
    expect(normaliseCampusCode(' mcgill25-0001 ')).toBe('MCGILL25-0001');
    expect(campusCodeSchema.parse('concordia25 -0002')).toBe('CONCORDIA25-0002');
  });

  it("refuses what cannot be a code with the spec's 'Access Code Not Valid'", () => {
    for (const code of ['', 'abc', '-ABCDE', 'ABCDE-', 'A'.repeat(21), 'CODE_0001', 'CÔDE-0001']) {
      const result = campusCodeSchema.safeParse(code);
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Access Code Not Valid');
    }
  });
});

describe('the age check after sign-in skips the steps it would interrupt', () => {
  it.each([
    '/signup',
    '/signup/additional',
    '/purchase/summary',
    '/activate',
    '/bts-2025',
    '/campus/mcgill-downtown',
    '/student-verification',
    '/profile/edit',
    '/login',
  ])('never on %s', (path) => expect(ageCheckSkipsPath(path)).toBe(true));
  it.each(['/', '/deals', '/deals/category/food', '/profile', '/favourites', '/campustour-2024'])('may on %s', (path) =>
    expect(ageCheckSkipsPath(path)).toBe(false),
  );
});

describe("§8 'User has Active Card'", () => {
  it('is the one answer the school portal treats as already registered', () => {
    expect(isAlreadyRegisteredMessage('User has Active Card')).toBe(true);
    expect(isAlreadyRegisteredMessage(CAMPUS_ACCESS_MESSAGES.ALREADY_REDEEMED)).toBe(false);
    expect(isAlreadyRegisteredMessage(undefined)).toBe(false);
  });
});

describe('an event link works between its start and its end', () => {
  const start = new Date('2025-08-25T04:00:00Z');
  const end = new Date('2025-09-12T04:00:00Z');
  it('is upcoming, then active, then ended (the end is exclusive)', () => {
    expect(eventStateAt(start, end, new Date(start.getTime() - 1))).toBe('upcoming');
    expect(eventStateAt(start, end, start)).toBe('active');
    expect(eventStateAt(start, end, new Date(end.getTime() - 1))).toBe('active');
    expect(eventStateAt(start, end, end)).toBe('ended');
  });
  it('takes event ids in lower case, letters, digits and dashes only', () => {
    expect(eventIdSchema.parse('BTS-McGill-2025')).toBe('bts-mcgill-2025');
    for (const bad of ['', 'ab', '../etc', 'bts mcgill', '-bts', 'x'.repeat(70)]) {
      expect(eventIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
