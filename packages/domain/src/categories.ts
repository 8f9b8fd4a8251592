// Offer categories (spec §2 "Header", §3 "Category"): the nine categories and their url names.
import { z } from 'zod';
import { imageSchema } from './images.ts';

export * from './category-names.ts';

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
  /** The category's tile picture (issue 17 item 4). */
  image: imageSchema.nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
  /**
   * The home page's hero picture (issue 17 item 4). It rides on this call because every page's shell
   * already loads it on the server: the home page gets its largest image in its first HTML with no
   * call (and no code) of its own.
   */
  hero: imageSchema.nullable(),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
