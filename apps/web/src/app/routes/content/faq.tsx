// /faq-help (issue 17 item 3): the FAQ's groups and questions (GET /api/content/faq), searchable, with
// the FAQPage structured data of every question in the page's head.
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { PageHeading } from '../../../components/ui/page-shell.tsx';
import { getFaqQueryOptions, useFaq } from '../../../features/content/api/get-faq.ts';
import { ContentLoadError, ContentSkeleton } from '../../../features/content/components/content-load-error.tsx';
import { FaqView } from '../../../features/content/components/faq-view.tsx';
import { faqStructuredData } from '../../../features/content/structured-data.ts';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import type { ContentRouteModule } from './load.ts';

async function faqLoader({ context }: LoaderFunctionArgs): Promise<null> {
  // A failure is shown by the page (error state with a retry).
  await context
    .get(queryClientContext)
    .ensureQueryData(getFaqQueryOptions())
    .catch(() => undefined);
  return null;
}

function FaqRoute() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const query = useFaq();
  const groups = query.data?.groups;
  let content;
  if (query.isError) content = <ContentLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!groups) content = <ContentSkeleton />;
  else content = <FaqView groups={groups} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <HeadTags
        title={t('pageTitle', { title: t('faq.title') })}
        description={t('faq.description')}
        structuredData={groups ? faqStructuredData(groups, language) : undefined}
      />
      <PageHeading heading={t('faq.title')} lead={t('faq.description')} />
      {content}
    </div>
  );
}

export function route(): ContentRouteModule {
  return { loader: faqLoader, Component: FaqRoute };
}
