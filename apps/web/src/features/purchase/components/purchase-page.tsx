// The frame of a purchase screen: its <title>, kept out of search engines (personal pages), one h1, an
// optional lead, and a column that reads well from 360 px up; plus the panels, loading and error states
// the purchase pages share.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell, Panel } from '../../../components/ui/page-shell.tsx';

interface PurchasePageProps {
  title: string;
  lead?: ReactNode;
  /** Public pages (the in-store guide) may be indexed. */
  indexable?: boolean;
  /** A step shown in place (the guest purchase's confirmation) moves the focus to its heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

export function PurchasePage({ title, lead, indexable = false, headingRef, children }: PurchasePageProps) {
  const { t } = useTranslation('purchase');
  return (
    <PageShell
      documentTitle={t('pageTitle', { title })}
      heading={title}
      lead={lead}
      indexable={indexable}
      focusableHeading={headingRef !== undefined}
      headingRef={headingRef}
    >
      {children}
    </PageShell>
  );
}

/** A white panel; named by its heading when it has one. */
export function PurchasePanel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return <Panel labelledBy={labelledBy}>{children}</Panel>;
}

/** Shown while the session or the page's data loads. */
export function PurchaseLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="py-10 text-center text-slate-600">
      {label ?? t('loading')}
    </p>
  );
}

/** A failed load, with a way to try again. */
export function PurchaseLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('purchase');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4">
      <p className="text-sm text-red-900">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? t('retrying') : t('retry')}
      </Button>
    </div>
  );
}
