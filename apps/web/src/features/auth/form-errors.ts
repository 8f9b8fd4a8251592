// Field errors of the sign-in forms from the zod resolver's result: each error's message is one of the
// domain's VALIDATION_MESSAGES, turned back into its code, which the `auth` catalogue translates.
import { validationCodeOf } from '@spc/domain/users';

/** The validation codes the sign-in forms can meet (loginFormSchema, emailSchema). */
export type AuthValidationCode = 'required' | 'email_invalid' | 'password_too_long' | 'invalid';

const KNOWN: readonly string[] = ['required', 'email_invalid', 'password_too_long', 'invalid'];

/** A react-hook-form error's code (the zod resolver keeps the domain's message); unknown ones are 'invalid'. */
export function authCodeOf(error: { message?: string | undefined } | undefined): AuthValidationCode | undefined {
  if (error === undefined) return undefined;
  const code = validationCodeOf(error.message);
  return code !== undefined && KNOWN.includes(code) ? (code as AuthValidationCode) : 'invalid';
}
