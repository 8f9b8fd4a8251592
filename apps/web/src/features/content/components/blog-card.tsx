// A post in the blog's list (/blogs): its cover, title (the link to the post), summary, date and author.
import type { BlogPostSummary } from '@spc/domain/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { formatCalendarDate } from '../dates.ts';
import { localized } from '../localized.ts';

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function BlogCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.cover ? (
        <Picture
          image={post.cover}
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          decorative
          className="aspect-[16/9] h-auto w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[16/9] w-full bg-gradient-to-br from-brand-100 to-brand-300" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <h2 className="text-lg leading-snug font-bold text-slate-900">
          <Link
            to={blogPostPath(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {localized(post, 'title', language)}
          </Link>
        </h2>
        <p className="text-slate-700">{localized(post, 'summary', language)}</p>
        <p className="mt-auto pt-2 text-sm text-slate-600">
          <time dateTime={post.published_on}>{formatCalendarDate(post.published_on, language)}</time>
          {' · '}
          {t('blog.by', { author: post.author })}
        </p>
      </div>
    </article>
  );
}
