// Error element: a 404 from a loader (or an API 404) shows the 404 page; anything else a generic
// message without internals, and the error is reported (issue 21 item 3, once per error).
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { reportLogged } from '../../lib/report-error.ts';
import { NotFoundRoute } from './not-found.tsx';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.status === 404);
  // Issue 21 item 3: what this boundary shows is reported once (not a 404: that is a page, not a fault).
  useEffect(() => {
    if (!notFound) reportLogged(null, error);
  }, [error, notFound]);
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
