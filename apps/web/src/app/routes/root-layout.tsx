// Layout route: the shell around every page, scroll reset on navigation (spec §2: "Scroll resets to
// the top unless restoring"), and the app-wide sign-in work: the in-page guard, auto-login and the
// extension hand-off (AuthEffects), the login prompt and the rate-limited modal (AuthModals).
import { Outlet, ScrollRestoration } from 'react-router';
import { AccountNotices } from '../../components/layout/account-notices.tsx';
import { Shell } from '../../components/layout/shell.tsx';
import { AuthEffects } from '../../features/auth/components/auth-effects.tsx';
import { AuthModals } from '../../features/auth/components/auth-modals.tsx';

export function RootLayout() {
  return (
    <Shell>
      <AccountNotices />
      <Outlet />
      <ScrollRestoration />
      <AuthEffects />
      <AuthModals />
    </Shell>
  );
}

/** Shown on the very first load while the route loaders run. */
export function AppLoading() {
  return <div className="min-h-dvh bg-slate-50" aria-busy="true" />;
}
