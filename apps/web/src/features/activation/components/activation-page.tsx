// The frame of an activation screen: its <title>, kept out of search engines (personal pages) unless
// public, one h1 (focusable, so a step change can move the focus to it), an optional lead, and a column
// that reads well from 360 px up; plus the panel and loading state the activation pages share.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

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
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{t('pageTitle', { title })}</title>
      {indexable ? null : <meta name="robots" content="noindex" />}
      <header className="flex flex-col gap-2">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {lead ? <div className="text-slate-700">{lead}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A white panel; named by its heading when it has one. */
export function ActivationPanel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <div
      {...(labelledBy ? { role: 'region', 'aria-labelledby': labelledBy } : {})}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {children}
    </div>
  );
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
