// Field errors of the sign-in forms from the domain's zod result: each issue's message is one of the
// domain's VALIDATION_MESSAGES, turned back into its code, which the `auth` catalogue translates.
import { validationCodeOf } from '@spc/domain/users';

/** The validation codes the sign-in forms can meet (loginFormSchema, emailSchema). */
export type AuthValidationCode = 'required' | 'email_invalid' | 'password_too_long' | 'invalid';

const KNOWN: readonly string[] = ['required', 'email_invalid', 'password_too_long', 'invalid'];

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** The first error of each field (top-level key), as a code; an unknown message counts as 'invalid'. */
export function fieldErrorCodes<F extends string>(
  issues: readonly IssueLike[],
): Partial<Record<F, AuthValidationCode>> {
  const errors: Partial<Record<F, AuthValidationCode>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (errors[field] !== undefined) continue;
    const code = validationCodeOf(issue.message);
    errors[field] = code !== undefined && KNOWN.includes(code) ? (code as AuthValidationCode) : 'invalid';
  }
  return errors;
}
