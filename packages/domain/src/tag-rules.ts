// Search tag rules without zod (spec §3 "Search tag", §5 "Search", §9): the query normalisation, the
// suggestion order and the tag search's limits, shared by the search box, the search pages and the API.
// Kept apart from the schemas in tags.ts and catalogue-responses.ts (which re-export them) so the search
// pages' JavaScript stays free of zod.
import { SEARCH_TAG_LIST_LIMIT, TAG_SUGGESTIONS_LIMIT } from './constants.ts';

/** POST /v2/search takes at most this many tags, each at most this long (catalogue-responses.ts `searchBodySchema`). */
export const SEARCH_TAGS_MAX = 10;
export const SEARCH_TAG_MAX_LENGTH = 80;

/** Curly quotes and apostrophes typed on phones become plain ones, so "women’s" finds "women's". */
export function normaliseQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
}

/** The search box's form of a query: quotes normalised, trimmed, lower-cased. */
export function normaliseSearch(text: string): string {
  return normaliseQuotes(text).trim().toLowerCase();
}

/** Case-insensitive substring match of spec §5. */
export function tagMatches(tag: string, query: string): boolean {
  const needle = normaliseSearch(query);
  return needle.length > 0 && normaliseQuotes(tag).toLowerCase().includes(needle);
}

/** The API answers at most 10 suggestions; the search box shows at most 5 of them. */
export const TAG_SUGGESTIONS = { api: TAG_SUGGESTIONS_LIMIT, shown: SEARCH_TAG_LIST_LIMIT } as const;

/**
 * The words of the search box's rotating English placeholder, 'Search for X' (spec §4 "Search"), in
 * the spec's order.
 */
export const SEARCH_PLACEHOLDER_WORDS = [
  'shoes',
  'lunch',
  'jeans',
  'skincare',
  'glasses',
  'laptops',
  'sweatpants',
  'takeout',
  'pizza',
  'jewelry',
  'home',
  'books',
  'coffee',
  'breakfast',
  'sneakers',
  'dinner',
  'hotels',
  'flights',
  'makeup',
  'phones',
  'sunglasses',
  'jackets',
  'swimwear',
  'sports',
  'hoodies',
  'streaming',
] as const;

/** A tag name compared for ordering and matching: quotes normalised, lower-cased. */
const tagKey = (tag: string) => normaliseQuotes(tag).toLowerCase();

/**
 * Suggestions for a query (spec §5, §9): tags containing it case-insensitively, quotes normalised;
 * tags that start with it first, then alphabetically; at most `limit`.
 */
export function suggestTags(tags: readonly string[], query: string, limit: number = TAG_SUGGESTIONS.api): string[] {
  return suggest(tags, (tag) => tag, query, limit);
}

function suggest<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  query: string,
  limit: number,
  matches: (key: string, needle: string) => boolean = (key, needle) => key.includes(needle),
): T[] {
  const needle = normaliseSearch(query);
  if (needle.length === 0) return [];
  return items
    .filter((item) => matches(tagKey(nameOf(item)), needle))
    .sort((a, b) => {
      const [ka, kb] = [tagKey(nameOf(a)), tagKey(nameOf(b))];
      const prefix = Number(kb.startsWith(needle)) - Number(ka.startsWith(needle));
      if (prefix !== 0) return prefix;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    })
    .slice(0, limit);
}

/** A brand suggested while typing: it opens the brand's page, not a search for its name. */
export interface PartnerSuggestion {
  partner_id: number;
  partner_name: string;
  url_name: string;
}

/** At most this many brands in a suggestion answer, ahead of its tags. */
export const PARTNER_SUGGESTIONS_MAX = 3;

/** Brands whose name contains the query, by the tags' order (prefix matches first, then by name). */
export function suggestPartners<P extends PartnerSuggestion>(
  partners: readonly P[],
  query: string,
  limit: number = PARTNER_SUGGESTIONS_MAX,
): P[] {
  return suggest(partners, (partner) => partner.partner_name, query, limit, brandMatches);
}

/**
 * A brand's name matches what is typed when it contains it, or when one of its words shares all but the
 * last letter of a word typed (at least four): "pizza" finds Fornello Nord Pizzeria, "books" a bookshop.
 */
function brandMatches(name: string, needle: string): boolean {
  if (name.includes(needle)) return true;
  const words = name.split(/[^\p{L}\p{N}']+/u);
  return needle.split(/\s+/).some((typed) => {
    const stem = typed.slice(0, Math.max(4, typed.length - 1));
    return typed.length >= 4 && words.some((word) => word.startsWith(stem));
  });
}

export type SearchSuggestion = { kind: 'partner'; partner: PartnerSuggestion } | { kind: 'tag'; name: string };

/**
 * What the search list shows (spec §5: at most 5): the suggested brands first, then the tags, leaving
 * out a tag that only repeats a suggested brand's name ("sushi kaze" when Sushi Kaze itself is listed).
 */
export function searchListItems(
  tags: readonly string[],
  partners: readonly PartnerSuggestion[],
  shown: number = TAG_SUGGESTIONS.shown,
): SearchSuggestion[] {
  const brandNames = new Set(partners.map((partner) => tagKey(partner.partner_name)));
  return [
    ...partners.map((partner) => ({ kind: 'partner' as const, partner })),
    ...tags.filter((tag) => !brandNames.has(tagKey(tag))).map((name) => ({ kind: 'tag' as const, name })),
  ].slice(0, shown);
}
