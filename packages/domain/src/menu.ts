// Website menu (spec §2 "Footer", §3 "Menu", §7 Users /website-menu): header and footer entries,
// each with text per language, a route or an external link, and a force_link flag.
import { z } from 'zod';

export const menuEntrySchema = z.object({
  text_en: z.string(),
  text_fr: z.string(),
  /** An in-app route such as `/about`; null for external links. */
  route: z.string().nullable(),
  /** An external URL; null for in-app routes. */
  link: z.string().nullable(),
  /** Open as a full page load even when `route` is in-app. */
  force_link: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

export const websiteMenuResponseSchema = z.object({
  header: z.array(menuEntrySchema),
  footer: z.object({
    first_column: z.array(menuEntrySchema),
    second_column: z.array(menuEntrySchema),
    third_column: z.array(menuEntrySchema),
  }),
});
export type WebsiteMenuResponse = z.infer<typeof websiteMenuResponseSchema>;
