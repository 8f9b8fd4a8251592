// The staff console (issue 20 item 2): a lazy part of the web app at /admin, never in a public page's
// JavaScript, outside the public layout (app/admin-routes.tsx). It loads its own catalogues, asks the
// API who is at the console (/api/staff/me) and shows the sections the role allows. Anyone who is not
// staff sees the site's 404 (the route's loader; the API answers them 403). A staff member without
// two-step sign-in sets it up first; an idle session ends at 30 minutes, with a warning before.
// Keyboard and screen readers: a skip link, labelled landmarks, the current section marked, and the
// focus moved to each page's h1 after a navigation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate, useRoutes } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { storeLanguage } from '../../lib/storage.ts';
import { staffSignOut } from './api/staff-auth.ts';
import { staffMeQuery } from './api/staff-me.ts';
import { loadAdminCatalogues } from './i18n.ts';
import { ADMIN_SECTIONS, type AdminSection } from './sections.ts';
import { IdleWarning } from './shell/idle-warning.tsx';

// The set-up screen (and the QR code library it loads) only for those who need it.
const TwoFactorSetup = lazy(async () => ({ default: (await import('./shell/two-factor-setup.tsx')).TwoFactorSetup }));

export interface AdminConsoleProps {
  /** What a visitor or member sees instead: the site's 404 page. */
  NotFound: ComponentType;
}

/** Where the console sends a staff member whose session ended, with the reason the sign-in page shows. */
export const signInPath = (reason: 'idle' | 'signed-out' | 'again') => `/admin/sign-in?reason=${reason}`;

export default function AdminConsole({ NotFound }: AdminConsoleProps) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void loadAdminCatalogues(i18n, i18n.language).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, i18n.language]);
  const me = useQuery(staffMeQuery());
  const refusal = me.error instanceof ApiError ? me.error : null;
  useEffect(() => {
    if (refusal?.status === 401) void navigate(signInPath(refusal.code === 'STAFF_SESSION_IDLE' ? 'idle' : 'again'));
  }, [refusal, navigate]);
  if (refusal?.code === 'STAFF_ONLY') return <NotFound />;
  if (!ready || me.isPending || refusal?.status === 401) return <ConsoleLoading />;
  if (me.error) return <ConsoleError onRetry={() => void me.refetch()} />;
  return (
    <ConsoleLayout
      sections={ADMIN_SECTIONS.filter((section) => me.data.permissions.includes(section.permission))}
      email={me.data.email}
      role={me.data.role}
      twoFactorEnabled={me.data.two_factor_enabled}
      idleExpiresAt={me.data.idle_expires_at}
    />
  );
}

function ConsoleLoading() {
  const { t, i18n } = useTranslation('admin');
  // Before the console's catalogues have arrived there is no sentence to say yet.
  const text = i18n.exists('console.loading', { ns: 'admin' }) ? t('console.loading') : '…';
  return (
    <p className="p-8 text-slate-600" aria-busy="true">
      {text}
    </p>
  );
}

function ConsoleError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="p-8">
      <p>{t('console.loadFailed')}</p>
      <button type="button" className="mt-3 rounded border px-3 py-1" onClick={onRetry}>
        {t('console.retry')}
      </button>
    </div>
  );
}

/** One lazy component per section for the console's life: a new one each render would suspend forever. */
const sectionPages = new Map<string, ComponentType>();
function pageOf(section: AdminSection): ComponentType {
  let page = sectionPages.get(section.path);
  if (!page) {
    page = lazy(section.load);
    sectionPages.set(section.path, page);
  }
  return page;
}

/** After a navigation inside the console, the new page's h1 takes the focus (not on the first load). */
function useFocusHeadingOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The page may still be loading (a lazy section): try for a moment.
    let tries = 0;
    const timer = window.setInterval(() => {
      const heading = main.current?.querySelector('h1');
      tries += 1;
      if (heading instanceof HTMLElement) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        window.clearInterval(timer);
      } else if (tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [location.pathname, main]);
}

