// Membership cards (spec §3 "Card", §4 "Derived states"): the vocabulary and the derived states shared
// by both sides.
import { z } from 'zod';
import { CARD_STATUSES, COBRANDS } from './card-vocabulary.ts';

/** A member's card as `/v2/cardsForUser` returns it (spec §3 "Card"). Dates are ISO strings. */
export const cardSchema = z.object({
  card_number: z.string().regex(/^6018\d{12}$/),
  csv: z.string().regex(/^\d{3}$/),
  cobrand: z.enum(COBRANDS),
  status: z.enum(CARD_STATUSES),
  is_expired: z.boolean(),
  expiry_date: z.string().nullable(),
  is_primary: z.boolean(),
  is_g_ticket: z.boolean(),
  is_online_purchased: z.boolean(),
  is_free_trial: z.boolean(),
  campus: z.string().nullable(),
  retailer: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardsResponseSchema = z.object({ cards: z.array(cardSchema) });

export * from './card-rules.ts';
export * from './card-vocabulary.ts';
