// The campaign ads' shape (spec §3 "Ads modal"), on its own: the web's campaign root parses the ads
// modal's answer with it, and offers.ts's schemas (which re-exports this) cost a long task to evaluate
// on a slow phone right after hydration (decision 043).
import { z } from 'zod';

export const AD_DISPLAY_PAGES = ['deals', 'category', 'search'] as const;
export const adSchema = z.object({
  id: z.number().int(),
  is_clickable: z.boolean(),
  url_en: z.string().nullable(),
  url_fr: z.string().nullable(),
  image_en: z.string(),
  image_fr: z.string(),
  image_mobile_en: z.string(),
  image_mobile_fr: z.string(),
  display_page: z.enum(AD_DISPLAY_PAGES),
  /** Hours. */
  display_period: z.number().int(),
  display_cooldown_hours: z.number().int(),
  display_count: z.number().int(),
  is_spc_plus: z.boolean(),
});
export type Ad = z.infer<typeof adSchema>;
