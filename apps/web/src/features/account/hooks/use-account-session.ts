// The session as the account screens read it: the member (or null) and whether it is still being
// loaded, so a guard never decides on a session that has not arrived yet (spec §4 "Global guard":
// the guard waits for loading to finish); and the session's reload and sign-out, bound to this app's
// query client.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refreshSession, signOut, useSession, useSessionStatus } from '../../../lib/session.ts';

export function useAccountSession() {
  const session = useSession();
  const status = useSessionStatus();
  return { session, loading: status === 'loading' };
}

export function useSessionCommands() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      refreshSession: () => refreshSession(queryClient),
      signOut: () => signOut(queryClient),
    }),
    [queryClient],
  );
}
