// An empty list: what happened and, when there is one, the way out.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

export function OffersEmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {body ? <p className="text-slate-600">{body}</p> : null}
      {action}
    </div>
  );
}

/** An empty list page's state whose way out is every offer (/deals): trending, weekly deals, a holiday event. */
export function OffersEmptyBrowseAll({ title }: { title: string }) {
  const { t } = useTranslation('offers');
  return (
    <OffersEmptyState
      title={title}
      action={
        <Link to={paths.deals()} className={buttonClasses()}>
          {t('list.browseAll')}
        </Link>
      }
    />
  );
}
