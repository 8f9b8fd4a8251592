// How the account screens read a failed call: a rate limit (and how long to wait), a spent e-mail
// action token, a network failure.
import { ApiError } from '../../lib/api-client.ts';

/** Whether a failure is a rate limit: HTTP 429, or the identity provider's too-many-requests code (spec §8). */
export function isRateLimited(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 429 || error.code === 'RATE_LIMITED' || error.code === 'auth/too-many-requests')
  );
}

/** Seconds to wait before trying again, from the error body's `retry_after`, when the server said. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const seconds = error.retryAfterSeconds;
  return seconds === undefined ? null : Math.ceil(seconds);
}

/** An action link's token was refused (used, expired, unknown), as opposed to a busy or absent server. */
export function isSpentToken(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !isRateLimited(error);
}

/** The request never got an answer (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
