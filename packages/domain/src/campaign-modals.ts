// The campaign modals (spec §2 modals "Ads", "email capture", "promo code redemption", "travel photo",
// "new member promotion"; §3 "Ads modal", "Email opt modal"; §4 "Ads modal display"; §5 e-mail capture;
// §6 SPC+ variants): which page shows which modal, how often (display_count within display_period hours,
// display_cooldown_hours, the history kept in the browser's local storage), and the one-at-a-time rule.
// Pure functions: the clock is an argument, so the tests move time by hand (docs/decisions/027).
// The rules are in campaign-modal-rules.ts (what the web's campaign root reads without the offers'
// schemas); this module adds the ads and e-mail opt modals' answers, with the ads' schema alone (ads.ts),
// which the web loads with those answers (decision 043).
import { z } from 'zod';
import { adSchema } from './ads.ts';

export * from './campaign-modal-rules.ts';

/** The ads modal's answer (GET /api/users/ads-modal/all): the active ads, both audiences. */
export const adsModalResponseSchema = z.object({ ads: z.array(adSchema) });
export type AdsModalResponse = z.infer<typeof adsModalResponseSchema>;

/** Spec §3 "Email opt modal": title, description, text, image_{lang}, image_mobile_{lang}, is_spc_plus. */
export const emailOptModalSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  text_en: z.string(),
  text_fr: z.string(),
  image_en: z.string(),
  image_fr: z.string(),
  image_mobile_en: z.string(),
  image_mobile_fr: z.string(),
  is_spc_plus: z.boolean(),
});
export type EmailOptModal = z.infer<typeof emailOptModalSchema>;
export const emailOptResponseSchema = z.object({ modals: z.array(emailOptModalSchema) });
export type EmailOptResponse = z.infer<typeof emailOptResponseSchema>;
