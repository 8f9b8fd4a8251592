// How a failed partner registration is answered (spec §4 "Partner registration of a card"): a 400 with
// an error body means the card is already registered; any other failure is the 'Partner registration
// failed' alert. Refinements the contract allows (docs/api-membership.md): its "already associated"
// answers (409 too) are "already registered", an unknown number/code pair is said in the form (the
// member can fix it), a format refusal likewise, and a 429 is left to the rate-limited modal (spec §8)
// with a line in the form rather than a second modal on top of it.
import { ApiError } from '../../lib/api-client.ts';

export type PartnerRegistrationFailure = 'alreadyRegistered' | 'cardNotFound' | 'invalid' | 'rateLimited' | 'failed';

const ALREADY_REGISTERED_CODES = new Set(['ALREADY_ASSOCIATED', 'CARD_ALREADY_ACTIVE']);

export function partnerRegistrationFailure(error: unknown): PartnerRegistrationFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (ALREADY_REGISTERED_CODES.has(error.code)) return 'alreadyRegistered';
  // 'HTTP_ERROR' is the client's code for an answer without the API's error body.
  const hasErrorBody = error.code !== 'HTTP_ERROR' && error.code !== 'BAD_RESPONSE';
  if (error.status === 400 && hasErrorBody) {
    return error.code === 'VALIDATION_ERROR' ? 'invalid' : 'alreadyRegistered';
  }
  if (error.status === 404 && error.code === 'CARD_NOT_FOUND') return 'cardNotFound';
  if (error.status === 429) return 'rateLimited';
  return 'failed';
}
