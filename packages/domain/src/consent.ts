// Consent to cookies and similar storage (issue 21 item 1): the model — categories, version, the stored
// choice, the rule `mayStore` — lives in consent-rules.ts (zod-free, for the first page's JavaScript) and
// is re-exported here with the schemas of the API's PUT and GET /api/users/user/consent.
import { z } from 'zod';
import { CONSENT_VERSION } from './consent-rules.ts';

export * from './consent-rules.ts';

/** A browser's clock may run a little ahead of the server's. */
export const CONSENT_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A decision as the web sends it (PUT /api/users/user/consent) and the API answers it: the current
 * version only, both categories said explicitly, a date that is neither before the consent model
 * existed nor in the future.
 */
export const consentChoiceSchema = z.strictObject({
  version: z.literal(CONSENT_VERSION, { error: `version must be ${CONSENT_VERSION}, the current consent version` }),
  analytics: z.boolean({ error: 'analytics must be true or false' }),
  marketing: z.boolean({ error: 'marketing must be true or false' }),
  decided_at: z.iso
    .datetime({ offset: true, error: 'decided_at must be an ISO 8601 date and time' })
    .refine((value) => Date.parse(value) <= Date.now() + CONSENT_CLOCK_SKEW_MS, {
      error: 'decided_at cannot be in the future',
    })
    .refine((value) => Date.parse(value) >= Date.UTC(2025, 0, 1), {
      error: 'decided_at is before consent was asked',
    }),
});

/** GET /api/users/user/consent: the latest decision on the profile (any version), or null. */
export const consentResponseSchema = z.object({
  consent: z
    .object({ version: z.number().int(), analytics: z.boolean(), marketing: z.boolean(), decided_at: z.string() })
    .nullable(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;
