// Error element: a 404 from a loader (or an API 404) shows the 404 page; anything else a generic
// message without internals.
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { NotFoundRoute } from './not-found.tsx';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.status === 404);
  if (notFound) return <NotFoundRoute />;

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <title>{t('error.pageTitle')}</title>
      <h1 className="text-3xl font-bold">{t('error.title')}</h1>
      <p className="text-slate-600">{t('error.body')}</p>
      <Link to={paths.home()} className={buttonClasses({ variant: 'primary' })}>
        {t('error.home')}
      </Link>
    </section>
  );
}
