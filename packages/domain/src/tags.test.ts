// Tag suggestions (spec §5, §9): at most 10, case-insensitive substring, quotes normalised, prefix first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchBodySchema } from './catalogue-responses.ts';
import { SEARCH_TAG_MAX_LENGTH, SEARCH_TAGS_MAX } from './tag-rules.ts';
import { normaliseQuotes, searchListItems, suggestPartners, suggestTags } from './tags.ts';

const TAGS = ['shoes', 'sneakers', 'Running shoes', "women's fashion", 'sushi', 'Shoe repair', 'coffee'];

describe('suggestTags', () => {
  it('puts prefix matches first, then the rest alphabetically', () => {
    expect(suggestTags(TAGS, 'sho')).toEqual(['Shoe repair', 'shoes', 'Running shoes']);
  });

  it('normalises curly quotes and case', () => {
    expect(suggestTags(TAGS, 'WOMEN’S')).toEqual(["women's fashion"]);
    expect(normaliseQuotes('“a” ‘b’')).toBe('"a" \'b\'');
  });

  it('answers nothing for a blank query', () => {
    expect(suggestTags(TAGS, '   ')).toEqual([]);
  });

  it('never answers more than the limit, only matching tags, each once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 3 }),
        (tags, q) => {
          const unique = [...new Set(tags)];
          const result = suggestTags(unique, q);
          expect(result.length).toBeLessThanOrEqual(10);
          expect(new Set(result).size).toBe(result.length);
          const needle = normaliseQuotes(q).trim().toLowerCase();
          for (const tag of result) expect(normaliseQuotes(tag).toLowerCase()).toContain(needle);
          const matching = unique.filter((tag) => needle && normaliseQuotes(tag).toLowerCase().includes(needle));
          expect(result.length).toBe(Math.min(10, matching.length));
        },
      ),
    );
  });
});

describe('the tag search limits', () => {
  it('are those of the POST /v2/search body, which the search pages read from the zod-free tag-rules.ts', () => {
    const tag = 'a'.repeat(SEARCH_TAG_MAX_LENGTH);
    expect(searchBodySchema.safeParse(Array.from({ length: SEARCH_TAGS_MAX }, () => tag)).success).toBe(true);
    expect(searchBodySchema.safeParse(Array.from({ length: SEARCH_TAGS_MAX + 1 }, () => 'a')).success).toBe(false);
    expect(searchBodySchema.safeParse([`${tag}a`]).success).toBe(false);
  });
});

describe('brand suggestions', () => {
  const brand = (partner_id: number, partner_name: string) => ({
    partner_id,
    partner_name,
    url_name: `b${partner_id}`,
  });
  const brands = [
    brand(1, 'Fornello Nord Pizzeria'),
    brand(2, 'Sushi Kaze'),
    brand(3, 'Page Turner Books'),
    brand(4, 'Shopaholic'),
  ];

  it('finds a brand by part of its name, or by a word sharing all but the last letter typed', () => {
    expect(suggestPartners(brands, 'sush').map((b) => b.partner_name)).toEqual(['Sushi Kaze']);
    expect(suggestPartners(brands, 'pizza').map((b) => b.partner_name)).toEqual(['Fornello Nord Pizzeria']);
    expect(suggestPartners(brands, 'book').map((b) => b.partner_name)).toEqual(['Page Turner Books']);
    // Three letters in common are not enough: "shoes" is no "Shopaholic".
    expect(suggestPartners(brands, 'shoes')).toEqual([]);
    expect(suggestPartners(brands, '  ')).toEqual([]);
  });

  it('puts brands starting with the text first, and keeps to the limit', () => {
    const many = [brand(5, 'The Sushi Bar'), brand(2, 'Sushi Kaze'), brand(6, 'Sushiya'), brand(7, 'Best Sushi')];
    expect(suggestPartners(many, 'sushi').map((b) => b.partner_name)).toEqual(['Sushi Kaze', 'Sushiya', 'Best Sushi']);
  });

  it('lists brands before tags, at most 5, without a tag that only repeats a listed brand', () => {
    const items = searchListItems(['sushi', 'Sushi Kaze', 'sushi rolls', 'sushi bowls', 'sushi platter'], [brands[1]!]);
    expect(items).toEqual([
      { kind: 'partner', partner: brands[1] },
      { kind: 'tag', name: 'sushi' },
      { kind: 'tag', name: 'sushi rolls' },
      { kind: 'tag', name: 'sushi bowls' },
      { kind: 'tag', name: 'sushi platter' },
    ]);
  });
});
