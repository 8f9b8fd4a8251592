// The student calls' refusals in the member's language, by the API's code (packages/domain/src/student.ts).
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

const KNOWN = [
  'DOMAIN_NOT_ELIGIBLE',
  'SCHOOL_NOT_FOUND',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_USED',
  'TOKEN_INVALID',
] as const;

export function studentErrorText(t: TFunction<'student'>, error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return (KNOWN as readonly string[]).includes(code)
    ? t(`errors.${code as (typeof KNOWN)[number]}`)
    : t('errors.other');
}
