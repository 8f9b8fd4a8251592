// Paging, written once for every paged listing (spec §7 `current_page`, `page_size`): the query's
// fields and the page's fields in the answer. offers.ts (the summary) and catalogue-responses.ts (the
// other listings) spread them into their schemas.
import { z } from 'zod';
import { OFFERS_PAGE_SIZE_DEFAULT, OFFERS_PAGE_SIZE_MAX } from './constants.ts';

/** `current_page` (from 1) and `page_size` of a paged query. */
export const pageQueryFields = {
  current_page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(OFFERS_PAGE_SIZE_MAX).default(OFFERS_PAGE_SIZE_DEFAULT),
};

/** Where a page sits in its listing. */
export const pageResponseFields = {
  current_page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
};
