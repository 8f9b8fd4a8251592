// /terms and /privacy (issue 17 item 3): the current version of the legal text for the visitor's
// country (GET /api/content/legal/{kind}?country=ca|us: Canada's in English or French, the United
// States' in English), with its version and effective date.
import type { LegalKind } from '@spc/domain/content';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { getLegalTextQueryOptions, useLegalText } from '../../../features/content/api/get-legal-text.ts';
import { ContentLoadError, ContentSkeleton } from '../../../features/content/components/content-load-error.tsx';
import { LegalTextView } from '../../../features/content/components/legal-text-view.tsx';
import { currentCountry, useCountry } from '../../../lib/country.ts';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureOr404, type ContentRouteModule } from './load.ts';

function LegalRoute({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation('content');
  const query = useLegalText(kind, useCountry());
  let content;
  if (query.isError) content = <ContentLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.data) content = <ContentSkeleton />;
  else content = <LegalTextView kind={kind} text={query.data} />;
  return (
    <>
      <HeadTags
        title={t('pageTitle', { title: t(`legal.${kind}.title`) })}
        description={t(`legal.${kind}.description`)}
      />
      {content}
    </>
  );
}

export function route(slug: string): ContentRouteModule {
  const kind: LegalKind = slug === 'privacy' ? 'privacy' : 'terms';
  return {
    loader: async ({ context }: LoaderFunctionArgs) => {
      const queryClient = context.get(queryClientContext);
      await ensureOr404(() => queryClient.ensureQueryData(getLegalTextQueryOptions(kind, currentCountry())));
      return null;
    },
    Component: () => <LegalRoute kind={kind} />,
  };
}
