// Test helpers for identity: sign up through /api/auth as the web app does, follow the verification
// link from the mail outbox, and carry the session cookie (with the Origin the API checks on writes).
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { MailKind } from '../src/adapters/mail/templates.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

/** Meets spec §5: 8+ characters with a digit, an uppercase and a lowercase letter. */
export const PASSWORD = 'Correct1horse';

export interface SignUpInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  language?: 'en' | 'fr';
  emailOptIn?: boolean;
  /** JSON of the stored affiliate marker, as the web app sends it. */
  signupAffiliate?: string;
}

export interface SignedUp {
  email: string;
  password: string;
  userId: string;
  /** `name=value` pairs of the session cookies, ready for a `cookie` header. */
  cookie: string;
}

/** The `cookie` header that replays a response's Set-Cookie values (expired ones dropped). */
export function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.maxAge !== 0)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** Headers of a browser request from the app's own pages: the session cookie and our Origin. */
export function authHeaders(t: TestApp, cookie: string, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie, origin: t.config.publicUrl, ...extra };
}

/** The newest message of `kind` sent to `to`, from the outbox. */
export async function latestMail(t: TestApp, to: string, kind?: MailKind) {
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/**
 * The newest message of `kind` to `to`, waiting for it (up to 5 s): the password-reset e-mail is
 * written after the answer (auth/auth.ts), so it may land a moment after the request returns.
 */
export async function awaitMail(t: TestApp, to: string, kind?: MailKind) {
  for (let waited = 0; ; waited += 25) {
    const row = await latestMail(t, to, kind);
    if (row || waited >= 5000) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function mailsTo(t: TestApp, to: string, kind?: MailKind) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(mailOutbox.id);
}

/** The single-use code an e-mail action link carries (`oobCode`). */
export function oobCodeOf(link: string | null | undefined): string {
  if (!link) throw new Error('the message carries no link');
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error(`no oobCode in ${link}`);
  return code;
}

let clients = 0;
/**
 * A client address of its own for each caller, so the identity provider's per-address limits (five
 * sign-ups a minute) do not run across tests that are about something else.
 */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export function signUp(
  t: TestApp,
  input: SignUpInput,
  remoteAddress = nextClientAddress(),
): Promise<LightMyRequestResponse> {
  const firstName = input.firstName ?? 'Alex';
  const lastName = input.lastName ?? 'Tremblay';
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { origin: t.config.publicUrl },
    payload: {
      email: input.email,
      password: input.password ?? PASSWORD,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      birthDate: input.birthDate ?? '2000-05-17',
      emailOptIn: input.emailOptIn ?? false,
      language: input.language ?? 'en',
      ...(input.signupAffiliate !== undefined && { signupAffiliate: input.signupAffiliate }),
    },
  });
}

/** Follows the newest verification link sent to `email`; answers the response (with its session cookie). */
export async function followVerificationLink(t: TestApp, email: string): Promise<LightMyRequestResponse> {
  const mail = await latestMail(t, email, 'verification');
  if (!mail) throw new Error(`no verification e-mail to ${email}`);
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(oobCodeOf(mail.link))}`,
  });
}

export function signIn(t: TestApp, email: string, password: string, remoteAddress = nextClientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: t.config.publicUrl },
    payload: { email, password },
  });
}

/** Signs up through /api/auth, verifies the address from the outbox, and answers the signed-in session. */
export async function signUpAndVerify(t: TestApp, input: SignUpInput): Promise<SignedUp> {
  const signedUp = await signUp(t, input);
  if (signedUp.statusCode !== 200) throw new Error(`sign-up answered ${signedUp.statusCode}: ${signedUp.body}`);
  const verified = await followVerificationLink(t, input.email);
  if (verified.statusCode !== 200) throw new Error(`verification answered ${verified.statusCode}: ${verified.body}`);
  const cookie = cookieOf(verified);
  if (!cookie) throw new Error('verification opened no session');
  const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  const userId = session.json<{ user?: { id?: string } } | null>()?.user?.id;
  if (!userId) throw new Error(`no session after verification: ${session.body}`);
  return { email: input.email, password: input.password ?? PASSWORD, userId, cookie };
}

/**
 * A user who signed in with a social provider and has no member record yet (the state POST /register
 * is for): made through the identity provider's own adapter, with a signed session cookie as its
 * callback would set. The OAuth round trip itself is the journeys' business.
 */
export async function socialSignIn(
  t: TestApp,
  email: string,
  {
    provider = 'google',
    emailVerified = true,
  }: { provider?: 'google' | 'facebook' | 'apple'; emailVerified?: boolean } = {},
): Promise<SignedUp> {
  const context = await t.app.auth.$context;
  const { user } = await context.internalAdapter.createOAuthUser(
    { email, name: 'Sam Social', emailVerified },
    { providerId: provider, accountId: `${provider}-${email}` },
  );
  const session = await context.internalAdapter.createSession(user.id);
  // Better Auth's signed cookie: the token, a dot, and its HMAC-SHA-256 under the secret in base64.
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return {
    email: user.email,
    password: '',
    userId: user.id,
    cookie: `${context.authCookies.sessionToken.name}=${session.token}.${signature}`,
  };
}
