// Spec §8 "Offer errors" on the web side: the flags an offer lookup's failure sets (through the
// domain's `offerErrorFlags`) and the partner its error body names, if any.
import { offerErrorFlags, offerErrorResponseSchema } from '@spc/domain/errors';
import { ApiError } from '../../lib/api-client.ts';

export interface OfferFailure {
  delisted: boolean;
  gone: boolean;
  /** The offer's partner, when the server named it. */
  partnerUrlName: string | undefined;
}

/** What an offer lookup's error means for the page; null for a failure that is not the offer's (network, 5xx…). */
export function readOfferFailure(error: unknown): OfferFailure | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const body = offerErrorResponseSchema.safeParse(error.body);
  const flags = offerErrorFlags(error.message);
  if (!flags.delisted && !flags.gone) return null;
  return { ...flags, partnerUrlName: body.success ? body.data.partner_url_name : undefined };
}

/** The partner named by an offer lookup's error body, whatever the error. */
export function partnerNamedBy(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = offerErrorResponseSchema.safeParse(error.body);
  return body.success ? body.data.partner_url_name : undefined;
}
