// The browser extension hand-off (spec §4 "Extension handoff", §3 "Stored cookies", §9): a window
// message `{ action: 'updateToken', token }` from this site's own origin signs in with that one-time
// token; the token is kept in the extension_token cookie for an hour.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setCookie } from '../../../lib/cookies.ts';
import { EXTENSION_TOKEN_COOKIE, EXTENSION_TOKEN_DAYS } from '../../../lib/session.ts';

/** The token of an `updateToken` message, else null. */
export function extensionToken(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  const { action, token } = data as { action?: unknown; token?: unknown };
  return action === 'updateToken' && typeof token === 'string' && token.trim() !== '' ? token.trim() : null;
}

export function useExtensionHandoff(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this site's pages (and the extension's script running in them) may hand a token over.
      if (event.origin !== window.location.origin) return;
      const token = extensionToken(event.data);
      if (!token) return;
      setCookie(EXTENSION_TOKEN_COOKIE, token, { days: EXTENSION_TOKEN_DAYS });
      import('../auto-login.ts')
        .then(({ signInWithToken }) => signInWithToken(queryClient, token))
        .catch((error: unknown) => {
          console.warn('Extension sign-in failed', error);
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}
