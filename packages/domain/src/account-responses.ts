// Request and response shapes of the users service's account calls (docs/api-accounts.md "Users
// service") beside the ones in users.ts and auth.ts: what the API declares and the web app parses.
import { COUNTRIES, LANGUAGES, UTM_KEYS } from './constants.ts';
import { errorResponseSchema } from './errors.ts';
import { currentPasswordSchema, emailSchema, languageSchema } from './users.ts';
import { z } from 'zod';
import { safeText } from './input-rules.ts';

/** An error that says when to try again (429 rate limits, 423 account lock). */
export const retryErrorResponseSchema = errorResponseSchema.extend({ retry_after: z.number().int().min(0).optional() });

export const registeredResponseSchema = z.object({ registered: z.boolean() });

/** GET /register: the spec's header `firebase_uid`, accepted only when it names the caller. */
export const referralHeadersSchema = z.object({ firebase_uid: safeText().max(128).optional() });

export const successResponseSchema = z.object({ success: z.literal(true) });

export const emailChangedResponseSchema = z.object({ email: z.string(), email_verified: z.boolean() });

export const languageResponseSchema = z.object({ language: z.enum(LANGUAGES) });

export const alertsPolicyResponseSchema = z.object({ alerts_policy: z.number().int() });

export const passwordIsValidBodySchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export const passwordIsValidResponseSchema = z.object({ valid: z.boolean() });

/** Longer than any postal code with room for stray spaces; the route answers the spec's messages. */
export const postalParamsSchema = z.object({ postal: safeText().max(16, 'postal code must be at most 7 characters') });
export const postalValidationResponseSchema = z.object({
  valid: z.boolean(),
  postal: z.string(),
  province_code: z.string().optional(),
  country: z.enum(COUNTRIES).optional(),
});

export const provincesResponseSchema = z.object({
  provinces: z.array(z.object({ code: safeText().length(2), name_en: z.string(), name_fr: z.string() })),
});

export const verifyEmailBodySchema = z.object({ language: languageSchema.optional() }).optional();

export const resendRateLimitResponseSchema = z.object({
  count: z.number().int().min(0),
  limit: z.number().int(),
  /** Seconds before another e-mail may be sent; 0 when it may be sent now. */
  retry_after: z.number().int().min(0),
});

export const verifyEmailResponseSchema = resendRateLimitResponseSchema.extend({
  /** Whether an e-mail went out; false when the address is already verified (nothing to do). */
  sent: z.boolean(),
  email_verified: z.boolean(),
});

/** Spec §3 "UTM record" keys. */

export const accessTokenBodySchema = z
  .object({
    card_number: safeText()
      .regex(/^\d{13,16}$/, 'card_number must be 13 to 16 digits')
      .optional(),
    utm_data: z.partialRecord(z.enum(UTM_KEYS), safeText().max(256)).optional(),
    /** A path inside the app where the auto-login lands (default /deals). */
    redirect: safeText()
      .max(2048)
      .regex(/^\/(?![/\\])/, 'redirect must be a path inside the app')
      .optional(),
    resend_verification: z.boolean().optional(),
  })
  .optional();
export const accessTokenResponseSchema = z.object({ custom_token: z.string(), url: z.string() });

export const loginEmailBodySchema = z.object({ email: emailSchema });
export const isAllowedLoginResponseSchema = z.object({
  allowed: z.boolean(),
  retry_after: z.number().int().min(0).optional(),
});
export const loginFailResponseSchema = z.object({
  allowed: z.boolean(),
  remaining_attempts: z.number().int().min(0),
  retry_after: z.number().int().min(0).optional(),
});

export const deleteUserBodySchema = z.object({ firebaseUid: safeText().min(1).max(128) });
export const emptyBodySchema = z.object({}).optional();
