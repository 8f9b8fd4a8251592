// What a refusal at a back-to-school event says (the `student` catalogue's campusErrors.<CODE>).
import { ApiError } from '../../lib/api-client.ts';

const CODES = [
  'EVENT_NOT_FOUND',
  'EVENT_NOT_STARTED',
  'EVENT_ENDED',
  'CAMPUS_MISMATCH',
  'NO_REMAINING_CAMPUS_CODE',
  'MEMBERSHIP_EXISTS',
  'ALREADY_REDEEMED',
  'OFFER_ALREADY_REDEEMED',
  'NO_VALID_CARD',
  'RATE_LIMITED',
] as const;
type Code = (typeof CODES)[number] | 'GENERIC';

const isCode = (code: string): code is (typeof CODES)[number] => (CODES as readonly string[]).includes(code);

export function btsErrorKey(error: unknown): `campusErrors.${Code}` {
  if (error instanceof ApiError) {
    if (error.status === 400) return 'campusErrors.EVENT_NOT_FOUND';
    if (isCode(error.code)) return `campusErrors.${error.code}`;
  }
  return 'campusErrors.GENERIC';
}
