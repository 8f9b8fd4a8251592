// Layout route: the shell around every page, and scroll reset on navigation (spec §2: "Scroll resets
// to the top unless restoring").
import { Outlet, ScrollRestoration } from 'react-router';
import { Shell } from '../../components/layout/shell.tsx';

export function RootLayout() {
  return (
    <Shell>
      <Outlet />
      <ScrollRestoration />
    </Shell>
  );
}

/** Shown on the very first load while the route loaders run. */
export function AppLoading() {
  return <div className="min-h-dvh bg-slate-50" aria-busy="true" />;
}
