// The card fields of the partner registration form (spec §5): the number shown in groups of four with
// dashes as it is typed, the security code digits only; checked with the domain's cardCredentialsSchema.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { cardCredentialsSchema, type CardCredentials } from '@spc/domain/membership';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

export const CARD_NUMBER_DIGITS = 16;
export const CSV_DIGITS = 3;

/** What the number field shows for what was typed: digits only, at most 16, grouped 6018-1234-…. */
export function cardNumberInput(value: string): string {
  return formatCardNumber(value.replace(/\D/g, '').slice(0, CARD_NUMBER_DIGITS));
}

export function csvInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, CSV_DIGITS);
}

/** The form's values, named as the domain's cardCredentialsSchema (and the inputs) name them. */
export interface CardEntryValues {
  card_number: string;
  csv: string;
}

/** A refused field's error: its type is the catalogue key (`register.errors.<type>`). */
export type CardEntryErrorKey = 'cardNumberRequired' | 'cardNumberInvalid' | 'csvRequired' | 'csvInvalid';

const parseCard = zodResolver(cardCredentialsSchema);
const refused = (type: CardEntryErrorKey): FieldError => ({ type, message: type });

/**
 * Checked with the domain's cardCredentialsSchema (the rules isValidCardNumber and the 3 digits); an
 * empty field is asked for ("Enter your card number.") rather than called invalid.
 */
export const cardEntryResolver: Resolver<CardEntryValues, unknown, CardCredentials> = async (values) => {
  const parsed = await parseCard(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors: FieldErrors<CardEntryValues> = {};
  if (parsed.errors.card_number) {
    errors.card_number = refused(values.card_number.trim() === '' ? 'cardNumberRequired' : 'cardNumberInvalid');
  }
  if (parsed.errors.csv) errors.csv = refused(values.csv.trim() === '' ? 'csvRequired' : 'csvInvalid');
  return Object.keys(errors).length === 0
    ? { values: parsed.values as CardCredentials, errors: {} }
    : { values: {}, errors };
};
