// The feature flags' schemas (spec §7 users /feature-flags?platform=web, store /getConfigFlag), apart from
// the zod-free rules of flag-rules.ts and the site configuration of flags.ts (which re-exports both): the
// web parses the flags' answer with these alone (decision 043).
import { z } from 'zod';
import { CLIENT_PLATFORMS, FLAG_PLATFORMS } from './flag-rules.ts';

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
