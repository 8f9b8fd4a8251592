// The 404 page (spec §2: "Any path not listed is a 404 page"), for the catch-all route and for 404s
// thrown by loaders.
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <title>{t('notFound.pageTitle')}</title>
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <Link to={paths.home()} className={buttonClasses({ variant: 'primary' })}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
