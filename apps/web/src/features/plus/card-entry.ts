// The card fields of the partner registration form (spec §5): the number shown in groups of four with
// dashes as it is typed, the security code digits only; checked with the shared rules.
import { formatCardNumber, isValidCardNumber } from '@spc/domain/card-rules';

export const CARD_NUMBER_DIGITS = 16;
export const CSV_DIGITS = 3;

/** What the number field shows for what was typed: digits only, at most 16, grouped 6018-1234-…. */
export function cardNumberInput(value: string): string {
  return formatCardNumber(value.replace(/\D/g, '').slice(0, CARD_NUMBER_DIGITS));
}

export function csvInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, CSV_DIGITS);
}

export interface CardEntryErrors {
  cardNumber?: 'cardNumberRequired' | 'cardNumberInvalid';
  csv?: 'csvRequired' | 'csvInvalid';
}

export function validateCardEntry(cardNumber: string, csv: string): CardEntryErrors {
  const errors: CardEntryErrors = {};
  if (cardNumber.trim() === '') errors.cardNumber = 'cardNumberRequired';
  else if (!isValidCardNumber(cardNumber)) errors.cardNumber = 'cardNumberInvalid';
  if (csv.trim() === '') errors.csv = 'csvRequired';
  else if (!/^\d{3}$/.test(csv.trim())) errors.csv = 'csvInvalid';
  return errors;
}
