// The staff console (issue 20 item 2): a lazy part of the web app at /admin, never in a public page's
// JavaScript. It loads its own catalogues, asks the API who is at the console (/api/staff/me) and shows
// the sections the role allows. Anyone who is not staff sees the site's 404 (the API answers them 403).
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useRoutes } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { staffMeQuery } from './api/staff-me.ts';
import { loadAdminCatalogues } from './i18n.ts';
import { ADMIN_SECTIONS, type AdminSection } from './sections.ts';

export interface AdminConsoleProps {
  /** What a visitor or member sees instead: the site's 404 page. */
  NotFound: ComponentType;
}

export default function AdminConsole({ NotFound }: AdminConsoleProps) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAdminCatalogues(i18n, i18n.language).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, i18n.language]);
  const me = useQuery(staffMeQuery());
  if (me.error instanceof ApiError && (me.error.code === 'STAFF_ONLY' || me.error.status === 401)) return <NotFound />;
  if (!ready || me.isPending) return <ConsoleLoading />;
  if (me.error) return <ConsoleError onRetry={() => void me.refetch()} />;
  return (
    <ConsoleLayout
      sections={ADMIN_SECTIONS.filter((section) => me.data.permissions.includes(section.permission))}
      email={me.data.email}
      role={me.data.role}
    />
  );
}

function ConsoleLoading() {
  return (
    <p className="p-8 text-slate-600" aria-busy="true">
      Loading…
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

function ConsoleLayout({
  sections,
  email,
  role,
}: {
  sections: AdminSection[];
  email: string;
  role: 'support' | 'editor' | 'admin';
}) {
  const { t } = useTranslation('admin');
  const pages = useMemo(() => sections.map((section) => ({ section, Page: lazy(section.load) })), [sections]);
  // useRoutes, not <Routes>: the data router already ships it, while <Routes> would add to the shared
  // react-router chunk every public page loads (bench:budget). Sections do the same.
  const page = useRoutes([
    { index: true, element: <Dashboard /> },
    ...pages.map(({ section, Page }) => ({ path: `${section.path}/*`, element: <Page /> })),
  ]);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a href="#console-main" className="sr-only focus:not-sr-only">
        {t('console.skipToContent')}
      </a>
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
        <p className="font-bold">{t('console.title')}</p>
        <p className="text-sm">{t('console.signedInAs', { email, role: t(`roles.${role}`) })}</p>
      </header>
      <div className="flex flex-1">
        <nav aria-label={t('console.nav')} className="w-52 shrink-0 border-e border-slate-200 p-3">
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to="/admin" end className="block rounded px-2 py-1 aria-[current=page]:bg-slate-100">
                {t('sections.dashboard')}
              </NavLink>
            </li>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`/admin/${section.path}`}
                  className="block rounded px-2 py-1 aria-[current=page]:bg-slate-100"
                >
                  {/* Section labels live in their own namespaces. */}
                  {t(section.labelKey as never, { ns: section.labelNamespace ?? 'admin' })}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="console-main" className="min-w-0 flex-1 p-4">
          <Suspense fallback={<ConsoleLoading />}>{page}</Suspense>
        </main>
      </div>
    </div>
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
