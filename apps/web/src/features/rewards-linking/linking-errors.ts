// From a failed linking call to the sentence shown (spec §8 "Partner linking failure"): 'Something Went
// Wrong!' when the server said nothing we can read (no answer, no error body), the linking-failed
// sentence for the known code, our own codes in the reader's language, else the server's message as it is.
import { partnerLinkingFailureOf } from '@spc/domain/rewards-linking';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

export function linkingErrorMessage(error: unknown, t: TFunction<'rewards'>): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.body === undefined) {
    return t('errors.somethingWentWrong');
  }
  const failure = partnerLinkingFailureOf(error.body);
  if (failure.kind === 'code') return t(`errors.${failure.code}`);
  if (failure.kind === 'server') return failure.message;
  return t('errors.somethingWentWrong');
}
