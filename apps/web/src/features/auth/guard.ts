// The global guard as router middleware (spec §4 "Global guard", "Auto-login"). In the browser, before
// any page loader runs: an auto-login URL signs in first; an auth-required page waits for the session,
// then a logged-out visitor gets the login prompt (or sign-up, for the purchase pages) and a logged-in
// but unregistered user goes to sign-up. Other pages do not wait for the session: the in-page guard
// (hooks/use-auth-guard.ts) applies the same rules once it has loaded. The server renders public pages
// for visitors only, so all of this is skipped there.
import type { QueryClient } from '@tanstack/react-query';
import { isServer } from '@tanstack/react-query';
import { redirect, replace, type MiddlewareFunction } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { queryClientContext } from '../../lib/query-client.ts';
import {
  ensureSession,
  getSessionQueryOptions,
  isSessionUnreachable,
  setPurchaseNavigation,
  storeRedirectTarget,
  type Session,
} from '../../lib/session.ts';
import { readAutoLoginToken } from './auto-login-token.ts';
import { guardDecision, isAuthRequired } from './guard-rules.ts';
import { openLoginPrompt } from './login-prompt-store.ts';

// The page on screen, per app (its query client): where a refused navigation stays.
const committedLocations = new WeakMap<QueryClient, string>();

/** Called by the in-page guard whenever a page is shown. */
export function rememberCommittedLocation(queryClient: QueryClient, location: string): void {
  committedLocations.set(queryClient, location);
}

export function forgetCommittedLocation(queryClient: QueryClient): void {
  committedLocations.delete(queryClient);
}

/** Where a visitor refused an auth-required page stays: the page they were on, else home. */
function fallbackLocation(queryClient: QueryClient): string {
  const current = committedLocations.get(queryClient);
  return current && !isAuthRequired(new URL(current, 'http://app').pathname) ? current : paths.home();
}

/**
 * Applies the guard's decision for `url` and `session`: returns normally when the page may show,
 * throws React Router's redirect otherwise (opening the login prompt when that is the decision).
 */
function enforce(queryClient: QueryClient, url: URL, session: Session | null, authRequired?: boolean): void {
  const sessionUnreachable = session === null && isSessionUnreachable(queryClient);
  const decision = guardDecision(
    url.pathname,
    session,
    authRequired === undefined ? { sessionUnreachable } : { authRequired, sessionUnreachable },
  );
  if (decision.kind === 'allow') return;
  if (decision.kind === 'signup') {
    if (decision.purchase) setPurchaseNavigation();
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
    throw redirect(paths.signup());
  }
  storeRedirectTarget(`${url.pathname}${url.search}`);
  openLoginPrompt();
  // The refused navigation replaces itself with the page already on screen, under the prompt.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
  throw replace(fallbackLocation(queryClient));
}

/**
 * Route middleware for pages that need a signed-in, registered user: waits for the session, then
 * prompts, or sends to sign-up, as the global guard does. The spec's auth-required pages are already
 * covered by the root's guard; add this to any other route that needs it (`middleware: [requireAuth]`).
 */
export const requireAuth: MiddlewareFunction = async ({ request, context }, next) => {
  if (isServer) return next();
  const queryClient = context.get(queryClientContext);
  const url = new URL(request.url);
  enforce(queryClient, url, await ensureSession(queryClient), true);
  return next();
};

/** The root route's guard: runs on every navigation in the browser. */
export const authGuardMiddleware: MiddlewareFunction = async ({ request, context }, next) => {
  if (isServer) return next();
  const queryClient = context.get(queryClientContext);
  const url = new URL(request.url);

  if (readAutoLoginToken(url)) {
    const { runAutoLogin } = await import('./auto-login.ts');
    const destination = await runAutoLogin(queryClient, url);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
    throw replace(destination);
  }

  if (isAuthRequired(url.pathname)) {
    enforce(queryClient, url, await ensureSession(queryClient));
  } else {
    // Elsewhere the page does not wait: a session already known is applied now, else later in the page.
    const known = queryClient.getQueryData(getSessionQueryOptions().queryKey);
    if (known) enforce(queryClient, url, known);
  }
  return next();
};
