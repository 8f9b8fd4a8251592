// schema.org data of the content pages, written as JSON-LD by HeadTags (lib/head): FAQPage for
// /faq-help, Article for a blog post. Data blocks (application/ld+json) never run, so the strict CSP
// (script-src 'self', decision 018) does not apply to them.
import type { Language } from '@spc/domain/constants';
import type { BlogPost, FaqGroup } from '@spc/domain/content';
import { localizedUrl } from '../../lib/head/page-urls.ts';
import { localized, localizedHtml } from './localized.ts';

export function faqStructuredData(groups: readonly FaqGroup[], language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language === 'fr' ? 'fr-CA' : 'en-CA',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: localized(entry, 'question', language),
        // The answer's sanitised HTML: schema.org allows basic markup in an Answer's text.
        acceptedAnswer: { '@type': 'Answer', text: localizedHtml(entry, 'answer', language) },
      })),
    ),
  };
}

export function articleStructuredData(origin: string, post: BlogPost, language: Language) {
  const url = localizedUrl(origin, `/blog/${encodeURIComponent(post.slug)}`, language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: localized(post, 'title', language),
    description: localized(post, 'summary', language),
    inLanguage: language === 'fr' ? 'fr-CA' : 'en-CA',
    datePublished: post.published_on,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: 'SPC', url: origin },
    mainEntityOfPage: url,
    url,
    ...(post.cover && { image: new URL(post.cover.src, origin).href }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  };
}
