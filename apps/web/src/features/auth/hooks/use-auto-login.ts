// Auto-login on a page the server rendered (spec §4 "Auto-login"): the router's middleware does it on
// every navigation in the browser, but a hydrated first page was not navigated to in the browser.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readAutoLoginToken } from '../auto-login-token.ts';

export function useAutoLogin(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const url = new URL(`${pathname}${search}`, window.location.origin);
    if (!readAutoLoginToken(url)) return;
    let current = true;
    // runAutoLogin runs once per token, so a repeated effect only waits for the same sign-in.
    void import('../auto-login.ts')
      .then(({ runAutoLogin }) => runAutoLogin(queryClient, url))
      .then((destination) => {
        if (current) void navigate(destination, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [queryClient, navigate, pathname, search]);
}
