// From a failed code, link or savings call to what the redeem screens show (catalogue `redeem:errors`):
// the codes of docs/api-member-offers.md, plus the states that change the screen itself (signed out,
// no valid card, another account), which are not messages.
import type { MemberOfferErrorCode } from '@spc/domain/member-offers';
import { ApiError } from '../../lib/api-client.ts';

/** Errors shown as a sentence (catalogue keys under `redeem:errors`). */
export type RedeemErrorMessage =
  | 'CODES_EXHAUSTED'
  | 'ALREADY_REDEEMED_OFFER'
  | 'PLUS_ONLY'
  | 'VERIFIED_STUDENTS_ONLY'
  | 'OFFER_DELISTED'
  | 'OFFER_EXPIRED'
  | 'OFFER_NOT_FOUND'
  | 'CHANNEL_NOT_OFFERED'
  | 'NO_WEBSITE'
  | 'UNSAFE_LINK'
  | 'rateLimited'
  | 'network'
  | 'generic';

export type RedeemFailure =
  /** Not signed in (any more): the access gate, or the login prompt. */
  | { kind: 'signIn' }
  /** Signed in, sign-up not finished. */
  | { kind: 'notRegistered' }
  /** Spec §2 "offer redeem gate": buy, start a trial or register a card. */
  | { kind: 'noValidCard' }
  /** /redirect-to-partner opened by another account than the link's. */
  | { kind: 'userMismatch' }
  | { kind: 'message'; message: RedeemErrorMessage; retryable: boolean };

const MESSAGES = [
  'CODES_EXHAUSTED',
  'ALREADY_REDEEMED_OFFER',
  'PLUS_ONLY',
  'VERIFIED_STUDENTS_ONLY',
  'OFFER_DELISTED',
  'OFFER_EXPIRED',
  'OFFER_NOT_FOUND',
  'CHANNEL_NOT_OFFERED',
  'NO_WEBSITE',
  'UNSAFE_LINK',
] as const satisfies readonly MemberOfferErrorCode[];

function isMessageCode(code: string): code is (typeof MESSAGES)[number] {
  return (MESSAGES as readonly string[]).includes(code);
}

export function redeemFailure(error: unknown): RedeemFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: 'generic', retryable: true };
  if (error.status === 401) return { kind: 'signIn' };
  if (error.code === 'NOT_REGISTERED') return { kind: 'notRegistered' };
  if (error.code === 'NO_VALID_CARD') return { kind: 'noValidCard' };
  if (error.code === 'USER_MISMATCH') return { kind: 'userMismatch' };
  if (isMessageCode(error.code)) return { kind: 'message', message: error.code, retryable: false };
  // The catalogue's own 404 (an offer id the API does not know at all) is the same "not found".
  if (error.status === 404) return { kind: 'message', message: 'OFFER_NOT_FOUND', retryable: false };
  if (error.status === 429) return { kind: 'message', message: 'rateLimited', retryable: true };
  if (error.status === 0) return { kind: 'message', message: 'network', retryable: true };
  return { kind: 'message', message: 'generic', retryable: true };
}
