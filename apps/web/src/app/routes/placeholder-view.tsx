// The view of a static page that a later issue fills (placeholder-page.tsx holds the table): its
// translated title and a "coming soon" note. A lazy route module, so the home page does not carry it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';
import type { PlaceholderPage } from './placeholder-pages.ts';

export function PlaceholderPageRoute({ page }: { page: PlaceholderPage }) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${page}`);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <title>{t('pageTitle', { title })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-slate-600">{t('comingSoon')}</p>
      <Link to={paths.deals()} className={buttonClasses({ variant: 'primary' })}>
        {t('browse')}
      </Link>
    </section>
  );
}
