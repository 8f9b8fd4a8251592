// Categories and their pages (spec §7 /v2/categories, /v4/offers/category/{id}, category data).
import type { Category, CategoriesResponse } from '@spc/domain/categories';
import {
  type CategoryDataResponse,
  type CategoryOffersQuery,
  type CategoryOffersResponse,
} from '@spc/domain/catalogue-responses';
import { notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { mediaKeys, resolveImages } from '../media/service.ts';
import * as repo from './repository.ts';
import { resolveLocation } from './location.ts';
import { REFERENCE_TTL_MS, listOffers, queryOffersPage, type PartnersContext } from './offer-listing.ts';

export function getCategories({ db, cache }: PartnersContext): Promise<CategoriesResponse> {
  return cache.get('partners:categories', REFERENCE_TTL_MS, () => loadCategories(db));
}

async function loadCategories(db: Db): Promise<CategoriesResponse> {
  const { categoryRows, subcategoryRows } = await repo.findCategories(db);
  const categories: Category[] = categoryRows.map((category) => ({
    id: category.id,
    name_en: category.nameEn,
    name_fr: category.nameFr,
    url_name: category.urlName,
    subcategories: subcategoryRows
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({ id: sub.id, category_id: sub.categoryId, name_en: sub.nameEn, name_fr: sub.nameFr })),
    image: null,
  }));
  const heroKey = mediaKeys.hero('home');
  const images = await resolveImages(db, [
    heroKey,
    ...categories.map((category) => mediaKeys.category(category.url_name)),
  ]);
  for (const category of categories) category.image = images.get(mediaKeys.category(category.url_name)) ?? null;
  return { categories, hero: images.get(heroKey) ?? null };
}

// ---------------------------------------------------------------- browsing calls (issue 3)

const FEATURE_OFFERS = 8;
const CATEGORY_DATA_OFFERS = 24;

/** A category by numeric id or url name. */
export async function findCategory(context: PartnersContext, idOrName: string): Promise<Category> {
  const { categories } = await getCategories(context);
  const category = /^\d+$/.test(idOrName)
    ? categories.find((c) => c.id === Number(idOrName))
    : categories.find((c) => c.url_name === idOrName);
  if (!category) throw notFound('Category not found');
  return category;
}

/** GET /v4/offers/category/{id}. */
export async function getCategoryOffers(
  context: PartnersContext,
  idOrName: string,
  query: CategoryOffersQuery,
  now: Date,
): Promise<CategoryOffersResponse> {
  const category = await findCategory(context, idOrName);
  const location = await resolveLocation(context, query);
  const [page, featured] = await Promise.all([
    queryOffersPage(context, query, now, { categoryId: category.id }, location),
    query.load_feature_offers
      ? listOffers(context, now, { categoryId: category.id, sort: 'views', limit: FEATURE_OFFERS })
      : undefined,
  ]);
  return {
    ...page,
    partners_by_id: { ...featured?.partners_by_id, ...page.partners_by_id },
    category,
    feature_offers: featured?.offers ?? [],
  };
}

/** GET /v4/categoryData/{id}: the category's most viewed offers. */
export async function getCategoryData(
  context: PartnersContext,
  idOrName: string,
  now: Date,
): Promise<CategoryDataResponse> {
  const category = await findCategory(context, idOrName);
  const list = await listOffers(context, now, { categoryId: category.id, sort: 'views', limit: CATEGORY_DATA_OFFERS });
  return { category, ...list };
}
