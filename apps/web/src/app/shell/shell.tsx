// The page frame around every route: skip link, mobile app banner, header, the membership reminders,
// main landmark, footer, and the navigation indicator.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { AppBanner } from '../../components/layout/app-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from '../../components/layout/navigation-progress.tsx';

// Only valid members get the membership banner and the expiring modal (spec §4), and a page never has a
// session before hydration (the server renders for visitors): both are lazy modules, loaded with the
// session, as the account notices are (root-layout.tsx).
const MembershipBanner = lazy(async () => ({ default: (await import('./membership-banner.tsx')).MembershipBanner }));
const ExpiringModal = lazy(async () => ({ default: (await import('./expiring-modal.tsx')).ExpiringModal }));

function MembershipReminders() {
  const session = useSession();
  if (!session?.registered) return null;
  return (
    <Suspense fallback={null}>
      <MembershipBanner />
      <ExpiringModal />
    </Suspense>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <AppBanner />
      <Header />
      <MembershipReminders />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
