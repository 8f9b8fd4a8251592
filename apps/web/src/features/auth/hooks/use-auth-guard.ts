// The global guard inside the page (spec §4 "Global guard"): once the session has loaded, and whenever
// it or the page changes, the rules of guard-rules.ts apply — for pages the middleware let through
// without waiting (a server-rendered first page, a session that ended while reading). It also tells the
// middleware which page is on screen, and forgets a remembered target once the member has reached it.
import { isServer, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import {
  clearRedirectTarget,
  getSessionQueryOptions,
  readRedirectTarget,
  setPurchaseNavigation,
  storeRedirectTarget,
  useSession,
  useSessionStatus,
} from '../../../lib/session.ts';
import { readAutoLoginToken } from '../auto-login-token.ts';
import { forgetCommittedLocation, rememberCommittedLocation } from '../guard.ts';
import { guardDecision } from '../guard-rules.ts';
import { openLoginPrompt } from '../login-prompt-store.ts';

export function useAuthGuard(): void {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const navigating = useNavigation().state !== 'idle';
  const session = useSession();
  const status = useSessionStatus();
  // The session could not be loaded at all (offline): not the same as signed out.
  const { isError: sessionFailed } = useQuery({ ...getSessionQueryOptions(), enabled: !isServer });
  const sessionUnreachable = session === null && sessionFailed;
  const here = `${location.pathname}${location.search}`;
  const signedIn = session !== null;
  const registered = session?.registered ?? false;

  // At commit, not after paint: a navigation started as soon as the page shows must already see it.
  useLayoutEffect(() => {
    rememberCommittedLocation(queryClient, here);
  }, [queryClient, here]);
  useEffect(() => () => forgetCommittedLocation(queryClient), [queryClient]);

  useEffect(() => {
    // Wait for the session, and for a navigation under way (signing out on the way home, say) to land.
    if (status !== 'ready' || navigating) return;
    // An auto-login URL signs in first (use-auto-login.ts); the rules apply to where it lands.
    if (readAutoLoginToken(new URL(here, window.location.origin))) return;
    const decision = guardDecision(location.pathname, signedIn ? { registered } : null, { sessionUnreachable });
    if (decision.kind === 'signup') {
      if (decision.purchase) setPurchaseNavigation();
      void navigate(paths.signup(), { replace: true });
    } else if (decision.kind === 'prompt') {
      storeRedirectTarget(here);
      openLoginPrompt();
      void navigate(paths.home(), { replace: true });
    } else if (registered && readRedirectTarget() === here) {
      clearRedirectTarget();
    }
  }, [status, navigating, signedIn, registered, sessionUnreachable, here, location.pathname, navigate]);
}
