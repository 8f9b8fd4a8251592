// The contests' shared rules (decision 026): eligibility, the calendar's door states, the contest day,
// the match game's replay and the ids the calls accept.
import { describe, expect, it } from 'vitest';
import {
  MATCH_MAX_TURNS,
  addDays,
  contestRegisterBodySchema,
  doorState,
  finishBodySchema,
  ineligibility,
  replayMatch,
  runningState,
} from './contests.ts';

const board = ['a', 'b', 'a', 'b'];

describe('ineligibility', () => {
  const rules = { requires_membership: true, min_age: 16, provinces: ['ON', 'NB'] };
  const ok = { hasValidCard: true, birthDate: '2000-05-01', province: 'ON' };
  it('checks membership, then age, then province', () => {
    expect(ineligibility(rules, ok, '2026-11-26')).toBeNull();
    expect(ineligibility(rules, { ...ok, hasValidCard: false }, '2026-11-26')).toBe('CONTEST_MEMBERSHIP_REQUIRED');
    expect(ineligibility(rules, { ...ok, birthDate: null }, '2026-11-26')).toBe('CONTEST_AGE_UNKNOWN');
    expect(ineligibility(rules, { ...ok, birthDate: '2010-11-27' }, '2026-11-26')).toBe('CONTEST_TOO_YOUNG');
    expect(ineligibility(rules, { ...ok, birthDate: '2010-11-26' }, '2026-11-26')).toBeNull();
    expect(ineligibility(rules, { ...ok, province: 'QC' }, '2026-11-26')).toBe('CONTEST_PROVINCE_EXCLUDED');
    expect(ineligibility(rules, { ...ok, province: null }, '2026-11-26')).toBe('CONTEST_PROVINCE_UNKNOWN');
  });
  it('asks nothing its rules do not say', () => {
    const open = { requires_membership: false, min_age: null, provinces: null };
    expect(ineligibility(open, { hasValidCard: false, birthDate: null, province: null }, '2026-11-26')).toBeNull();
  });
});

describe('the calendar and the contest days', () => {
  it('opens today, closes the past, locks the future', () => {
    expect(doorState('2026-11-25', '2026-11-26')).toBe('closed');
    expect(doorState('2026-11-26', '2026-11-26')).toBe('open');
    expect(doorState('2026-11-27', '2026-11-26')).toBe('locked');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('runs from start to end, both included', () => {
    const contest = { start_date: 1000, end_date: 2000 };
    expect(runningState(contest, new Date(999))).toBe('CONTEST_NOT_STARTED');
    expect(runningState(contest, new Date(1000))).toBeNull();
    expect(runningState(contest, new Date(2000))).toBeNull();
    expect(runningState(contest, new Date(2001))).toBe('CONTEST_ENDED');
  });
});

describe('replayMatch', () => {
  it('wins when every pair is matched', () => {
    expect(replayMatch(board, [0, 2, 1, 3])).toEqual({ valid: true, won: true, finished: true, turns: 2, matched: 2 });
  });
  it('is neither won nor over midway', () => {
    expect(replayMatch(board, [0, 1, 0])).toMatchObject({ valid: true, won: false, finished: false, turns: 1 });
  });
  it('loses at the last turn without every pair, and takes no flip after', () => {
    const misses = Array.from({ length: MATCH_MAX_TURNS }, () => [0, 1]).flat();
    expect(replayMatch(board, misses)).toMatchObject({ valid: true, won: false, finished: true });
    expect(replayMatch(board, [...misses, 0])).toEqual({ valid: false, reason: 'GAME_BAD_FLIP' });
  });
  it('refuses a matched card, the same card twice, and cards off the board', () => {
    expect(replayMatch(board, [0, 2, 0])).toMatchObject({ valid: false });
    expect(replayMatch(board, [1, 1])).toMatchObject({ valid: false });
    expect(replayMatch(board, [4])).toMatchObject({ valid: false });
    expect(replayMatch(board, [-1])).toMatchObject({ valid: false });
    expect(replayMatch(board, [0, 2, 1, 3, 0])).toMatchObject({ valid: false });
  });
});

describe('the calls’ inputs', () => {
  it('takes a positive whole contest number', () => {
    expect(contestRegisterBodySchema.safeParse({ contest_id: 3 }).success).toBe(true);
    for (const contest_id of [0, -1, 1.5, 'abc', null, undefined]) {
      expect(contestRegisterBodySchema.safeParse({ contest_id }).success, String(contest_id)).toBe(false);
    }
  });
  it('bounds the flips a finish may send', () => {
    expect(finishBodySchema.safeParse({ flips: [0, 1] }).success).toBe(true);
    expect(finishBodySchema.safeParse({ flips: [12] }).success).toBe(false);
    expect(finishBodySchema.safeParse({ flips: Array(MATCH_MAX_TURNS * 2 + 1).fill(0) }).success).toBe(false);
  });
});
