// The frame of an account screen: its <title>, kept out of search engines (personal pages), one h1, an
// optional lead, and a narrow column that reads well from 360 px up.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell, Panel } from '../../../components/ui/page-shell.tsx';

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
    <PageShell documentTitle={t('pageTitle', { title })} heading={title} lead={lead} width={wide ? '4xl' : 'xl'}>
      {children}
    </PageShell>
  );
}

/** A white panel inside an account page. */
export function AccountPanel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Panel labelledBy={labelledBy} gap={5}>
      {children}
    </Panel>
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
