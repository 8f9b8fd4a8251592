// Previous / next links and "Page 2 of 21". Links rather than buttons: every page has its own URL.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of another page of the same list. */
  hrefFor: (page: number) => string;
}

const itemClass = 'inline-flex items-center rounded-lg border px-4 py-2 text-sm font-medium';

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation('deals');
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-4 pt-2">
      {hasPrevious ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${itemClass} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`}
        >
          <span aria-hidden="true">←&nbsp;</span>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} border-slate-200 text-slate-400`}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('pagination.previous')}
        </span>
      )}
      <p className="text-sm text-slate-600">{t('pagination.status', { page, total: totalPages })}</p>
      {hasNext ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={`${itemClass} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`}
        >
          {t('pagination.next')}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} border-slate-200 text-slate-400`}>
          {t('pagination.next')}
          <span aria-hidden="true">&nbsp;→</span>
        </span>
      )}
    </nav>
  );
}
