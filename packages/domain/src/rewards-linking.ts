// Linking a Tim Hortons rewards account to the SPC membership (spec §3 "Partner linking", §4 "Partner
// linking" and "Account-linking state", §5 partner-linking rule, §7 `/tims-linking`, `/th-pre-link`,
// `/th-active-offer`, §8 partner linking failure, §9 account-linking gate delay). The API's route schemas
// and the web's partner-linking gate both parse with these (docs/api-accounts.md "Rewards linking").
import { z } from 'zod';
import { emailSchema, isValidEmail, normaliseEmail } from './users.ts';

/** Spec §9: the account-linking gate opens this long after a signed-in, unlinked member arrives. */
export const ACCOUNT_LINKING_GATE_DELAY_MS = 5000;

/**
 * Spec §8: "the known linking-failed code". The API answers a refused link with it as `error` (and the
 * English sentence as `message`); the web also accepts it as the message, as the spec words it.
 */
export const LINKING_FAILED_CODE = 'TH_LINKING_FAILED';

/** The other refusals of the linking calls (API `error` codes; the web translates them). */
export const REWARDS_LINKING_ERROR_CODES = [
  LINKING_FAILED_CODE,
  'TH_ACCOUNT_LINKED_ELSEWHERE',
  'TH_ALREADY_LINKED',
  'TH_MEMBERSHIP_REQUIRED',
  'TH_NOT_LINKED',
  'TH_PROGRAMME_UNAVAILABLE',
] as const;
export type RewardsLinkingErrorCode = (typeof REWARDS_LINKING_ERROR_CODES)[number];

/** English texts, verbatim where the spec gives them (§5, §8); the rest are ours. */
export const REWARDS_LINKING_MESSAGES = {
  /** Spec §5, verbatim. */
  pairInvalid: 'Please enter a valid email address and both emails must match',
  /** Spec §8, verbatim: the default failure message. */
  somethingWentWrong: 'Something Went Wrong!',
  /** Spec §8, verbatim: the linking-failed code's message. */
  [LINKING_FAILED_CODE]: 'Linking process has failed, please retry your Tims reward account email.',
  TH_ACCOUNT_LINKED_ELSEWHERE: 'This Tim Hortons rewards account is already linked to another SPC member.',
  TH_ALREADY_LINKED: 'Your SPC account is already linked to a Tim Hortons rewards account. Unlink it first.',
  TH_MEMBERSHIP_REQUIRED: 'An active SPC membership or free trial is needed to link a Tim Hortons rewards account.',
  TH_NOT_LINKED: 'Your SPC account is not linked to a Tim Hortons rewards account.',
  TH_PROGRAMME_UNAVAILABLE: 'The Tim Hortons rewards programme cannot be reached right now. Please try again later.',
} as const;

/** POST /api/users/tims-linking and POST /api/users/th-pre-link (spec §3: th_email in the request). */
export const timsLinkingBodySchema = z.object({ th_email: emailSchema });
export type TimsLinkingBody = z.infer<typeof timsLinkingBodySchema>;

/** POST /tims-linking and DELETE /tims-linking (spec §3: the response has success). */
export const timsLinkingResultSchema = z.object({ success: z.literal(true) });

/** GET /tims-linking (spec §3: status responses have a Linked flag). The address is masked. */
export const timsLinkingStatusSchema = z.object({
  Linked: z.boolean(),
  th_email: z.string().optional(),
  linked_at: z.string().optional(),
});
export type TimsLinkingStatus = z.infer<typeof timsLinkingStatusSchema>;

/** GET /th-pre-link: the address remembered for a member who has no membership yet (masked), if any. */
export const thPreLinkStatusSchema = z.object({
  pre_linked: z.boolean(),
  th_email: z.string().optional(),
});
export type ThPreLinkStatus = z.infer<typeof thPreLinkStatusSchema>;

/** GET /th-active-offer (no auth): the programme's current offer for SPC members, if it has one. */
export const thActiveOfferSchema = z.object({
  offer: z
    .object({
      id: z.string(),
      title_en: z.string(),
      title_fr: z.string(),
      description_en: z.string(),
      description_fr: z.string(),
      /** ISO date-time, or null for an offer without an end. */
      ends_at: z.string().nullable(),
    })
    .nullable(),
});
export type ThActiveOffer = z.infer<typeof thActiveOfferSchema>;

/** Spec §4: "Account-linking state is linked or unlinked". */
export type AccountLinkingState = 'linked' | 'unlinked';
export const accountLinkingStateOf = (status: Pick<TimsLinkingStatus, 'Linked'>): AccountLinkingState =>
  status.Linked ? 'linked' : 'unlinked';

/** Spec §5: both e-mails valid and identical (compared as typed, after trimming). */
export function isValidPartnerLinkingPair(email: string, confirmation: string): boolean {
  return isValidEmail(email) && isValidEmail(confirmation) && email.trim() === confirmation.trim();
}

/** The gate's two fields as one schema, with the §5 message on the confirmation field. */
export const partnerLinkingPairSchema = z
  .object({ th_email: z.string(), th_email_confirm: z.string() })
  .refine((pair) => isValidPartnerLinkingPair(pair.th_email, pair.th_email_confirm), {
    message: REWARDS_LINKING_MESSAGES.pairInvalid,
    path: ['th_email_confirm'],
  });

/** Spec §4 / §5: the gate's submit is disabled when the pair is invalid, while loading, or after a link error. */
export function isPartnerLinkingSubmitDisabled(state: {
  email: string;
  confirmation: string;
  loading: boolean;
  failed: boolean;
}): boolean {
  return !isValidPartnerLinkingPair(state.email, state.confirmation) || state.loading || state.failed;
}

/**
 * Spec §8 partner linking failure: which message a refusal shows — the default when the server said
 * nothing, the linking-failed sentence when it answered the known code (as its message, or as our
 * `error` code), else what the server said (a code of ours → its sentence, which the web translates).
 */
export type PartnerLinkingFailure =
  { kind: 'default' } | { kind: 'code'; code: RewardsLinkingErrorCode } | { kind: 'server'; message: string };

export function partnerLinkingFailureOf(
  body: { error?: unknown; message?: unknown } | null | undefined,
): PartnerLinkingFailure {
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  const error = typeof body?.error === 'string' ? body.error : '';
  if (message === LINKING_FAILED_CODE || error === LINKING_FAILED_CODE)
    return { kind: 'code', code: LINKING_FAILED_CODE };
  const known = REWARDS_LINKING_ERROR_CODES.find((code) => code === error);
  if (known) return { kind: 'code', code: known };
  if (message) return { kind: 'server', message };
  return { kind: 'default' };
}

/** An address shown back to its owner without revealing it or its length: `ti***@ex***.com`. */
export function maskEmail(email: string): string {
  const lower = normaliseEmail(email);
  const at = lower.lastIndexOf('@');
  if (at < 1) return '***';
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***@${host.slice(0, 2)}***${tld}`;
}

/** Partners that may ask whether a member is verified (spec §7 Partners `/verify-user/hbc`). */
export const VERIFYING_PARTNERS = ['hbc'] as const;

/** GET /api/partners/verify-user/{partner}: whether the signed-in member holds a valid membership. */
export const partnerVerificationSchema = z.object({
  verified: z.boolean(),
  membership_type: z.enum(['spc', 'spc_plus']).nullable(),
  /** ISO date-time the membership ends, or null when not verified. */
  valid_until: z.string().nullable(),
});
export type PartnerVerification = z.infer<typeof partnerVerificationSchema>;
