// E-mail action links (spec §4 "Email-action link", §5 link error), the session user, the limits and
// the error catalogue of docs/api-accounts.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_API_KEY,
  AUTH_ERROR_MESSAGES,
  AUTH_ERRORS,
  buildEmailActionUrl,
  EMAIL_ACTION_MODES,
  INVALID_VERIFICATION_LINK,
  isSocialProvider,
  LOGIN_LOCK,
  loginProviderOf,
  parseEmailActionQuery,
  RATE_LIMITED_MESSAGE,
  RESEND_LIMIT,
  safeContinuePath,
  sessionUserSchema,
  SOCIAL_PROVIDERS,
} from './auth.ts';

const invalid = { ok: false, error: 'Invalid Email Verification Link' };

describe('e-mail action links', () => {
  it('builds a link that parses back to the same action', () => {
    const oobCode = fc.string({ minLength: 1, maxLength: 80 });
    const continueUrl = fc.option(
      fc.constantFrom('/signup/additional-questions', 'https://spc.example/deals?x=1&y=é', '/a b/c#frag'),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...EMAIL_ACTION_MODES),
        oobCode,
        continueUrl,
        fc.option(fc.constantFrom('en' as const, 'fr' as const), { nil: undefined }),
        (mode, code, cont, lang) => {
          const url = new URL(
            buildEmailActionUrl('https://spc.example', { mode, oobCode: code, continueUrl: cont, lang }),
          );
          expect(url.origin + url.pathname).toBe('https://spc.example/__/auth/action');
          expect(url.searchParams.get('apiKey')).toBe(APP_API_KEY);
          expect(parseEmailActionQuery(url.search)).toEqual({
            ok: true,
            action: { mode, oobCode: code, apiKey: APP_API_KEY, continueUrl: cont, lang },
          });
        },
      ),
    );
  });

  it('keeps a public URL’s path prefix and copes with a trailing slash', () => {
    expect(buildEmailActionUrl('http://127.0.0.1:3000/', { mode: 'verifyEmail', oobCode: 'abc' })).toBe(
      `http://127.0.0.1:3000/__/auth/action?mode=verifyEmail&oobCode=abc&apiKey=${APP_API_KEY}`,
    );
    expect(buildEmailActionUrl('https://x.example/app', { mode: 'resetPassword', oobCode: 'a&b=c' })).toBe(
      `https://x.example/app/__/auth/action?mode=resetPassword&oobCode=a%26b%3Dc&apiKey=${APP_API_KEY}`,
    );
  });

  it("answers 'Invalid Email Verification Link' without mode, oobCode or the right apiKey", () => {
    expect(INVALID_VERIFICATION_LINK).toBe('Invalid Email Verification Link');
    const good = { mode: 'verifyEmail', oobCode: 'code', apiKey: APP_API_KEY };
    expect(parseEmailActionQuery(good).ok).toBe(true);
    expect(parseEmailActionQuery({ ...good, mode: undefined })).toEqual(invalid);
    expect(parseEmailActionQuery({ ...good, mode: 'recoverEmail' })).toEqual(invalid);
    expect(parseEmailActionQuery({ ...good, oobCode: undefined })).toEqual(invalid);
    expect(parseEmailActionQuery({ ...good, oobCode: '' })).toEqual(invalid);
    expect(parseEmailActionQuery({ ...good, apiKey: undefined })).toEqual(invalid);
    expect(parseEmailActionQuery({ ...good, apiKey: 'someone-else' })).toEqual(invalid);
    expect(parseEmailActionQuery('')).toEqual(invalid);
    expect(parseEmailActionQuery(new URLSearchParams({ ...good, oobCode: 'x'.repeat(513) }))).toEqual(invalid);
  });

  it('drops a continue URL that is not one instead of refusing the link', () => {
    const base = { mode: 'verifyEmail', oobCode: 'c', apiKey: APP_API_KEY };
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,hi', 'nope']) {
      const parsed = parseEmailActionQuery({ ...base, continueUrl: bad });
      expect(parsed).toEqual({ ok: true, action: { ...base, continueUrl: undefined, lang: undefined } });
    }
    expect(parseEmailActionQuery({ ...base, lang: 'de' })).toMatchObject({ ok: true, action: { lang: undefined } });
  });

  it('follows a continue URL only into the app', () => {
    const app = 'https://spc.example';
    expect(safeContinuePath('/signup?step=2#top', app)).toBe('/signup?step=2#top');
    expect(safeContinuePath('https://spc.example/deals?x=1', app)).toBe('/deals?x=1');
    expect(safeContinuePath('https://evil.example/deals', app)).toBeNull();
    expect(safeContinuePath('//evil.example/deals', app)).toBeNull();
    expect(safeContinuePath('http://spc.example/deals', app)).toBeNull();
    expect(safeContinuePath(undefined, app)).toBeNull();
    // Any URL: followed (as its path) exactly when it is on the app's origin.
    const ours = fc.webUrl({ withQueryParameters: true, withFragments: true }).map((url) => {
      const { pathname, search, hash } = new URL(url);
      return `${app}${pathname}${search}${hash}`;
    });
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), ours), (url) => {
        const parsed = new URL(url);
        const path = safeContinuePath(url, app);
        expect(path).toBe(parsed.origin === app ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null);
      }),
      { numRuns: 100 },
    );
  });
});

describe('session user and providers', () => {
  it('has the spec’s fields', () => {
    const user = {
      uid: 'u1',
      displayName: null,
      email: 'a@b.ca',
      emailVerified: false,
      providerId: 'google',
      providerList: ['email', 'google'],
    };
    expect(sessionUserSchema.parse(user)).toEqual(user);
    expect(sessionUserSchema.safeParse({ ...user, providerId: 'twitter' }).success).toBe(false);
    expect(sessionUserSchema.safeParse({ ...user, uid: undefined }).success).toBe(false);
  });

  it('names Better Auth’s credential account "email" and knows the social providers', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'facebook', 'apple']);
    expect(loginProviderOf('credential')).toBe('email');
    expect(loginProviderOf('apple')).toBe('apple');
    expect(loginProviderOf('github')).toBeUndefined();
    expect(isSocialProvider('facebook')).toBe(true);
    expect(isSocialProvider('email')).toBe(false);
  });
});

describe('limits and errors', () => {
  it('locks after 5 failures for 15 minutes; resends 5 an hour, 60 s apart', () => {
    expect(LOGIN_LOCK).toEqual({ maxAttempts: 5, lockMinutes: 15 });
    expect(RESEND_LIMIT).toEqual({ max: 5, windowMinutes: 60, minSecondsBetween: 60 });
  });

  it('uses the spec’s rate-limit text verbatim and a status and message for every code', () => {
    expect(RATE_LIMITED_MESSAGE).toBe('Too many requests at the moment. Please try again later');
    expect(AUTH_ERROR_MESSAGES.RATE_LIMITED).toBe(RATE_LIMITED_MESSAGE);
    expect(AUTH_ERRORS).toMatchObject({
      ACCOUNT_LOCKED: 423,
      INVALID_EMAIL_OR_PASSWORD: 401,
      RATE_LIMITED: 429,
      UNAUTHENTICATED: 401,
      FORBIDDEN_ORIGIN: 403,
      ALREADY_REGISTERED: 409,
      AGE_RESTRICTED: 422,
      INVALID_PASSWORD: 401,
      EMAIL_TAKEN: 409,
    });
    expect(Object.keys(AUTH_ERROR_MESSAGES).sort()).toEqual(Object.keys(AUTH_ERRORS).sort());
  });
});
