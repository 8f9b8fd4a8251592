// Text that can be stored (issue 16): NUL and lone surrogates found wherever they are.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, hasUnsafeCharacters, safeText, UNSAFE_TEXT_MESSAGE } from './text.ts';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['a\u0000b', true],
    ['x\ud800', true],
    ['\udc00x', true],
    ['\ud800\ud800\udc00', true],
    ['😀 Zoé', false],
    ['', false],
  ])('%j → %s', (value, unsafe) => {
    expect(hasUnsafeCharacters(value)).toBe(unsafe);
  });

  it('accepts every well-formed string without NUL (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(hasUnsafeCharacters(value.replaceAll('\u0000', ''))).toBe(false);
      }),
    );
  });
});

describe('findUnsafeText', () => {
  it('names the path of the first unsafe string, keys included', () => {
    expect(findUnsafeText({ a: [1, { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnsafeText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnsafeText({ a: 'fine', b: [null, true, 3] })).toBeUndefined();
    expect(findUnsafeText('\u0000')).toBe('');
  });
});

describe('safeText', () => {
  it('refuses with the one message', () => {
    const result = z.string().check(safeText()).safeParse('a\u0000');
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(z.string().check(safeText()).safeParse('ok').success).toBe(true);
  });
});
