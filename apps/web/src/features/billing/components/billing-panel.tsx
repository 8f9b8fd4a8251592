// The frame of the billing page's sections: a white panel named by its heading, and the loading and
// error states each section shows on its own (one failed call does not blank the whole page).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/page-shell.tsx';

export function BillingPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel as="section" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </Panel>
  );
}

export function PanelLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="py-4 text-slate-600">
      {t('loading')}
    </p>
  );
}

export function PanelError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('loadError')}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}
