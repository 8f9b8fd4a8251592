// The captcha adapter's shapes, shared by the browser and the API (DESIGN.md "External services":
// captcha = a built-in proof-of-work challenge, or hCaptcha / reCAPTCHA). The embedded challenge: the
// server signs { salt, challenge = SHA-256(salt + n) } for a secret n in 0..maxnumber; the browser finds
// n and sends the proof back, base64 of its JSON; the server checks the signature, the expiry, the
// hash and that the proof was never used before.
import { z } from 'zod';

export const CAPTCHA_PROVIDERS = ['embedded', 'hcaptcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export const CAPTCHA_ALGORITHM = 'SHA-256';

/** GET /api/captcha/challenge with the embedded provider. */
export const embeddedChallengeSchema = z.object({
  provider: z.literal('embedded'),
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  salt: z.string(),
  /** Hex SHA-256 of `salt` followed by the number to find (decimal). */
  challenge: z.string(),
  /** The number lies in 0..maxnumber. */
  maxnumber: z.number().int().positive(),
  /** The server's HMAC over the other fields (hex). */
  signature: z.string(),
  /** Epoch ms after which the proof is refused. */
  expires: z.number().int(),
});
export type EmbeddedChallenge = z.infer<typeof embeddedChallengeSchema>;

/** With a third-party provider the browser runs that provider's widget with this site key. */
export const widgetChallengeSchema = z.object({
  provider: z.enum(['hcaptcha', 'recaptcha']),
  site_key: z.string(),
});

export const captchaChallengeResponseSchema = z.discriminatedUnion('provider', [
  embeddedChallengeSchema,
  widgetChallengeSchema,
]);
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponseSchema>;

/** What the browser sends back (base64 of its JSON) for an embedded challenge. */
export const embeddedProofSchema = embeddedChallengeSchema.omit({ provider: true }).extend({
  number: z.number().int().min(0),
});
export type EmbeddedProof = z.infer<typeof embeddedProofSchema>;

/** The proof as the `captcha` field of a protected form carries it. */
export function encodeProof(proof: EmbeddedProof): string {
  const json = JSON.stringify(proof);
  // btoa takes Latin-1 only; every field is ASCII (hex, digits, the salt's base64url).
  return btoa(json);
}

export const CAPTCHA_MESSAGES = {
  invalid: 'The check that you are not a robot failed. Please try again.',
  expired: 'The check that you are not a robot expired. Please try again.',
  replayed: 'This check was already used. Please try again.',
  unavailable: 'The check that you are not a robot is unavailable right now. Please try again later.',
} as const;
export type CaptchaRefusal = keyof typeof CAPTCHA_MESSAGES;
