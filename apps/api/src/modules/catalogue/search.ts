// Tag search (spec §7 tags, suggestions, search by tags).
import { type SearchBody, type SearchQuery, type SearchResponse } from '@spc/domain/catalogue-responses';
import {
  normaliseSearch,
  suggestPartners,
  suggestTags,
  type TagSuggestionsResponse,
  type TagsResponse,
} from '@spc/domain/tags';
import { getBrands } from './brands.ts';
import * as repo from './repository.ts';
import { resolveLocation } from './location.ts';
import { REFERENCE_TTL_MS, queryOffersPage, type PartnersContext } from './offer-listing.ts';

interface TagEntry {
  id: number;
  name: string;
  key: string;
  offerCount: number;
}

/** Tags carried by at least one listed offer, most used first (reference data, cached). */
function getUsedTags({ db, cache }: PartnersContext, now: Date): Promise<TagEntry[]> {
  return cache.get('partners:tags', REFERENCE_TTL_MS, async () =>
    (await repo.findTagsWithCounts(db, now))
      .filter((tag) => tag.offerCount > 0)
      .map((tag) => ({ ...tag, key: normaliseSearch(tag.name) })),
  );
}

/** GET /v2/tags. */
export async function getTags(context: PartnersContext, limit: number, now: Date): Promise<TagsResponse> {
  const used = await getUsedTags(context, now);
  return { tags: used.slice(0, limit).map(({ name }) => ({ name })) };
}

/**
 * GET /v2/tags/suggestions: the domain rules over the cached tag list and the cached brands (those with
 * listed offers): tags containing q, and the brands whose name does, which open their own page.
 */
export async function getTagSuggestions(
  context: PartnersContext,
  q: string,
  now: Date,
): Promise<TagSuggestionsResponse> {
  const [used, brands] = await Promise.all([getUsedTags(context, now), getBrands(context, now)]);
  return {
    tags: suggestTags(
      used.map((tag) => tag.name),
      q,
    ).map((name) => ({ name })),
    partners: suggestPartners(brands.partners, q).map(({ partner_id, partner_name, url_name }) => ({
      partner_id,
      partner_name,
      url_name,
    })),
  };
}

/** POST /v2/search: offers carrying any of the tags (case-insensitive, quotes normalised). */
export async function searchByTags(
  context: PartnersContext,
  body: SearchBody,
  query: SearchQuery,
  now: Date,
): Promise<SearchResponse> {
  const wanted = new Set(body.map(normaliseSearch));
  const matched = (await getUsedTags(context, now)).filter((tag) => wanted.has(tag.key));
  const location = await resolveLocation(context, query);
  const page = await queryOffersPage(context, query, now, { tagIds: matched.map((tag) => tag.id) }, location);
  return { ...page, tags: matched.map((tag) => tag.name) };
}
