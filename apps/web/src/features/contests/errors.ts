// A contest call's failure in the reader's language: the API's code when we know it, else its message.
import { CONTEST_ERROR_CODES, type ContestErrorCode } from '@spc/domain/contests';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

export const isContestCode = (code: unknown): code is ContestErrorCode =>
  (CONTEST_ERROR_CODES as readonly unknown[]).includes(code);

export function contestErrorMessage(error: unknown, t: TFunction<'content'>): string {
  if (error instanceof ApiError) {
    if (isContestCode(error.code)) return t(`contests.errors.${error.code}`);
    if (error.status === 401) return t('contests.errors.signIn');
    if (error.message) return error.message;
  }
  return t('contests.errors.generic');
}
