// The taxonomy section's calls (/api/staff/taxonomy, issue 20 item 3): each list, entry and write of
// categories, collections, weekly deals and holiday events, and the offer picker's search, every answer
// checked against the domain's schema (the section is lazy, so its schemas load with it).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  deletedResponseSchema,
  offerOptionsResponseSchema,
  staffCategoryListSchema,
  staffCategorySchema,
  staffCollectionListSchema,
  staffCollectionSchema,
  staffHolidayEventListSchema,
  staffHolidayEventSchema,
  staffWeeklyDealListSchema,
  staffWeeklyDealSchema,
  type CategoryInput,
  type CollectionInput,
  type HolidayEventInput,
  type StaffCategory,
  type StaffCollection,
  type StaffHolidayEvent,
  type StaffWeeklyDeal,
  type WeeklyDealInput,
} from '@spc/domain/staff-taxonomy';
import { apiDelete, apiGet, apiPost, apiPut, type ResponseSchema } from '../../../../lib/api-client.ts';
import type { TableQuery } from '../../ui/data-table.tsx';

/** The section's four lists, by their URL segment. */
export type TaxonomyArea = 'categories' | 'collections' | 'weekly-deals' | 'holiday-events';

interface AreaTypes {
  categories: { row: StaffCategory; input: CategoryInput };
  collections: { row: StaffCollection; input: CollectionInput };
  'weekly-deals': { row: StaffWeeklyDeal; input: WeeklyDealInput };
  'holiday-events': { row: StaffHolidayEvent; input: HolidayEventInput };
}
export type RowOf<A extends TaxonomyArea> = AreaTypes[A]['row'];
export type InputOf<A extends TaxonomyArea> = AreaTypes[A]['input'];

interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  per_page: number;
}

const schemas: { [A in TaxonomyArea]: { row: ResponseSchema<RowOf<A>>; list: ResponseSchema<ListPage<RowOf<A>>> } } = {
  categories: { row: staffCategorySchema, list: staffCategoryListSchema },
  collections: { row: staffCollectionSchema, list: staffCollectionListSchema },
  'weekly-deals': { row: staffWeeklyDealSchema, list: staffWeeklyDealListSchema },
  'holiday-events': { row: staffHolidayEventSchema, list: staffHolidayEventListSchema },
};

const base = (area: TaxonomyArea) => `/staff/taxonomy/${area}`;

export const taxonomyKeys = {
  all: ['staff', 'taxonomy'] as const,
  area: (area: TaxonomyArea) => ['staff', 'taxonomy', area] as const,
};

export const taxonomyListQuery = <A extends TaxonomyArea>(area: A, query: TableQuery) =>
  queryOptions({
    queryKey: [...taxonomyKeys.area(area), 'list', query],
    queryFn: ({ signal }) =>
      apiGet(base(area), schemas[area].list, {
        query: { q: query.q, sort: query.sort, page: query.page, per_page: query.perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const taxonomyEntryQuery = <A extends TaxonomyArea>(area: A, id: number) =>
  queryOptions({
    queryKey: [...taxonomyKeys.area(area), 'entry', id],
    queryFn: ({ signal }) => apiGet(`${base(area)}/${id}`, schemas[area].row, { signal }),
  });

/** Creates (no id) or edits an entry. */
export function saveTaxonomyEntry<A extends TaxonomyArea>(area: A, id: number | undefined, body: InputOf<A>) {
  return id === undefined
    ? apiPost(base(area), body, schemas[area].row)
    : apiPut(`${base(area)}/${id}`, body, schemas[area].row);
}

export function deleteTaxonomyEntry(area: TaxonomyArea, id: number) {
  return apiDelete(`${base(area)}/${id}`, deletedResponseSchema);
}

export const offerOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'taxonomy', 'offer-options', q],
    queryFn: ({ signal }) =>
      apiGet('/staff/taxonomy/offer-options', offerOptionsResponseSchema, { query: { q }, signal }),
    staleTime: 30_000,
  });
