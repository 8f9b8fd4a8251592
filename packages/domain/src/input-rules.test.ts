// The rules every request input obeys (issue 16): no NUL or lone surrogate in text, ids within int4.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canNamePartner, INT4_MAX, isIdInRange, URL_NAME_MAX_LENGTH } from './id-rules.ts';
import { findUnsafeText, idParamSchema, idSchema, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from './input-rules.ts';
import { createListBodySchema } from './member-offers.ts';
import { vipVerifyBodySchema } from './membership.ts';
import { profileUpdateSchema } from './users.ts';

describe('isSafeText', () => {
  it('refuses NUL and lone surrogates, keeps everything else', () => {
    for (const bad of ['\u0000', 'a\u0000', 'x\ud800', '\udc00y', 'a\ud83d', '\ude00b', '\ud800\ud800']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'Café', '😀', 'a😀b', '\u0001', 'Zoë’s list', '日本語']) {
      expect(isSafeText(good), good).toBe(true);
    }
  });

  it('agrees with UTF-8: safe text round-trips, unsafe text does not (or holds a NUL)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const roundTrips = Buffer.from(value, 'utf8').toString('utf8') === value;
        expect(isSafeText(value)).toBe(roundTrips && !value.includes('\u0000'));
      }),
    );
  });
});

describe('safeText and the schemas built on it', () => {
  it('refuses unsafe text before any trim or pattern, with one message', () => {
    const result = safeText().trim().min(1).safeParse(' \u0000 ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it.each([
    ['vip code', vipVerifyBodySchema, { code: 'ab\u0000' }],
    ['list name', createListBodySchema, { name: 'x\ud800' }],
    ['school name', profileUpdateSchema, { school_name: 'École\u0000' }],
    ['first name', profileUpdateSchema, { first_name: 'Al\udc00' }],
  ])('the %s refuses it', (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('answers the path of the first unsafe string, object keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual(['b', 0, 'c']);
    expect(findUnsafeText({ ['k\ud800']: 1 })).toEqual(['k\ud800']);
    expect(findUnsafeText({ a: 'ok', n: 1, z: null, list: ['😀'] })).toBeUndefined();
  });
});

describe('ids', () => {
  it('are whole numbers from 1 to INT4_MAX, in bodies and in paths', () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(idParamSchema.safeParse(String(INT4_MAX)).success).toBe(true);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 9_999_999_999]) {
      expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
      expect(idParamSchema.safeParse(String(bad)).success, String(bad)).toBe(false);
    }
    expect(profileUpdateSchema.safeParse({ theme_id: INT4_MAX + 1 }).success).toBe(false);
  });

  it('isIdInRange and canNamePartner hold the pages to the same bounds', () => {
    expect(isIdInRange('2147483647')).toBe(true);
    expect(isIdInRange('2147483648')).toBe(false);
    expect(isIdInRange('0')).toBe(false);
    expect(canNamePartner('lululemon')).toBe(true);
    expect(canNamePartner('42')).toBe(true);
    expect(canNamePartner('9999999999')).toBe(false);
    expect(canNamePartner('a'.repeat(URL_NAME_MAX_LENGTH + 1))).toBe(false);
  });
});
