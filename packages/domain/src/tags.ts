// Search tags (spec §3 "Search tag", §5 "Search", §9): the tag shapes of the API; the suggestion rules
// shared by the search box and the API live in tag-rules.ts, without zod, and are re-exported here.
import { z } from 'zod';
import { safeText } from './input-rules.ts';

export * from './tag-rules.ts';

export const tagSchema = z.object({ name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
export type TagsResponse = z.infer<typeof tagsResponseSchema>;

/** GET /v2/tags/suggestions: the tags (at most 10) and, ours, the brands whose name matches (at most 3). */
export const tagSuggestionsResponseSchema = tagsResponseSchema.extend({
  partners: z.array(z.object({ partner_id: z.number().int(), partner_name: z.string(), url_name: z.string() })),
});
export type TagSuggestionsResponse = z.infer<typeof tagSuggestionsResponseSchema>;

export const tagSuggestionsQuerySchema = z.object({
  q: safeText().trim().min(1, 'q must not be empty').max(80),
});
