// Feature flags and site configuration (spec §3 "Client state": a feature flags map with sub-flags;
// §7 users /feature-flags?platform=web, store /getConfigFlag, partners /theme/order, store
// /product_and_bonus, store /verifyRecaptcha and /verifyHCaptcha; §8 a failed load is kept in state).
import { z } from 'zod';
import { productSchema } from './store.ts';
import { activationIncentiveSchema } from './membership.ts';

export const FLAG_PLATFORMS = ['web', 'ios', 'android', 'all'] as const;
export type FlagPlatform = (typeof FLAG_PLATFORMS)[number];
/** A client asks for its own platform; `all` is a row's value only. */
export const CLIENT_PLATFORMS = ['web', 'ios', 'android'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

/** A flag's name: lower-case words joined by hyphens or underscores (a URL-safe identifier). */
export const FLAG_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const flagNameSchema = z.string().trim().regex(FLAG_NAME_PATTERN, 'must be a flag name such as easter-egg');

/** A sub-flag's value: a boolean switch, or a small value (a number or a word). */
export const subFlagValueSchema = z.union([z.boolean(), z.number(), z.string().max(200)]);
export type SubFlagValue = z.infer<typeof subFlagValueSchema>;
export const subFlagsSchema = z.record(z.string(), subFlagValueSchema);
export type SubFlags = z.infer<typeof subFlagsSchema>;

export const featureFlagSchema = z.object({ enabled: z.boolean(), sub_flags: subFlagsSchema });
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagsQuerySchema = z.object({ platform: z.enum(CLIENT_PLATFORMS) });
/** GET /api/users/feature-flags?platform=web: every flag for that platform, by name. */
export const featureFlagsResponseSchema = z.object({ flags: z.record(z.string(), featureFlagSchema) });
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;

/** GET /api/store/getConfigFlag (header `id` = the flag's name): the flag as `data`. */
export const configFlagResponseSchema = z.object({
  data: featureFlagSchema.extend({ name: z.string(), platform: z.enum(FLAG_PLATFORMS) }),
});
export type ConfigFlagResponse = z.infer<typeof configFlagResponseSchema>;

/** The flags the product reads. A flag missing from the map (or a failed load) reads as its default here. */
export const FLAGS = {
  easterEgg: 'easter-egg',
  adsModal: 'ads-modal',
  emailCapture: 'email-capture',
  holidayContest: 'holiday-contest',
  bdayContest: 'bdaycontest',
  frostMatchGame: 'frost-2025-matchgame',
} as const;
export type FlagName = (typeof FLAGS)[keyof typeof FLAGS];

/**
 * The safe default of each flag: what the site does when the flags cannot be read (or a flag is not in
 * the table). Nothing that asks something of a visitor shows (no ads, no capture modal); a contest stays
 * non-public and asks for a sign-in. The easter egg is on: it is decorative and only answers a key
 * sequence, so it stays behind its flag when the flags load and works when they do not.
 */
export const FLAG_DEFAULTS: Record<FlagName, FeatureFlag> = {
  'easter-egg': { enabled: true, sub_flags: { comets: 200, duration_ms: 3000 } },
  'ads-modal': { enabled: false, sub_flags: {} },
  'email-capture': { enabled: false, sub_flags: {} },
  'holiday-contest': { enabled: false, sub_flags: { public: false, auto_login: true } },
  bdaycontest: { enabled: false, sub_flags: { public: false, auto_login: true } },
  'frost-2025-matchgame': { enabled: false, sub_flags: { public: false, auto_login: true } },
};

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
