// Feature flags and site configuration (spec §3 "Client state": a feature flags map with sub-flags;
// §7 users /feature-flags?platform=web, store /getConfigFlag, partners /theme/order, store
// /product_and_bonus, store /verifyRecaptcha and /verifyHCaptcha; §8 a failed load is kept in state).
import { z } from 'zod';
import { productSchema } from './store.ts';
import { activationIncentiveSchema } from './membership.ts';
import { flagNameSchema } from './flag-schemas.ts';

export * from './flag-rules.ts';
export * from './flag-schemas.ts';

/** The home page's sections under the hero, in the order the home page shows them (home-sections.tsx). */
export const HOME_SECTIONS = ['limited_time_offers', 'trending_offers', 'collections'] as const;
/** GET /api/partners/theme/order: the home sections' order, and the categories' order (the category bar). */
export const themeOrderResponseSchema = z.object({
  sections: z.array(z.enum(HOME_SECTIONS)),
  categories: z.array(z.string()),
});
export type ThemeOrderResponse = z.infer<typeof themeOrderResponseSchema>;

/** GET /api/store/product_and_bonus: the membership for sale, and the newest activation bonus if any. */
export const productAndBonusResponseSchema = z.object({
  product: productSchema,
  bonus: activationIncentiveSchema.nullable(),
});
export type ProductAndBonusResponse = z.infer<typeof productAndBonusResponseSchema>;

/** GET /api/store/verifyRecaptcha and /verifyHCaptcha: whether the token holds now. */
export const captchaCheckResponseSchema = z.object({ success: z.boolean() });
/** A token far longer than any provider's (reCAPTCHA's are about 2 000 characters) is not one. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4_000;
export const recaptchaHeadersSchema = z.looseObject({
  recaptcha_token: z.string().trim().min(1, 'required').max(CAPTCHA_TOKEN_MAX_LENGTH, 'too long'),
});
export const hcaptchaHeadersSchema = z.looseObject({
  captcha_token: z.string().trim().min(1, 'required').max(CAPTCHA_TOKEN_MAX_LENGTH, 'too long'),
});
export const configFlagHeadersSchema = z.looseObject({ id: flagNameSchema });
