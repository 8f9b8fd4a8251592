// The global guard's rules (spec §2 "Member, account and auth", §4 "Global guard"), as pure functions
// of a path and the session: which pages need a signed-in user, where a logged-out visitor or a
// logged-in but unregistered user goes instead. The middleware and the in-page guard both ask here.
import type { Session } from '../../lib/session.ts';

/** Spec §2 "Auth required", plus /billing ("/billing requires auth"). */
const AUTH_REQUIRED = [
  /^\/favourites$/,
  /^\/favourites\/list\/[^/]+$/,
  /^\/profile$/,
  /^\/profile\/edit$/,
  /^\/membership-screen$/,
  /^\/purchase$/,
  /^\/purchase\/summary$/,
  /^\/purchase\/completion$/,
  /^\/billing$/,
];

/** The purchase pages: a logged-out visitor goes to sign-up with the purchase-navigation flag. */
const PURCHASE = /^\/purchase(?:\/summary|\/completion)?$/;

/**
 * Where a logged-in but unregistered user may stay: the sign-up steps and sign-in pages, the e-mail
 * action and verification pages, /logout, and the terms and privacy pages the sign-up form links to.
 */
const REGISTRATION_EXEMPT = [
  /^\/signup(?:\/.*)?$/,
  /^\/register$/,
  /^\/login$/,
  /^\/logout$/,
  /^\/__\/auth\/action$/,
  // The activation's own rule sends an unregistered user to sign-up with the card kept (spec §4).
  /^\/activate(?:\/account)?$/,
  /^\/qrlanding$/,
  /^\/emailverification$/,
  /^\/terms$/,
  /^\/privacy$/,
];

/**
 * Auth-required pages that still open when the session cannot be asked for (no network): they show only
 * what this device kept for its member, which sign-out removes (the digital card, issue 6).
 */
const OFFLINE_CAPABLE = [/^\/membership-screen$/];

/** `/profile/` and `/profile` are the same page. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isAuthRequired(pathname: string): boolean {
  const path = normalise(pathname);
  return AUTH_REQUIRED.some((pattern) => pattern.test(path));
}

export function isOfflineCapable(pathname: string): boolean {
  const path = normalise(pathname);
  return OFFLINE_CAPABLE.some((pattern) => pattern.test(path));
}

export function isPurchasePath(pathname: string): boolean {
  return PURCHASE.test(normalise(pathname));
}

export function isRegistrationExempt(pathname: string): boolean {
  const path = normalise(pathname);
  return REGISTRATION_EXEMPT.some((pattern) => pattern.test(path));
}

export type GuardDecision =
  /** Stay. */
  | { kind: 'allow' }
  /** Logged out on an auth-required page: remember it and open the login prompt. */
  | { kind: 'prompt' }
  /** To /signup; `purchase` sets the purchase-navigation flag first. */
  | { kind: 'signup'; purchase: boolean };

/**
 * Spec §4 "Global guard", for a known session (the guard waits for loading to finish first).
 * `authRequired` defaults to the spec's list; a route that asks for a user itself passes true.
 */
export function guardDecision(
  pathname: string,
  session: Pick<Session, 'registered'> | null,
  {
    authRequired = isAuthRequired(pathname),
    sessionUnreachable = false,
  }: { authRequired?: boolean; sessionUnreachable?: boolean } = {},
): GuardDecision {
  if (!session) {
    if (!authRequired) return { kind: 'allow' };
    // No network, so no way to know who this is: the offline pages show what the device kept.
    if (sessionUnreachable && isOfflineCapable(pathname)) return { kind: 'allow' };
    return isPurchasePath(pathname) ? { kind: 'signup', purchase: true } : { kind: 'prompt' };
  }
  if (!session.registered && !isRegistrationExempt(pathname)) return { kind: 'signup', purchase: false };
  return { kind: 'allow' };
}
