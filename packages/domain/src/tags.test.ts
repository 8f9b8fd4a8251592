// Tag suggestions (spec §5, §9): at most 10, case-insensitive substring, quotes normalised, prefix first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchBodySchema } from './catalogue-responses.ts';
import { SEARCH_TAG_MAX_LENGTH, SEARCH_TAGS_MAX } from './tag-rules.ts';
import { normaliseQuotes, suggestTags } from './tags.ts';

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
