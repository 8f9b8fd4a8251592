// The sentence the console shows for a refusal of the support API, from its code (the server's English
// message is for the logs and the CLI; the console speaks the reader's language).
import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api-client.ts';

const KNOWN = [
  'STAFF_FORBIDDEN',
  'STAFF_SESSION_IDLE',
  'MEMBER_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_ALREADY_REFUNDED',
  'ORDER_NOT_REFUNDABLE',
  'REFUND_IN_PROGRESS',
  'REFUND_FAILED',
  'REFUND_NOT_RECORDED',
  'RATE_LIMITED',
  'REVIEW_DECIDED',
  'REVIEW_NOT_FOUND',
  'NETWORK_ERROR',
] as const;

export function errorText(t: TFunction<'admin-support'>, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  return (KNOWN as readonly string[]).includes(code)
    ? t(`errors.${code as (typeof KNOWN)[number]}`)
    : t('errors.UNKNOWN');
}
