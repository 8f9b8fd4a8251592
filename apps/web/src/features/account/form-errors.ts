// From the domain's validation (zod issues carrying VALIDATION_MESSAGES texts) and the API's field
// errors to the forms' per-field codes, and from a code to the sentence shown in the interface language.
import { VALIDATION_MESSAGES, validationCodeOf, type ValidationCode } from '@spc/domain/users';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import enAccount from '@spc/locales/en/account.json';
import { isNetworkError, isRateLimited } from './api-errors.ts';

/** Per form field, the code of what is wrong with it (the first problem found). */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationCode>>;

/** Structurally a zod error, so this module needs no zod import. */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * A parse failure as per-field codes. `fieldOf` turns the schema's key (`first_name`) into the form's
 * (`firstName`) when they differ; keys it does not know are left out.
 */
export function fieldErrorsOf<F extends string>(
  error: IssueList,
  fieldOf: (key: string) => F | undefined = (key) => key as F,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? fieldOf(key) : undefined;
    if (field === undefined || errors[field] !== undefined) continue;
    errors[field] = validationCodeOf(issue.message) ?? 'invalid';
  }
  return errors;
}

/**
 * The code of a react-hook-form field error: the zod resolver keeps the domain's message, and
 * `formFieldError` stores an API refusal the same way, so one lookup serves both.
 */
export function codeOfFieldError(error: { message?: string | undefined } | undefined): ValidationCode | undefined {
  return error === undefined ? undefined : (validationCodeOf(error.message) ?? 'invalid');
}

/** A code as a react-hook-form error (for `setError`), carrying the domain's message like the resolver's. */
export function formFieldError(code: ValidationCode): { type: string; message: string } {
  return { type: 'domain', message: VALIDATION_MESSAGES[code] };
}

/** A refusal that is no domain rule (same address, wrong password), already in the reader's language. */
export function textFieldError(message: string): { type: string; message: string } {
  return { type: 'text', message };
}

/** The sentence for a react-hook-form field error: a text refusal as it is, a domain code translated. */
export function fieldErrorText(
  t: TFunction<'account'>,
  field: string,
  error: { type?: string | number; message?: string | undefined } | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  if (error.type === 'text') return error.message;
  return fieldErrorMessage(t, field, validationCodeOf(error.message) ?? 'invalid');
}

/**
 * The form's errors renamed from the schema's keys (`first_name`) to the form's (`firstName`); keys
 * the map does not know are left out.
 */
export function renameFieldErrors<F extends string, E>(
  errors: Readonly<Record<string, E | undefined>>,
  fieldOf: Readonly<Record<string, F>>,
): Partial<Record<F, E>> {
  const renamed: Partial<Record<F, E>> = {};
  for (const [key, error] of Object.entries(errors)) {
    const field = fieldOf[key];
    if (field !== undefined && error !== undefined && renamed[field] === undefined) renamed[field] = error;
  }
  return renamed;
}

/** The code of a single value's parse failure (a schema that is not an object). */
export function firstCodeOf(error: IssueList): ValidationCode {
  return validationCodeOf(error.issues[0]?.message) ?? 'invalid';
}

/**
 * The field and code of an API error that names a field (400 with `field`). The API returns the
 * domain's message either alone or after "Invalid <field>: ", so both are recognised.
 */
export function apiFieldError(error: unknown): { field: string; code: ValidationCode } | null {
  if (!(error instanceof ApiError) || error.body === null || typeof error.body !== 'object') return null;
  const field = (error.body as { field?: unknown }).field;
  if (typeof field !== 'string' || field === '') return null;
  const reason = error.message.replace(/^Invalid [^:]+:\s*/, '');
  return { field, code: validationCodeOf(error.message) ?? validationCodeOf(reason) ?? 'invalid' };
}

/** The form fields that have their own "missing" prompt in the catalogue (`account:required.<field>`). */
export type RequiredPromptField = keyof typeof enAccount.required;

/**
 * The sentence for a field's code: a missing value gets the field's own prompt ("Enter your first
 * name") when the catalogue has one, anything else the rule's sentence.
 */
export function fieldErrorMessage(t: TFunction<'account'>, field: string, code: ValidationCode): string {
  if (code === 'required' && Object.hasOwn(enAccount.required, field)) {
    return t(`required.${field as RequiredPromptField}`);
  }
  return t(`validation.${code}`);
}

/** The first field in `order` that has an error: where the focus goes on a failed submit. */
export function firstInvalid<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** The sentence for a failure that is not about one field: rate limited, offline, or anything else. */
export function failureMessage(t: TFunction<'account'>, error: unknown): string {
  if (isRateLimited(error)) return t('errors.rateLimited');
  if (isNetworkError(error)) return t('errors.network');
  return t('errors.generic');
}
