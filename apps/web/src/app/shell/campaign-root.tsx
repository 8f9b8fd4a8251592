// The campaign modals' React root (issue 19 item 3), mounted after hydration by app/after-hydration.ts so
// none of it weighs on the first page's JavaScript. It shares the app's query client (the session, the
// flags), follows the page's path (the Navigation API's entry changes, else a light poll: this root is
// outside the router) and language (<html lang>), and shows the notification centre's list to visitors
// (members see it above the page, with their account notices: app/shell/account-notices.tsx).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { CampaignI18n, pageLanguage } from '../../features/campaign-modals/campaign-i18n.tsx';
import { countPage } from '../../features/campaign-modals/campaign-storage.ts';
import { CampaignHost, type PageLocation } from '../../features/campaign-modals/components/campaign-host.tsx';

const POLL_MS = 500;

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

function usePageLocation(): PageLocation {
  const [location, setLocation] = useState<PageLocation>(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
    pages: countPage(),
  }));
  useEffect(() => {
    const check = () =>
      setLocation((current) =>
        current.pathname === window.location.pathname && current.search === window.location.search
          ? current
          : { pathname: window.location.pathname, search: window.location.search, pages: countPage() },
      );
    const navigation = (window as { navigation?: NavigationLike }).navigation;
    window.addEventListener('popstate', check);
    if (navigation) {
      navigation.addEventListener('currententrychange', check);
      return () => {
        window.removeEventListener('popstate', check);
        navigation.removeEventListener('currententrychange', check);
      };
    }
    const timer = setInterval(check, POLL_MS);
    return () => {
      window.removeEventListener('popstate', check);
      clearInterval(timer);
    };
  }, []);
  return location;
}

function usePageLanguage(): 'en' | 'fr' {
  const [language, setLanguage] = useState(pageLanguage);
  useEffect(() => {
    const observer = new MutationObserver(() => setLanguage(pageLanguage()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, []);
  return language;
}

function VisitorNotifications() {
  const { t } = useTranslation('campaigns');
  const session = useSession();
  if (session) return null;
  return (
    <NotificationList
      labels={{ region: t('notifications.region'), dismiss: t('notifications.dismiss') }}
      className="fixed inset-x-4 bottom-4 z-30 flex flex-col gap-3 sm:left-auto sm:w-96"
    />
  );
}

function CampaignRoot() {
  const location = usePageLocation();
  const language = usePageLanguage();
  return (
    <CampaignI18n language={language}>
      <CampaignHost location={location} language={language} />
      <VisitorNotifications />
    </CampaignI18n>
  );
}

export function mountCampaignRoot(queryClient: QueryClient): void {
  const container = document.createElement('div');
  container.id = 'spc-campaigns';
  document.body.append(container);
  createRoot(container).render(
    <QueryClientProvider client={queryClient}>
      <CampaignRoot />
    </QueryClientProvider>,
  );
}
