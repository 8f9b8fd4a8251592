// /blogs (issue 17 item 3): the published posts, newest first, BLOG_PAGE_SIZE a page
// (GET /api/content/blog?current_page=), with page links (`?page=`, part of the canonical address). A page
// that is not a whole number from 1, or beyond the last page, is the 404 page: one address per list.
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeading } from '../../../components/ui/page-shell.tsx';
import { getBlogPostsQueryOptions, useBlogPosts } from '../../../features/content/api/get-blog.ts';
import { BlogCard } from '../../../features/content/components/blog-card.tsx';
import { BlogPager } from '../../../features/content/components/blog-pager.tsx';
import { ContentLoadError, ContentSkeleton } from '../../../features/content/components/content-load-error.tsx';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureOr404, notFound, type ContentRouteModule } from './load.ts';

/** The page asked for: 1 when absent, undefined when it is no page number. */
export function blogPageOf(search: URLSearchParams): number | undefined {
  const value = search.get('page');
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return undefined;
  return Number(value);
}

async function blogsLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const page = blogPageOf(new URL(request.url).searchParams);
  if (page === undefined) notFound();
  const queryClient = context.get(queryClientContext);
  const list = await ensureOr404(() => queryClient.ensureQueryData(getBlogPostsQueryOptions(page)));
  if (list && page > Math.max(1, list.total_pages)) notFound();
  return null;
}

function BlogsRoute() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();
  const page = blogPageOf(search) ?? 1;
  const query = useBlogPosts(page);
  const list = query.data;
  let content;
  if (query.isError) content = <ContentLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!list) content = <ContentSkeleton />;
  else if (list.posts.length === 0) content = <p className="text-slate-700">{t('blog.empty')}</p>;
  else {
    content = (
      <>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, index) => (
            <BlogCard key={post.id} post={post} priority={index === 0} />
          ))}
        </div>
        <BlogPager page={page} totalPages={list.total_pages} />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <HeadTags
        title={page > 1 ? t('blog.pageTitlePaged', { page }) : t('pageTitle', { title: t('blog.title') })}
        description={t('blog.description')}
      />
      <PageHeading heading={t('blog.title')} lead={t('blog.description')} />
      {content}
    </div>
  );
}

export function route(): ContentRouteModule {
  return { loader: blogsLoader, Component: BlogsRoute };
}
