// The tags a /search/{query} path asks for (spec §2 "/search/{query} takes a tags query").
//
// Decision (docs/decisions/ "catalogue pages"): the segment is what the visitor typed or picked.
// Commas separate tags ("pizza, coffee"); a part with spaces is asked for as a whole ("running shoes",
// a multi-word tag) and word by word, because the API matches whole tag names and answers offers
// having ANY of the tags. Quotes are normalised and case folded as the search box does; duplicates go;
// at most SEARCH_TAGS_MAX (10) tags are sent, the whole phrases first.
// The rules come from the domain's zod-free tag-rules.ts: this page's JavaScript carries no zod.
import { normaliseSearch, SEARCH_TAG_MAX_LENGTH, SEARCH_TAGS_MAX } from '@spc/domain/tag-rules';

export function searchTags(query: string): string[] {
  const phrases = query
    .split(',')
    .map((part) => normaliseSearch(part).replace(/\s+/g, ' '))
    .filter((part) => part.length > 0);
  const words = phrases.flatMap((phrase) => (phrase.includes(' ') ? phrase.split(' ') : []));
  return [...new Set([...phrases, ...words])]
    .map((tag) => tag.slice(0, SEARCH_TAG_MAX_LENGTH))
    .slice(0, SEARCH_TAGS_MAX);
}

/** The query as a title shows it: trimmed, inner spaces collapsed. */
export function displayQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}
