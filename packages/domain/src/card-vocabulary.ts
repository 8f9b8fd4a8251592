// What a card is (spec §3 "Card", §5): its cobrands and statuses, and how its number is written. Apart
// from the derived states (card-rules.ts, on the web's first page, which reads only the types), so these
// load with the pages that show or take a card number and with the card schema (cards.ts re-exports
// them), not with the first page.
export const COBRANDS = ['spc', 'cibc', 'campus'] as const;
export type Cobrand = (typeof COBRANDS)[number];
export const CARD_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** Spec §5: a card number is shown in groups of four with dashes (6018-1234-5678-9012). */
export function formatCardNumber(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1-');
}

/** Spec §5: exactly 16 digits with prefix 6018 (dashes and spaces as typed are ignored). */
export function isValidCardNumber(value: string): boolean {
  return /^6018\d{12}$/.test(value.replace(/[\s-]/g, ''));
}
