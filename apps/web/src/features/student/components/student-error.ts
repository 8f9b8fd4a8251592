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
  // Verification by student ID (issue 18 item 3).
  'ID_EMPTY',
  'ID_TOO_LARGE',
  'ID_TYPE',
  'ID_SCHOOL_HAS_EMAIL',
  'ID_NOT_NEEDED',
  'ID_ALREADY_VERIFIED',
  'ID_PENDING',
] as const;

export function studentErrorText(t: TFunction<'student'>, error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code.startsWith('ID_') && (KNOWN as readonly string[]).includes(code)) {
    return t(`id.errors.${code as Extract<(typeof KNOWN)[number], `ID_${string}`>}`);
  }
  return (KNOWN as readonly string[]).includes(code)
    ? t(`errors.${code as Exclude<(typeof KNOWN)[number], `ID_${string}`>}`)
    : t('errors.other');
}
