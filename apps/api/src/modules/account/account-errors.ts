// The account's refusals (spec §8): their status, code and message.
import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from '@spc/domain/auth';
import { HttpError } from '../../errors.ts';

/** A refusal that says when to try again: the route answers `retry_after` and a Retry-After header. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 423 | 429,
    code: AuthErrorCode,
    message: string,
    readonly retryAfter: number,
  ) {
    super(statusCode, code, message);
  }
}

export const authError = (code: AuthErrorCode, field?: string) =>
  new HttpError(401, code, AUTH_ERROR_MESSAGES[code], field);
export const forbidden = (field: string) =>
  new HttpError(403, 'FORBIDDEN', 'You can only act on your own account.', field);
export const notRegistered = () =>
  new HttpError(404, 'NOT_REGISTERED', 'This account has no profile yet. Finish signing up first.');
export const alreadyRegistered = () => new HttpError(409, 'ALREADY_REGISTERED', AUTH_ERROR_MESSAGES.ALREADY_REGISTERED);
export const accountLocked = (retryAfter: number) =>
  new RetryLaterError(423, 'ACCOUNT_LOCKED', AUTH_ERROR_MESSAGES.ACCOUNT_LOCKED, retryAfter);
