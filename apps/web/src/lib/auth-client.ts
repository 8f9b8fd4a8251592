// Typed calls to the identity endpoints (/api/auth, Better Auth) and the users-service calls the session
// and sign-in need (docs/api-accounts.md). The session secret never reaches this code: it travels in an
// HttpOnly cookie, and the token Better Auth also puts in some answers is dropped here.
import { isSocialProvider, loginProviderOf, type LoginProvider, type SocialProvider } from '@spc/domain/auth-providers';
import type { Card } from '@spc/domain/cards';
import type { Language } from '@spc/domain/constants';
import type { Profile, Registration } from '@spc/domain/users';
import { apiGet, apiPost, apiPut, ignoredResponse, type ResponseSchema } from './api-client.ts';

interface Signal {
  signal?: AbortSignal;
}

// Better Auth's own answers have no schema in packages/domain (they are the library's, not ours): these
// small parsers read only the fields the app uses and fail loudly on anything else.
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function schemaOf<T>(name: string, read: (value: Json) => T | undefined): ResponseSchema<T> {
  return {
    parse(data) {
      const result = isObject(data) ? read(data) : undefined;
      if (result === undefined) throw new TypeError(`Unexpected ${name} answer`);
      return result;
    },
  };
}

const stringOr = (value: unknown, fallback: string | null = null) => (typeof value === 'string' ? value : fallback);

// ---------------------------------------------------------------------------------------------------
// Identity (/api/auth)

/** The signed-in user as Better Auth describes it (with our additional fields). */
export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
  firstName: string | null;
  language: string | null;
}

/** GET /api/auth/get-session, without the session token: the session id only identifies it. */
export interface AuthSession {
  sessionId: string;
  user: AuthUser;
}

const authSessionSchema: ResponseSchema<AuthSession | null> = {
  parse(data) {
    // No session: Better Auth answers `null` (an empty body reads as undefined).
    if (data === null || data === undefined) return null;
    if (!isObject(data) || !isObject(data.session) || !isObject(data.user)) {
      throw new TypeError('Unexpected get-session answer');
    }
    const { session, user } = data;
    if (typeof session.id !== 'string' || typeof user.id !== 'string' || typeof user.email !== 'string') {
      throw new TypeError('Unexpected get-session answer');
    }
    return {
      sessionId: session.id,
      user: {
        id: user.id,
        email: user.email,
        name: stringOr(user.name),
        emailVerified: user.emailVerified === true,
        firstName: stringOr(user.firstName),
        language: stringOr(user.language),
      },
    };
  },
};

export function getAuthSession({ signal }: Signal = {}): Promise<AuthSession | null> {
  return apiGet('/auth/get-session', authSessionSchema, { signal });
}

const loginProvidersSchema: ResponseSchema<LoginProvider[]> = {
  parse(data) {
    if (!Array.isArray(data)) throw new TypeError('Unexpected list-accounts answer');
    const providers = data
      .map((account) => (isObject(account) ? loginProviderOf(stringOr(account.providerId, '') ?? '') : undefined))
      .filter((provider): provider is LoginProvider => provider !== undefined);
    return [...new Set(providers)];
  },
};

/** GET /api/auth/list-accounts (Better Auth): the ways this user can sign in (spec §3 "Session user" providerList). */
export function getLoginProviders({ signal }: Signal = {}): Promise<LoginProvider[]> {
  return apiGet('/auth/list-accounts', loginProvidersSchema, { signal });
}

const providersSchema = schemaOf('providers', (value) =>
  Array.isArray(value.providers)
    ? value.providers.filter(
        (provider): provider is SocialProvider => typeof provider === 'string' && isSocialProvider(provider),
      )
    : undefined,
);

