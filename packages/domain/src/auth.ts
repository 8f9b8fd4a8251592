// Identity (spec §3 "Session user", §4 "Sign-in, flows and banners", §5, §8, §9; docs/api-accounts.md):
// the e-mail action links, the sign-in lock and resend limits, the session user's shape and the error
// codes the API answers, shared by the server that makes them and the web app that reads them.
import { z } from 'zod';
import { safeText } from './input-rules.ts';
import { LANGUAGES, type Language } from './constants.ts';

/**
 * The public key every e-mail action link carries (`apiKey`); a link without it is refused. It is no
 * secret — the single-use `oobCode` is what proves the link.
 */
export const APP_API_KEY = 'spc-web-public';

/** Where e-mail action links land in the web app. */
export const EMAIL_ACTION_PATH = '/__/auth/action';

export const EMAIL_ACTION_MODES = ['verifyEmail', 'resetPassword'] as const;
export type EmailActionMode = (typeof EMAIL_ACTION_MODES)[number];

/** Spec §5 "Email verification link error", verbatim. */
export const INVALID_VERIFICATION_LINK = 'Invalid Email Verification Link';

/** Spec §8 "Handling": the rate-limited modal's text, verbatim. */
export const RATE_LIMITED_MESSAGE = 'Too many requests at the moment. Please try again later';

/** Failed sign-ins per account before a lock, and how long the lock holds (/updateLoginFailAttempt). */
export const LOGIN_LOCK = { maxAttempts: 5, lockMinutes: 15 } as const;

/** Verification e-mail resends (spec §9 "Default resend step limit 5"): 5 an hour, 60 s apart. */
export const RESEND_LIMIT = { max: 5, windowMinutes: 60, minSecondsBetween: 60 } as const;

export * from './auth-providers.ts';
import { LOGIN_PROVIDERS } from './auth-providers.ts';
/** Spec §3 "Session user". providerId is how this session signed in; providerList every linked one. */
export const sessionUserSchema = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  providerId: z.enum(LOGIN_PROVIDERS),
  providerList: z.array(z.enum(LOGIN_PROVIDERS)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The error codes of docs/api-accounts.md with their HTTP statuses. */
export const AUTH_ERRORS = {
  ACCOUNT_LOCKED: 423,
  INVALID_EMAIL_OR_PASSWORD: 401,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN_ORIGIN: 403,
  ALREADY_REGISTERED: 409,
  AGE_RESTRICTED: 422,
  INVALID_PASSWORD: 401,
  EMAIL_TAKEN: 409,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** The English message that goes with each code (the web shows its own translation of the code). */
export const AUTH_ERROR_MESSAGES: Readonly<Record<AuthErrorCode, string>> = {
  ACCOUNT_LOCKED: 'Too many failed sign-in attempts. Your account is locked for a while.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  RATE_LIMITED: RATE_LIMITED_MESSAGE,
  UNAUTHENTICATED: 'Please sign in first.',
  FORBIDDEN_ORIGIN: 'This request did not come from the app.',
  ALREADY_REGISTERED: 'This account is already registered.',
  AGE_RESTRICTED: 'You are not old enough to create an account.',
  INVALID_PASSWORD: 'The password is not correct.',
  EMAIL_TAKEN: 'This email address cannot be used.',
  INVALID_TOKEN: 'This link is invalid or has already been used.',
  TOKEN_EXPIRED: 'This link has expired.',
};

/** How long e-mail action codes live (reset: the e-mail says "1 hour"). */
export const EMAIL_ACTION_TTL_MINUTES = { verifyEmail: 24 * 60, resetPassword: 60 } as const;

const CONTINUE_URL_MAX_LENGTH = 2048;

/** A continue URL is either a path in the app (not `//host`) or an absolute http(s) URL. */
function isContinueUrl(value: string): boolean {
  if (value.length > CONTINUE_URL_MAX_LENGTH) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The query of an e-mail action link (`/__/auth/action?mode&oobCode&apiKey&continueUrl&lang`). A
 * continue URL that is not one is dropped rather than failing the link.
 */
export const emailActionQuerySchema = z.object({
  mode: z.enum(EMAIL_ACTION_MODES),
  oobCode: safeText().min(1).max(512),
  apiKey: z.literal(APP_API_KEY),
  continueUrl: safeText()
    .optional()
    .catch(undefined)
    .transform((value) => (value !== undefined && isContinueUrl(value) ? value : undefined)),
  lang: z.enum(LANGUAGES).optional().catch(undefined),
});
export type EmailAction = z.output<typeof emailActionQuerySchema>;

export type EmailActionParseResult =
  { ok: true; action: EmailAction } | { ok: false; error: typeof INVALID_VERIFICATION_LINK };

/**
 * Spec §4 "Email-action link": mode verifyEmail (or resetPassword) needs oobCode and apiKey; anything
 * else is 'Invalid Email Verification Link'.
 */
export function parseEmailActionQuery(
  query: URLSearchParams | string | Readonly<Record<string, string | undefined>>,
): EmailActionParseResult {
  const params =
    typeof query === 'string' || query instanceof URLSearchParams
      ? Object.fromEntries(new URLSearchParams(query))
      : query;
  const parsed = emailActionQuerySchema.safeParse(params);
  return parsed.success ? { ok: true, action: parsed.data } : { ok: false, error: INVALID_VERIFICATION_LINK };
}

/**
 * Where to go after an action: the continue URL's path when it points into the app (`appOrigin`),
 * else null (the caller goes home). Never another site: the link is in an e-mail anyone could forge.
 */
export function safeContinuePath(continueUrl: string | undefined, appOrigin: string): string | null {
  if (!continueUrl || !isContinueUrl(continueUrl)) return null;
  try {
    const origin = new URL(appOrigin).origin;
    const url = new URL(continueUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export interface EmailActionLink {
  mode: EmailActionMode;
  oobCode: string;
  continueUrl?: string | undefined;
  lang?: Language | undefined;
}

/** The link an e-mail carries: `<publicUrl>/__/auth/action?mode=…&oobCode=…&apiKey=…[&continueUrl][&lang]`. */
export function buildEmailActionUrl(publicUrl: string, link: EmailActionLink): string {
  // Relative to the public URL, so an app served under a path prefix keeps it.
  const url = new URL(EMAIL_ACTION_PATH.slice(1), publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.searchParams.set('mode', link.mode);
  url.searchParams.set('oobCode', link.oobCode);
  url.searchParams.set('apiKey', APP_API_KEY);
  if (link.continueUrl) url.searchParams.set('continueUrl', link.continueUrl);
  if (link.lang) url.searchParams.set('lang', link.lang);
  return url.toString();
}
