// The card fields of the activation form (spec §5 "Card number", "Security code"): what a typed or
// pasted value becomes in its field, and why a value is refused. The rule itself is the domain's
// (`isValidCardNumber`); this adds the field's grouping and a message per kind of mistake.
import { formatCardNumber, isValidCardNumber } from '@spc/domain/card-vocabulary';
import { CARD_NUMBER_LENGTH, SECURITY_CODE_LENGTH } from '@spc/domain/constants';

/** The digits of a value, at most `max` of them. */
export function digitsOf(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** The card number as typed, in groups of four with dashes, as spec §5 shows it ("6018-1234-5"). */
export function formatCardNumberInput(value: string): string {
  return formatCardNumber(digitsOf(value, CARD_NUMBER_LENGTH));
}

/** The security code as typed: at most three digits. */
export function formatCsvInput(value: string): string {
  return digitsOf(value, SECURITY_CODE_LENGTH);
}

export type CardNumberProblem = 'required' | 'length' | 'prefix';
export type CsvProblem = 'required' | 'invalid';

/** Why a card number is refused, or null: empty, not 16 digits, or not an SPC number (6018…). */
export function cardNumberProblem(value: string): CardNumberProblem | null {
  const compact = value.replace(/[\s-]/g, '');
  if (compact === '') return 'required';
  if (!/^\d+$/.test(compact) || compact.length !== CARD_NUMBER_LENGTH) return 'length';
  return isValidCardNumber(compact) ? null : 'prefix';
}

/** Why a security code is refused, or null: it is exactly three digits. */
export function csvProblem(value: string): CsvProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length === SECURITY_CODE_LENGTH && /^\d+$/.test(trimmed) ? null : 'invalid';
}
