// Spec §4 "Global guard": logged-in users who did not sign in with Google, Facebook or Apple are
// checked with /isAllowedLogin as they move around, and signed out when no longer allowed (their
// account got locked). At most one check a minute; a check that fails changes nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLoginAllowed } from '../../../lib/auth-client.ts';
import { signOut, useSession } from '../../../lib/session.ts';

export function useAllowedLoginCheck(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const session = useSession();
  const uid = session?.user.uid;
  const email = session?.user.email;
  const social = session?.isSocial ?? true;

  useEffect(() => {
    if (!uid || !email || social) return;
    let current = true;
    queryClient
      .fetchQuery({
        queryKey: ['allowed-login', uid],
        queryFn: () => isLoginAllowed(email),
        staleTime: 60_000,
        retry: false,
      })
      .then((allowance) => {
        if (current && !allowance.allowed) void signOut(queryClient);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [queryClient, pathname, uid, email, social]);
}
