// A company page from the content model (/about, /why-spc, /contact, /freesamples, /coming-soon, the
// campaign pages, /landingcontest/{url}): its title, the description as the lead, the hero picture when
// it has one (the page's largest, so fetched first), the body, and what the route adds below it (the
// call to action of /why-spc, the contact form).
import type { ContentPage } from '@spc/domain/content';
import type { ReactNode } from 'react';
import { Picture } from '../../../components/ui/picture.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { localized, localizedHtml } from '../localized.ts';
import { Prose } from './prose.tsx';

export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  const { language } = useLanguage();
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {localized(page, 'title', language)}
        </h1>
        <p className="text-lg text-slate-600">{localized(page, 'description', language)}</p>
      </div>
      {page.hero ? (
        <Picture
          image={page.hero}
          sizes="(min-width: 800px) 768px, calc(100vw - 32px)"
          priority
          className="h-auto w-full rounded-2xl object-cover"
        />
      ) : null}
      <Prose html={localizedHtml(page, 'body', language)} />
      {children}
    </article>
  );
}
