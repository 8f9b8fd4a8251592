// What a refusal of a campus-access call says to the member: the spec's §8 message is the API's, and
// each one has its sentence in the `student` catalogue (campusErrors.<CODE>), in English and French.
import { ApiError } from '../../lib/api-client.ts';

const CODES = [
  'NO_REMAINING_CAMPUS_CODE',
  'ACCESS_CODE_NOT_VALID',
  'MEMBERSHIP_EXISTS',
  'TOKEN_EXPIRED',
  'TOKEN_REPLACED',
  'ALREADY_REDEEMED',
  'DOMAIN_INVALID',
  'CARD_ALREADY_ACTIVE',
  'TOKEN_INVALID',
  'RATE_LIMITED',
] as const;
type Code = (typeof CODES)[number] | 'GENERIC';

const isCode = (code: string): code is (typeof CODES)[number] => (CODES as readonly string[]).includes(code);

/** The catalogue key of a refusal (`campusErrors.ACCESS_CODE_NOT_VALID`), or the generic one. */
export function campusErrorKey(error: unknown): `campusErrors.${Code}` {
  if (error instanceof ApiError) {
    // A code of the wrong shape is as unknown as a mistyped one.
    if (error.status === 400) return 'campusErrors.ACCESS_CODE_NOT_VALID';
    if (isCode(error.code)) return `campusErrors.${error.code}`;
  }
  return 'campusErrors.GENERIC';
}
