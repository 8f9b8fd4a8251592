// The favourites and saved-list shapes (docs/api-member-offers.md): ids de-duplicated in the order
// given and bounded, the list name trimmed with 'Enter valid list name' for every bad one, the list
// ref, and response shapes the API's encoder can serialise (no one-way transforms in them).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSafeText } from './input-rules.ts';
import {
  createListBodySchema,
  FAVOURITES_MAX,
  favouriteCategoriesResponseSchema,
  favouriteCategoriesSchema,
  favouriteOffersQuerySchema,
  favouriteOffersResponseSchema,
  favouriteOffersSchema,
  LIST_NAME_MAX_LENGTH,
  LIST_OFFERS_MAX,
  listNameSchema,
  listRefParamsSchema,
  MEMBER_OFFER_ERRORS,
  savedListDetailSchema,
  savedListSchema,
  savedListsResponseSchema,
  successResponseSchema,
  updateListBodySchema,
} from './member-offers.ts';

const NAME_INVALID = 'Enter valid list name';
const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('the spec’s messages', () => {
  it('are verbatim (§8)', () => {
    expect(MEMBER_OFFER_ERRORS.LIST_NAME_INVALID).toBe(NAME_INVALID);
    expect(MEMBER_OFFER_ERRORS.LIST_EXISTS).toBe('list already exists!');
  });
});

describe('favourite id lists', () => {
  const idList = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 60 });

  it('drop duplicates, keeping each id where it first appears', () => {
    fc.assert(
      fc.property(idList, (ids) => {
        const unique = ids.filter((value, index) => ids.indexOf(value) === index);
        expect(favouriteOffersSchema.parse({ favourite_offer_ids: ids }).favourite_offer_ids).toEqual(unique);
        expect(favouriteCategoriesSchema.parse({ favourite_categories: ids }).favourite_categories).toEqual(unique);
        expect(updateListBodySchema.parse({ name: 'List', offer_ids: ids }).offer_ids).toEqual(unique);
      }),
    );
  });

  it('refuse ids that are not positive whole numbers of the database’s size, and missing lists', () => {
    for (const bad of [[0], [-1], [1.5], ['1'], [null], [2_147_483_648], 'x', null, undefined]) {
      expect(favouriteOffersSchema.safeParse({ favourite_offer_ids: bad }).success, JSON.stringify(bad)).toBe(false);
      expect(favouriteCategoriesSchema.safeParse({ favourite_categories: bad }).success).toBe(false);
      expect(updateListBodySchema.safeParse({ name: 'List', offer_ids: bad }).success).toBe(false);
    }
    expect(favouriteOffersSchema.safeParse({ favourite_offer_ids: [2_147_483_647] }).success).toBe(true);
  });

  it(`hold at most ${FAVOURITES_MAX} favourites and ${LIST_OFFERS_MAX} offers in a list`, () => {
    const many = (length: number) => Array.from({ length }, (_, index) => index + 1);
    expect(favouriteOffersSchema.safeParse({ favourite_offer_ids: many(FAVOURITES_MAX) }).success).toBe(true);
    expect(favouriteOffersSchema.safeParse({ favourite_offer_ids: many(FAVOURITES_MAX + 1) }).success).toBe(false);
    expect(favouriteCategoriesSchema.safeParse({ favourite_categories: many(FAVOURITES_MAX + 1) }).success).toBe(false);
    expect(updateListBodySchema.safeParse({ name: 'L', offer_ids: many(LIST_OFFERS_MAX) }).success).toBe(true);
    expect(updateListBodySchema.safeParse({ name: 'L', offer_ids: many(LIST_OFFERS_MAX + 1) }).success).toBe(false);
  });

  it('take ?include=offers or nothing', () => {
    expect(favouriteOffersQuerySchema.parse({})).toEqual({});
    expect(favouriteOffersQuerySchema.parse({ include: 'offers' })).toEqual({ include: 'offers' });
    expect(favouriteOffersQuerySchema.safeParse({ include: 'partners' }).success).toBe(false);
  });
});

describe('listNameSchema', () => {
  it('trims the name and folds runs of spaces', () => {
    expect(listNameSchema.parse('  Road \t  trip\n')).toBe('Road trip');
    expect(createListBodySchema.parse({ name: ' Books ' })).toEqual({ name: 'Books' });
  });

  it("answers 'Enter valid list name' for a blank, missing, non-text or too long name", () => {
    for (const bad of ['', '   ', '\n\t', 42, null, undefined, ['a'], 'x'.repeat(LIST_NAME_MAX_LENGTH + 1)]) {
      expect(firstMessage(listNameSchema.safeParse(bad)), JSON.stringify(bad)).toBe(NAME_INVALID);
    }
    // Far too long is refused before any trimming work.
    expect(firstMessage(listNameSchema.safeParse('x'.repeat(LIST_NAME_MAX_LENGTH * 2 + 1)))).toBe(NAME_INVALID);
    expect(firstMessage(createListBodySchema.safeParse({}))).toBe(NAME_INVALID);
    expect(firstMessage(updateListBodySchema.safeParse({ offer_ids: [] }))).toBe(NAME_INVALID);
  });

  it('accepts any safe text with something in it, up to the limit after trimming', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 45 }), (raw) => {
        const result = listNameSchema.safeParse(raw);
        // Issue 16: a NUL or a lone surrogate is refused whatever else the name holds.
        expect(result.success).toBe(raw.trim().length > 0 && isSafeText(raw));
        if (result.success) expect(result.data).toBe(raw.trim().replace(/\s+/g, ' '));
      }),
    );
    const padded = `   ${'n'.repeat(LIST_NAME_MAX_LENGTH)}   `;
    expect(listNameSchema.parse(padded)).toBe('n'.repeat(LIST_NAME_MAX_LENGTH));
  });
});

describe('listRefParamsSchema', () => {
  it('takes an id or a name, trimmed, never empty', () => {
    expect(listRefParamsSchema.parse({ ref: '12' })).toEqual({ ref: '12' });
    expect(listRefParamsSchema.parse({ ref: ' Road trip ' })).toEqual({ ref: 'Road trip' });
    expect(listRefParamsSchema.safeParse({ ref: '  ' }).success).toBe(false);
  });
});

describe('response shapes', () => {
  it('encode as the API sends them (no one-way transforms)', () => {
    const offerless = { id: 1, name: 'List', offer_ids: [3, 2] };
    expect(z.encode(savedListSchema, offerless)).toEqual(offerless);
    expect(z.encode(savedListsResponseSchema, { lists: [offerless] })).toEqual({ lists: [offerless] });
    const detail = { ...offerless, offers: [], partners_by_id: {} };
    expect(z.encode(savedListDetailSchema, detail)).toEqual(detail);
    expect(z.encode(favouriteCategoriesResponseSchema, { favourite_categories: [1] })).toEqual({
      favourite_categories: [1],
    });
    expect(z.encode(favouriteOffersResponseSchema, { favourite_offer_ids: [5, 4] })).toEqual({
      favourite_offer_ids: [5, 4],
    });
    expect(z.encode(successResponseSchema, { success: true })).toEqual({ success: true });
  });

  it('let a saved list leave out its offers (zero items, spec §3)', () => {
    expect(savedListSchema.parse({ id: 1, name: 'Empty' })).toEqual({ id: 1, name: 'Empty' });
  });
});