function ConsoleLayout({
  sections,
  email,
  role,
  twoFactorEnabled,
  idleExpiresAt,
}: {
  sections: AdminSection[];
  email: string;
  role: 'support' | 'editor' | 'admin';
  twoFactorEnabled: boolean;
  idleExpiresAt: number;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  const pages = useMemo(() => sections.map((section) => ({ section, Page: pageOf(section) })), [sections]);

  // Every page change asks /me again: a staff request, so the session (and the idle clock) stays current.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['staff', 'me'] });
  }, [location.pathname, queryClient]);

  const signOut = useCallback(
    async (reason: 'idle' | 'signed-out') => {
      await staffSignOut();
      queryClient.removeQueries({ queryKey: ['staff'] });
      await navigate(signInPath(reason), { replace: true });
    },
    [navigate, queryClient],
  );

  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <meta name="robots" content="noindex, nofollow" />
      <title>{t('console.title')}</title>
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('console.skipToContent')}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <p className="font-bold">{t('console.title')}</p>
        <div className="flex flex-wrap items-center gap-3 text-sm" aria-label={t('console.account')} role="group">
          <span>{t('console.signedInAs', { email, role: t(`roles.${role}`) })}</span>
          <LanguageSwitch />
          <button
            type="button"
            className="rounded border border-slate-300 px-3 py-1 font-medium hover:bg-slate-50"
            onClick={() => void signOut('signed-out')}
          >
            {t('console.signOut')}
          </button>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        {twoFactorEnabled ? (
          <nav
            aria-label={t('console.nav')}
            className="shrink-0 border-b border-slate-200 p-3 lg:w-56 lg:border-b-0 lg:border-e"
          >
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              <li>
                <NavLink to="/admin" end className="block rounded px-2 py-1 aria-[current=page]:bg-slate-100">
                  {t('sections.dashboard')}
                </NavLink>
              </li>
              {sections.map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={`/admin/${section.path}`}
                    className="block rounded px-2 py-1 aria-[current=page]:bg-slate-100 aria-[current=page]:font-semibold"
                  >
                    {/* Section labels live in their own namespaces. */}
                    {t(section.labelKey as never, { ns: section.labelNamespace ?? 'admin' })}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="console-main" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none">
          <Suspense fallback={<ConsoleLoading />}>
            {twoFactorEnabled ? <ConsolePages pages={pages} /> : <TwoFactorSetup />}
          </Suspense>
        </main>
      </div>
      <IdleWarning
        key={idleExpiresAt}
        expiresAt={idleExpiresAt}
        onStay={() => void queryClient.invalidateQueries({ queryKey: ['staff', 'me'] })}
        onSignOut={(reason) => void signOut(reason)}
      />
    </div>
  );
}

/** The console's pages: the dashboard, then each section under its path (route objects: no <Routes>). */
function ConsolePages({ pages }: { pages: { section: AdminSection; Page: ComponentType }[] }) {
  return useRoutes([
    { index: true, element: <Dashboard /> },
    ...pages.map(({ section, Page }) => ({ path: `${section.path}/*`, element: <Page /> })),
  ]);
}

/** English or French for the console (kept for the next visit, like the public site's choice). */
function LanguageSwitch() {
  const { t, i18n } = useTranslation('admin');
  const other = i18n.language === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      lang={other}
      className="rounded border border-slate-300 px-3 py-1 font-medium hover:bg-slate-50"
      onClick={() => {
        storeLanguage(other);
        document.documentElement.lang = other;
        void loadAdminCatalogues(i18n, other).then(() => i18n.changeLanguage(other));
      }}
    >
      {t('console.otherLanguage')}
    </button>
  );
}

function Dashboard() {
  const { t } = useTranslation('admin');
  return (
    <section>
      <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
      <p className="mt-2 text-slate-700">{t('dashboard.intro')}</p>
    </section>
  );
}
