// Category names without zod, for the web's first page; categories.ts re-exports them.
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

/** A bilingual name picked by interface language. */
export function localizedName(item: { name_en: string; name_fr: string }, language: 'en' | 'fr'): string {
  return language === 'fr' ? item.name_fr : item.name_en;
}
