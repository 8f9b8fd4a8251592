// The page frame around every route: skip link, mobile app banner, header, main landmark, footer, and
// the navigation indicator. The membership reminders (banner and expiring modal) are notices of the
// notification centre, posted with the account notices (account-notices.tsx, a lazy module).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBannerGate } from '../../components/layout/app-banner-gate.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from '../../components/layout/navigation-progress.tsx';

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
      <AppBannerGate />
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
