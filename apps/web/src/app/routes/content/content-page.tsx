// The company pages from the content model (GET /api/content/pages/{slug}): /about, /why-spc (with its
// call to action), /freesamples, /coming-soon, /campustour-2024, /levis-info2024, and for now /timhortons
// and /campus/{id} (their own issues replace them). The slug is the route's first path segment.
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import {
  getContentPageQueryOptions,
  useContentPage,
  type ContentPageSource,
} from '../../../features/content/api/get-content-page.ts';
import { ContentLoadError, ContentSkeleton } from '../../../features/content/components/content-load-error.tsx';
import { ContentPageView } from '../../../features/content/components/content-page-view.tsx';
import { localized } from '../../../features/content/localized.ts';
import { formatCad } from '../../../lib/format.ts';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureOr404, type ContentRouteModule } from './load.ts';

export async function contentPageLoader(
  { context }: LoaderFunctionArgs,
  source: ContentPageSource,
  slug: string,
): Promise<null> {
  const queryClient = context.get(queryClientContext);
  await ensureOr404(() => queryClient.ensureQueryData(getContentPageQueryOptions(source, slug)));
  return null;
}

/** One content page, with what its route adds under the body. */
export function ContentPageScreen({
  source,
  slug,
  children,
}: {
  source: ContentPageSource;
  slug: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const query = useContentPage(source, slug);
  if (query.isError) return <ContentLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const page = query.data?.page;
  if (!page) return <ContentSkeleton />;
  return (
    <>
      <HeadTags
        title={t('pageTitle', { title: localized(page, 'title', language) })}
        description={localized(page, 'description', language)}
      />
      <ContentPageView page={page}>{children}</ContentPageView>
    </>
  );
}

/** /why-spc's call to action: the price and the way in (sign-up). */
function GetStarted() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  return (
    <aside
      aria-labelledby="why-spc-cta"
      className="flex flex-col items-start gap-3 rounded-2xl bg-brand-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="why-spc-cta" className="text-xl font-bold">
          {t('whySpc.ctaTitle')}
        </h2>
        <p className="text-brand-100">{t('whySpc.ctaBody', { price: formatCad(MEMBERSHIP_PRICE_CENTS, language) })}</p>
      </div>
      <Link to={paths.signup()} className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'shrink-0' })}>
        {t('whySpc.cta')}
      </Link>
    </aside>
  );
}

export function route(slug: string): ContentRouteModule {
  return {
    loader: (args) => contentPageLoader(args, 'pages', slug),
    Component: () => (
      <ContentPageScreen source="pages" slug={slug}>
        {slug === 'why-spc' ? <GetStarted /> : null}
      </ContentPageScreen>
    ),
  };
}
