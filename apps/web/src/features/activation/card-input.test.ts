// The activation form's card fields (spec §5): grouping as typed, and a message per kind of mistake.
import { describe, expect, it } from 'vitest';
import { cardNumberProblem, csvProblem, formatCardNumberInput, formatCsvInput } from './card-input.ts';

describe('formatCardNumberInput', () => {
  it.each([
    ['', ''],
    ['6018', '6018'],
    ['60181', '6018-1'],
    ['6018123456789012', '6018-1234-5678-9012'],
    // Pasted with spaces or dashes, letters dropped, never more than 16 digits.
    ['6018 1234 5678 9012', '6018-1234-5678-9012'],
    ['6018-1234-5678-9012-3456', '6018-1234-5678-9012'],
    ['60a18b', '6018'],
    // Deleting back over a dash does not get stuck on it.
    ['6018-', '6018'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatCardNumberInput(typed)).toBe(shown);
  });
});

describe('cardNumberProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['6018-1234', 'length'],
    ['6018-1234-5678-90123', 'length'],
    ['4111-1111-1111-1111', 'prefix'],
    ['6018-1234-5678-9012', null],
    ['6018 1234 5678 9012', null],
  ] as const)('%j → %s', (value, problem) => {
    expect(cardNumberProblem(value)).toBe(problem);
  });
});

describe('security code', () => {
  it('keeps at most three digits as typed', () => {
    expect(formatCsvInput('12a34')).toBe('123');
  });

  it.each([
    ['', 'required'],
    ['12', 'invalid'],
    ['1234', 'invalid'],
    ['12a', 'invalid'],
    ['321', null],
  ] as const)('%j → %s', (value, problem) => {
    expect(csvProblem(value)).toBe(problem);
  });
});
