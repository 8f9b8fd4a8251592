// The blog's page links (/blogs?page=): previous, each page, next; the current page marked.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const blogsPagePath = (page: number) => (page > 1 ? `/blogs?page=${page}` : '/blogs');

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700';

export function BlogPager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('content');
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label={t('blog.pages')}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={blogsPagePath(page - 1)} rel="prev" className={linkClass}>
              {t('blog.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={blogsPagePath(number)}
              aria-label={t('blog.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              className={`${linkClass} aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={blogsPagePath(page + 1)} rel="next" className={linkClass}>
              {t('blog.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
