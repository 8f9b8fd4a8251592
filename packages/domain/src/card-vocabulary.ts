// The card's vocabulary (spec §3 "Card"): its cobrands and statuses. Apart from the derived states
// (card-rules.ts, on the web's first page, which reads only the types), so the lists load with the card
// schema (cards.ts, which re-exports them) and the API's tables, not with the first page.
export const COBRANDS = ['spc', 'cibc', 'campus'] as const;
export type Cobrand = (typeof COBRANDS)[number];
export const CARD_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
