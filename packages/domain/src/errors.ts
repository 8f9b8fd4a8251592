// The API's error body (DESIGN.md "API conventions"): `{ error: CODE, message, field? }`. Written
// once here so the server's route schemas and the web client's parser cannot drift apart.
import { z } from 'zod';

export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Spec §8 "Offer errors", verbatim: the messages the offer page reads. */
export const OFFER_ERRORS = {
  notFound: 'Offer not found',
  delisted: 'Offer delisted',
  expired: 'Offer expired',
} as const;

/** An offer lookup's failure names the partner when one is known, so the page can go there instead. */
export const offerErrorResponseSchema = errorResponseSchema.extend({
  partner_url_name: z.string().optional(),
});
export type OfferErrorResponse = z.infer<typeof offerErrorResponseSchema>;

/** Spec §8: 'Offer delisted' sets a delisted flag; 'Offer expired' or a message containing 'Offer not found' sets a gone flag. */
export function offerErrorFlags(message: string): { delisted: boolean; gone: boolean } {
  return {
    delisted: message === OFFER_ERRORS.delisted,
    gone: message === OFFER_ERRORS.expired || message.includes(OFFER_ERRORS.notFound),
  };
}
