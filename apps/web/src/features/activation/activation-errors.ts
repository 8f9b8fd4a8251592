// From a failed activation, free-trial or incentive call to the sentence the pages show: each code of
// docs/api-membership.md (and the store's payment codes, for auto-renew) has its own translation
// (`activation:errors.<CODE>`); no answer is NETWORK_ERROR, a malformed request VALIDATION_ERROR,
// anything else GENERIC.
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import enActivation from '@spc/locales/en/activation.json';

export type ActivationErrorCode = keyof typeof enActivation.errors;

const isKnownCode = (code: string): code is ActivationErrorCode => Object.hasOwn(enActivation.errors, code);

export function activationErrorCode(error: unknown): ActivationErrorCode {
  if (!(error instanceof ApiError)) return 'GENERIC';
  if (error.status === 0) return 'NETWORK_ERROR';
  // A 429 whatever its code: the global rate-limited modal opens too (spec §8), the page says why.
  if (error.status === 429) return 'RATE_LIMITED';
  if (isKnownCode(error.code)) return error.code;
  // The API's format refusals (a card number the browser let through but the server did not).
  if (error.status === 400) return 'VALIDATION_ERROR';
  return 'GENERIC';
}

export function activationErrorMessage(t: TFunction<'activation'>, error: unknown): string {
  return t(`errors.${activationErrorCode(error)}`);
}
