// An e-mail address as typed (spec §5 "Validation rules"), on its own: the web's e-mail capture box (the
// deals page's foot, the capture modal) checks its field with it without evaluating the account schemas
// of users.ts, which re-exports all of this (decision 043).
import { z } from 'zod';
import { safeText } from './text-rules.ts';

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** users.ts's VALIDATION_MESSAGES `required` and `email_invalid`. */
export const REQUIRED_MESSAGE = 'This field is required.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

/** An e-mail address as typed: trimmed, then checked against zod's e-mail pattern. Case is kept. */
export const emailSchema = safeText({
  // Missing → 'required'; present but of the wrong type → the e-mail message (users.ts's `text`).
  error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : EMAIL_INVALID_MESSAGE),
})
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
  .pipe(z.email(EMAIL_INVALID_MESSAGE));

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}
