// /blog/{identifier} (issue 17 item 3): one post by slug or id (GET /api/content/blog/{identifier}), with
// its Article structured data; an id, or an old slug the API still finds, redirects to the post's own
// address. An unknown post is the 404 page.
import { useTranslation } from 'react-i18next';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { getBlogPostQueryOptions, useBlogPost } from '../../../features/content/api/get-blog.ts';
import { BlogArticle } from '../../../features/content/components/blog-article.tsx';
import { blogPostPath } from '../../../features/content/components/blog-card.tsx';
import { ContentLoadError, ContentSkeleton } from '../../../features/content/components/content-load-error.tsx';
import { localized } from '../../../features/content/localized.ts';
import { articleStructuredData } from '../../../features/content/structured-data.ts';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { useSiteOrigin } from '../../../lib/head/site-origin.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureOr404, type ContentRouteModule } from './load.ts';

async function blogPostLoader({ params, context }: LoaderFunctionArgs): Promise<Response | null> {
  const identifier = params.identifier ?? '';
  const queryClient = context.get(queryClientContext);
  const found = await ensureOr404(() => queryClient.ensureQueryData(getBlogPostQueryOptions(identifier)));
  if (found && found.post.slug !== identifier) {
    queryClient.setQueryData(getBlogPostQueryOptions(found.post.slug).queryKey, found);
    return redirect(blogPostPath(found.post.slug));
  }
  return null;
}

function BlogPostRoute() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const origin = useSiteOrigin();
  const { identifier = '' } = useParams();
  const query = useBlogPost(identifier);
  const post = query.data?.post;
  if (query.isError) return <ContentLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!post) return <ContentSkeleton />;
  return (
    <>
      <HeadTags
        title={t('pageTitle', { title: localized(post, 'title', language) })}
        description={localized(post, 'summary', language)}
        structuredData={articleStructuredData(origin, post, language)}
      />
      <BlogArticle post={post} />
    </>
  );
}

export function route(): ContentRouteModule {
  return { loader: blogPostLoader, Component: BlogPostRoute };
}
