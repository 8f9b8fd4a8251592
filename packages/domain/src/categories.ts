// Offer categories (spec §2 "Header", §3 "Category"): the nine categories and their url names.
import { z } from 'zod';

/** The nine categories of spec §2, in the order the mobile search modal shows them. */
export const CATEGORY_SLUGS = [
  'fitness',
  'food',
  'travel',
  'fashion',
  'tech-mobile',
  'local',
  'beauty',
  'entertainment',
  'lifestyle',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const subcategorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  url_name: z.string(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** A bilingual name picked by interface language. */
export function localizedName(item: { name_en: string; name_fr: string }, language: 'en' | 'fr'): string {
  return language === 'fr' ? item.name_fr : item.name_en;
}