/** GET /api/auth/providers: the social sign-in providers configured on the server (only those get a button). */
export function getSocialProviders({ signal }: Signal = {}): Promise<SocialProvider[]> {
  return apiGet('/auth/providers', providersSchema, { signal });
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST /api/auth/sign-in/email. 401 INVALID_EMAIL_OR_PASSWORD (an unknown address too), 403
 * EMAIL_NOT_VERIFIED, 423 ACCOUNT_LOCKED with retry_after, 429 RATE_LIMITED: all thrown as ApiError.
 */
export async function signInWithEmail(credentials: Credentials): Promise<void> {
  await apiPost('/auth/sign-in/email', credentials, ignoredResponse);
}

export interface SocialSignInRequest {
  provider: SocialProvider;
  /** Absolute URL the provider's callback ends on. */
  callbackURL: string;
  /** Absolute URL to come back to on failure; Better Auth adds `?error=<code>`. */
  errorCallbackURL: string;
}

const socialSignInSchema = schemaOf('sign-in/social', (value) =>
  typeof value.url === 'string' ? { url: value.url } : undefined,
);

/** POST /api/auth/sign-in/social: where to send the browser (the provider's consent page). */
export function startSocialSignIn(request: SocialSignInRequest): Promise<{ url: string }> {
  return apiPost('/auth/sign-in/social', request, socialSignInSchema);
}

/** POST /api/auth/sign-out: the session row is deleted and the cookie cleared. */
export async function signOutOfServer(): Promise<void> {
  await apiPost('/auth/sign-out', {}, ignoredResponse);
}

/** POST /api/auth/request-password-reset: always 200 (nothing tells whether the address has an account). */
export async function requestPasswordReset(request: { email: string; redirectTo: string }): Promise<void> {
  await apiPost('/auth/request-password-reset', request, ignoredResponse);
}

/** POST /api/auth/one-time-token/verify: custom-token sign-in (auto-login, extension hand-off); sets the cookie. */
export async function signInWithOneTimeToken(token: string): Promise<void> {
  await apiPost('/auth/one-time-token/verify', { token }, ignoredResponse);
}

// ---------------------------------------------------------------------------------------------------
// Users service (/api/users)

/**
 * The users schemas, imported by the calls that need them: only a signed-in reader makes those calls,
 * so the module (with the account forms' rules it holds) is not part of a visitor's first page.
 */
const usersSchemas = () => import('@spc/domain/users');

export function getRegistration({ signal }: Signal = {}): Promise<Registration> {
  return apiGet(
    '/users/v2/user/register',
    usersSchemas().then((users) => users.registrationSchema),
    { signal },
  );
}

export function getProfile({ signal }: Signal = {}): Promise<Profile> {
  return apiGet(
    '/users/v2/user/profile',
    usersSchemas().then((users) => users.profileSchema),
    { signal },
  );
}

export async function getCards({ signal }: Signal = {}): Promise<Card[]> {
  return (
    await apiGet(
      '/users/v2/cardsForUser',
      import('@spc/domain/cards').then((m) => m.cardsResponseSchema),
      { signal },
    )
  ).cards;
}

export interface LoginAllowance {
  allowed: boolean;
  /** Seconds until the lock ends, when locked. */
  retryAfter?: number;
}

const allowanceSchema = schemaOf<LoginAllowance>('isAllowedLogin', (value) => {
  if (typeof value.allowed !== 'boolean') return undefined;
  return typeof value.retry_after === 'number'
    ? { allowed: value.allowed, retryAfter: value.retry_after }
    : { allowed: value.allowed };
});

/** POST /api/users/isAllowedLogin: whether this address may try to sign in now (same shape for any address). */
export function isLoginAllowed(email: string): Promise<LoginAllowance> {
  return apiPost('/users/isAllowedLogin', { email }, allowanceSchema);
}

/** POST /api/users/unlock-account: always 200; a locked account's owner gets a reset link by e-mail. */
export async function requestAccountUnlock(email: string): Promise<void> {
  await apiPost('/users/unlock-account', { email }, ignoredResponse);
}

/** PUT /api/users/user/update_language: the interface language saved to the profile. */
export async function saveProfileLanguage(language: Language): Promise<void> {
  await apiPut('/users/user/update_language', { language }, ignoredResponse);
}
