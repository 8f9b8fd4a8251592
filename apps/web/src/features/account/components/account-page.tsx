// The frame of an account screen: its <title>, kept out of search engines (personal pages), one h1, an
// optional lead, and a narrow column that reads well from 360 px up.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AccountPageProps {
  title: string;
  lead?: ReactNode;
  /** Wider column for pages with several panels (profile, memberships). */
  wide?: boolean;
  children: ReactNode;
}

export function AccountPage({ title, lead, wide = false, children }: AccountPageProps) {
  const { t } = useTranslation('account');
  return (
    <section className={`mx-auto flex w-full flex-col gap-6 ${wide ? 'max-w-4xl' : 'max-w-xl'}`}>
      <title>{t('pageTitle', { title })}</title>
      <meta name="robots" content="noindex" />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {lead ? <div className="text-slate-700">{lead}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A white panel inside an account page. */
export function AccountPanel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <div
      {...(labelledBy ? { role: 'region', 'aria-labelledby': labelledBy } : {})}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {children}
    </div>
  );
}

/** Shown while the session or the page's data loads. */
export function AccountLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="py-16 text-center text-slate-600">
      {t('loading')}
    </p>
  );
}
