// A blog post (/blog/{identifier}): title, author and date, tags, the cover (the page's largest picture,
// fetched first) and the body.
import type { BlogPost } from '@spc/domain/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { formatCalendarDate } from '../dates.ts';
import { localized, localizedHtml } from '../localized.ts';
import { Prose } from './prose.tsx';

export function BlogArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link to="/blogs" className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t('blog.all')}
      </Link>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {localized(post, 'title', language)}
        </h1>
        <p className="text-lg text-slate-600">{localized(post, 'summary', language)}</p>
        <p className="text-sm text-slate-600">
          {t('blog.by', { author: post.author })}
          {' · '}
          <time dateTime={post.published_on}>{formatCalendarDate(post.published_on, language)}</time>
        </p>
        {post.tags.length > 0 ? (
          <ul aria-label={t('blog.tags')} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {post.cover ? (
        <Picture
          image={post.cover}
          sizes="(min-width: 800px) 768px, calc(100vw - 32px)"
          priority
          className="h-auto w-full rounded-2xl object-cover"
        />
      ) : null}
      <Prose html={localizedHtml(post, 'body', language)} />
    </article>
  );
}
