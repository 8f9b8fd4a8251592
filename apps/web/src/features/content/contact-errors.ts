// The contact form's refusals as keys of the `content` catalogue (`contact.errors.<key>`): a field error
// keeps the domain's English message (the zod resolver's, or the API's 400 `message`), turned back into
// its code here, so the reader sees it in their language; a 429 or a failure says so in the form.
import { CONTACT_MESSAGES } from '@spc/domain/content';
import { validationCodeOf } from '@spc/domain/users';
import { ApiError } from '../../lib/api-client.ts';

export type ContactFieldErrorKey =
  'required' | 'email_invalid' | 'name_invalid' | 'name_too_long' | keyof typeof CONTACT_MESSAGES | 'invalid';

export const CONTACT_FIELDS = ['name', 'email', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const FIELD_CODES: readonly string[] = ['required', 'email_invalid', 'name_invalid', 'name_too_long'];
const CONTACT_CODE_BY_MESSAGE = new Map<string, keyof typeof CONTACT_MESSAGES>(
  Object.entries(CONTACT_MESSAGES).map(([code, message]) => [message, code as keyof typeof CONTACT_MESSAGES]),
);

/** The key of a field error's message (the domain's English sentence); unknown ones are 'invalid'. */
export function contactErrorKey(message: string | undefined): ContactFieldErrorKey {
  if (message === undefined) return 'invalid';
  const own = CONTACT_CODE_BY_MESSAGE.get(message);
  if (own) return own;
  const code = validationCodeOf(message);
  return code !== undefined && FIELD_CODES.includes(code) ? (code as ContactFieldErrorKey) : 'invalid';
}

/** What a failed send says: a field the server refused, or a message about the whole form. */
export type ContactSendFailure =
  | { kind: 'field'; field: ContactField; key: ContactFieldErrorKey }
  | { kind: 'form'; key: 'captcha_required' | 'captchaFailed' | 'server' | 'rateLimitedSoon' }
  | { kind: 'rateLimited'; minutes: number };

const isContactField = (value: unknown): value is ContactField =>
  (CONTACT_FIELDS as readonly unknown[]).includes(value);

export function contactSendFailure(error: unknown): ContactSendFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', key: 'server' };
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds === undefined
      ? { kind: 'form', key: 'rateLimitedSoon' }
      : { kind: 'rateLimited', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (error.status === 400) {
    const key = contactErrorKey(error.message);
    const field = (error.body as { field?: unknown } | undefined)?.field;
    if (key === 'captcha_required' || field === 'captcha') return { kind: 'form', key: 'captchaFailed' };
    if (isContactField(field)) return { kind: 'field', field, key };
    // A refusal the API did not tie to a field: the field its message belongs to, when it tells.
    if (key === 'topic_invalid') return { kind: 'field', field: 'topic', key };
    if (key === 'message_too_short' || key === 'message_too_long') return { kind: 'field', field: 'message', key };
    if (key === 'email_invalid') return { kind: 'field', field: 'email', key };
    if (key === 'name_invalid' || key === 'name_too_long') return { kind: 'field', field: 'name', key };
  }
  return { kind: 'form', key: 'server' };
}
