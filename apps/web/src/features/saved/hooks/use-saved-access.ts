// Who may save (spec §6: members save lists and favourites; docs/api-member-offers.md: signed in and
// registered). A visitor who tries gets the login prompt, with this page remembered for after signing
// in (the guard's way, lib/session.ts); a signed-in user who has not registered yet goes to sign-up
// (spec §4 "Global guard"). The prompt belongs to the sign-in feature: the route module passes it.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ensureSession, getSessionQueryOptions, storeRedirectTarget, useSession } from '../../../lib/session.ts';

export interface SavedAccess {
  /** The registered member's id; null for visitors, unregistered users and while the session loads. */
  uid: string | null;
  /** The member's id, or null after sending the user to sign in or sign up. Waits for a loading session. */
  ensureMember: () => Promise<string | null>;
}

export function useSavedAccess(onSignInRequired: () => void): SavedAccess {
  const queryClient = useQueryClient();
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const uid = session?.registered ? session.user.uid : null;

  const ensureMember = async () => {
    // Whether the session is known is read when asked, not subscribed to: the pages with offer cards
    // (their grid) would otherwise render again when a visitor's session arrives (decision 043).
    const state = queryClient.getQueryState(getSessionQueryOptions().queryKey);
    const current = state && state.status !== 'pending' ? session : await ensureSession(queryClient);
    if (current?.registered) return current.user.uid;
    if (current) {
      void navigate(paths.signup());
    } else {
      storeRedirectTarget(`${pathname}${search}`);
      onSignInRequired();
    }
    return null;
  };
  return { uid, ensureMember };
}
