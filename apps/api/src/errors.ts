// The API's error shape (DESIGN.md "API conventions"): `{ error: CODE, message }` with the right status.
export { errorResponseSchema, type ErrorResponse } from '@spc/domain/errors';

/** An error meant for the caller: its status, code and message are sent as they are. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra fields for the body, such as the partner an offer error names. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);
