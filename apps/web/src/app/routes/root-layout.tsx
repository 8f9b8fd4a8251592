// Layout route: the shell around every page, scroll reset on navigation (spec §2: "Scroll resets to
// the top unless restoring"), and the app-wide sign-in work: the in-page guard, auto-login and the
// extension hand-off (AuthEffects), the login prompt and the rate-limited modal (AuthModals).
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, type LoaderFunctionArgs } from 'react-router';
import { Shell } from '../shell/shell.tsx';
import { AuthEffects } from '../../features/auth/components/auth-effects.tsx';
import { AuthModals } from '../../features/auth/components/auth-modals.tsx';
import { getCategoriesQueryOptions } from '../../features/deals/api/get-categories.ts';
import { getWebsiteMenuQueryOptions } from '../../features/menu/api/get-website-menu.ts';
// Issue 6: a `?referral=` code stored and, after sign-up, redeemed once (features/referrals).
import { ReferralEffects } from '../../features/referrals/components/referral-effects.tsx';
import { queryClientContext } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The shell's own data, the header's categories and the footer's menu: fetched on the server, so the
 * rendered page carries them and the browser neither asks for them again after hydrating nor loads the
 * response schemas (zod) for them on the first page, then re-renders the footer. In the browser the
 * header and footer ask for them themselves (a failed call is left to them too).
 */
export async function shellLoader({ context }: LoaderFunctionArgs): Promise<null> {
  if (import.meta.env.SSR) {
    const queryClient = context.get(queryClientContext);
    await Promise.all([
      queryClient.prefetchQuery(getCategoriesQueryOptions()),
      queryClient.prefetchQuery(getWebsiteMenuQueryOptions()),
    ]);
  }
  return null;
}

// Focus and announcement after a client-side navigation: nothing to do on the first load, so the module
// comes after hydration, with the first navigation at the latest (it stays out of the home page's JS).
const RouteFocus = lazy(async () => ({ default: (await import('../shell/route-focus.tsx')).RouteFocus }));

// Only members see account notices, and a page never has a session before hydration (the server renders
// for visitors): the notices and the account rules behind them are a lazy module, loaded with the session.
const AccountNotices = lazy(async () => ({
  default: (await import('../shell/account-notices.tsx')).AccountNotices,
}));

function MemberNotices() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <AccountNotices />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <Shell>
      <MemberNotices />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <RouteFocus />
      </Suspense>
      <AuthEffects />
      <AuthModals />
      <ReferralEffects />
    </Shell>
  );
}

/** Shown on the very first load while the route loaders run. */
export function AppLoading() {
  return <div className="min-h-dvh bg-slate-50" aria-busy="true" />;
}
