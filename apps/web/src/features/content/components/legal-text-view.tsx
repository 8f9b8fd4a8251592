// A legal text (/terms, /privacy): its title, the version in force and since when ("Version 2 · Effective
// September 1, 2026"), a table of contents when its sections have anchors, and the text.
import type { LegalKind, LegalTextResponse } from '@spc/domain/content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { formatCalendarDate } from '../dates.ts';
import { localizedHtml } from '../localized.ts';
import { Prose } from './prose.tsx';

/** The text's sections that have an anchor (`<h2 id="…">`), in order. */
export function legalSections(html: string): { id: string; title: string }[] {
  return [...html.matchAll(/<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)].map(([, id = '', inner = '']) => ({
    id,
    title: inner
      .replace(/<[^>]*>/g, '')
      .replaceAll('&amp;', '&')
      .replaceAll('&#39;', '’')
      .replaceAll('&quot;', '"')
      .trim(),
  }));
}

export function LegalTextView({ kind, text }: { kind: LegalKind; text: LegalTextResponse }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const tocId = useId();
  const html = localizedHtml(text, 'body', language);
  const sections = legalSections(html);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(`legal.${kind}.title`)}</h1>
        <p className="text-sm font-medium text-slate-600">
          {t('legal.version', { version: text.version, date: formatCalendarDate(text.effective_on, language) })}
        </p>
      </div>
      {sections.length > 1 ? (
        <nav aria-labelledby={tocId} className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
          <h2 id={tocId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t('legal.contents')}
          </h2>
          <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <Prose html={html} />
    </article>
  );
}
