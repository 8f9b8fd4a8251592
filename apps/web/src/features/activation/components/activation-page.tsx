// The frame of an activation screen: its <title>, kept out of search engines (personal pages) unless
// public, one h1 (focusable, so a step change can move the focus to it), an optional lead, and a column
// that reads well from 360 px up; plus the panel and loading state the activation pages share.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell, Panel } from '../../../components/ui/page-shell.tsx';

interface ActivationPageProps {
  title: string;
  lead?: ReactNode;
  /** The QR landing may be indexed; the rest is personal. */
  indexable?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

export function ActivationPage({ title, lead, indexable = false, headingRef, children }: ActivationPageProps) {
  const { t } = useTranslation('activation');
  return (
    <PageShell
      documentTitle={t('pageTitle', { title })}
      heading={title}
      lead={lead}
      indexable={indexable}
      focusableHeading
      headingRef={headingRef}
    >
      {children}
    </PageShell>
  );
}

/** A white panel; named by its heading when it has one. */
export function ActivationPanel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return <Panel labelledBy={labelledBy}>{children}</Panel>;
}

/** Shown while the session or the page's data loads. */
export function ActivationLoading({ label }: { label?: string }) {
  const { t } = useTranslation('activation');
  return (
    <p role="status" aria-live="polite" className="py-10 text-center text-slate-600">
      {label ?? t('loading')}
    </p>
  );
}

/** A message in a coloured box: an error (alert) or information (status). */
export function ActivationNotice({
  tone,
  children,
}: {
  tone: 'error' | 'warning' | 'info' | 'success';
  children: ReactNode;
}) {
  const tones = {
    error: 'border-red-300 bg-red-50 text-red-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
    info: 'border-sky-300 bg-sky-50 text-sky-900',
    success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  } as const;
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`flex flex-col items-start gap-3 rounded-xl border p-4 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
