// The feature flags themselves (spec §3 "Client state": a flags map with sub-flags; §7 users
// /feature-flags?platform=web, store /getConfigFlag): the names the product reads, their safe defaults and
// the flags' schemas, apart from the site configuration of flags.ts (which re-exports all of this), whose
// schemas pull the store's and membership's: the web's campaign root reads the flags right after
// hydration, and those schemas were a long task to evaluate on a slow phone (decision 043).
import { z } from 'zod';

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
