// Custom-token sign-in (spec §4 "Auto-login", "Extension handoff"): `?auto_login=yes&custom_token=…` on
// any page (except /redirect-to-partner), and the browser extension's `updateToken` window message.
// Either way an existing session is signed out first, then the one-time token signs in. Loaded when a
// URL is an auto-login one (auto-login-token.ts) or a token is handed over.
import type { QueryClient } from '@tanstack/react-query';
import {
  clearRedirectTarget,
  ensureSession,
  readRedirectTarget,
  refreshSession,
  signOut,
  type Session,
} from '../../lib/session.ts';
import { signInWithOneTimeToken } from '../../lib/auth-client.ts';
import { reportLogged } from '../../lib/report-error.ts';
import { readAutoLoginToken } from './auto-login-token.ts';

export { readAutoLoginToken };

/** Spec §4: carried from the auto-login URL to the remembered target. */
export const AUTO_LOGIN_CARRIED_PARAMS = ['offer_id', 'card_number', 'csv', 'proceed_next_step'] as const;

/**
 * Where an auto-login goes: the remembered target (or this page) with the query cleared, except the
 * carried parameters of spec §4.
 */
export function autoLoginDestination(url: URL, target: string | null): string {
  const destination = new URL(target ?? url.pathname, url.origin);
  for (const name of AUTO_LOGIN_CARRIED_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) destination.searchParams.set(name, value);
  }
  return `${destination.pathname}${destination.search}`;
}

/** Signs out any current session, then signs in with a one-time token and loads the new session. */
export async function signInWithToken(queryClient: QueryClient, token: string): Promise<Session | null> {
  const current = await ensureSession(queryClient);
  if (current) await signOut(queryClient);
  await signInWithOneTimeToken(token);
  return refreshSession(queryClient);
}

// The middleware and the hydrated page can both see the same URL: one sign-in per token.
const running = new Map<string, Promise<string>>();

/**
 * Runs the auto-login of `url` (see readAutoLoginToken) once, and answers where to go next. A failure
 * is logged only (spec §4) and leaves the visitor on the page, without the token.
 */
export function runAutoLogin(queryClient: QueryClient, url: URL): Promise<string> {
  const token = readAutoLoginToken(url);
  if (!token) return Promise.resolve(`${url.pathname}${url.search}`);
  const existing = running.get(token);
  if (existing) return existing;
  const run = (async () => {
    try {
      const session = await signInWithToken(queryClient, token);
      if (!session) throw new Error('No session after the custom-token sign-in');
      const target = readRedirectTarget();
      // An unregistered user is sent to sign-up first; the target waits for the end of it.
      if (session.registered) clearRedirectTarget();
      return autoLoginDestination(url, target);
    } catch (error) {
      console.warn('Auto-login failed', error);
      reportLogged('Auto-login failed', error);
      // The token is spent (or bad) either way: it leaves the address bar.
      return autoLoginDestination(url, null);
    }
  })();
  running.set(token, run);
  return run;
}
