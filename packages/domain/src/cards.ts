// Membership cards (spec §3 "Card"): the vocabulary shared by both sides.
export const COBRANDS = ['spc', 'cibc', 'campus'] as const;
export type Cobrand = (typeof COBRANDS)[number];
export const CARD_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
