// Sign-in work that follows the reader from page to page, mounted once in the root layout: the in-page
// guard, auto-login on a server-rendered first page, the extension hand-off and the allowed-login check
// (the profile's language comes with the session: profile-language.tsx). Renders nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bindSessionClient } from '../../../lib/session.ts';
import { useAllowedLoginCheck } from '../hooks/use-allowed-login-check.ts';
import { useAuthGuard } from '../hooks/use-auth-guard.ts';
import { useAutoLogin } from '../hooks/use-auto-login.ts';
import { useExtensionHandoff } from '../hooks/use-extension-handoff.ts';

export function AuthEffects() {
  const queryClient = useQueryClient();
  useEffect(() => bindSessionClient(queryClient), [queryClient]);
  useAutoLogin();
  useAuthGuard();
  useExtensionHandoff();
  useAllowedLoginCheck();
  return null;
}
