// The API's error shape (DESIGN.md "API conventions"): `{ error: CODE, message }` with the right status.
import { OFFER_ERRORS } from '@spc/domain/errors';
import type { OfferStatus } from '@spc/domain/offer-rules';
import { STORE_ERRORS, type StoreErrorCode } from '@spc/domain/store';

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

/** A store error (spec §3, docs/api-store.md): its status, the spec's code and the domain's message. */
export const storeError = (status: number, code: StoreErrorCode, field?: string) =>
  new HttpError(status, code, STORE_ERRORS[code], field);

/**
 * The spec's offer errors (§8) for an offer that cannot be shown or used at `now` — delisted, expired,
 * not started — naming its partner; undefined when it can. The offer page and the code and link calls
 * share it; `notFoundCode` is the caller's code for "not found".
 */
export function offerUnavailable(
  row: { status: OfferStatus; startDate: Date; endDate: Date | null; partnerUrlName: string },
  now: Date,
  notFoundCode = 'NOT_FOUND',
): HttpError | undefined {
  const partner = { partner_url_name: row.partnerUrlName };
  if (row.status === 'delisted') return new HttpError(410, 'OFFER_DELISTED', OFFER_ERRORS.delisted, undefined, partner);
  if (row.endDate !== null && row.endDate.getTime() <= now.getTime()) {
    return new HttpError(410, 'OFFER_EXPIRED', OFFER_ERRORS.expired, undefined, partner);
  }
  if (row.startDate.getTime() > now.getTime()) {
    return new HttpError(404, notFoundCode, OFFER_ERRORS.notFound, undefined, partner);
  }
  return undefined;
}
