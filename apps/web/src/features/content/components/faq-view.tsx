// /faq-help's questions: a search box that filters them as one types (question and answer, accents and
// case ignored), each group under its heading, each question a native disclosure (<details>: opened and
// closed with Enter or Space, announced as expanded or collapsed), and a state of its own when nothing
// matches, pointing to the contact page.
import type { FaqGroup } from '@spc/domain/content';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { filterFaq, queryWords } from '../faq-search.ts';
import { localized, localizedHtml } from '../localized.ts';
import { Prose } from './prose.tsx';

export function FaqView({ groups }: { groups: readonly FaqGroup[] }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server-rendered field before the page was interactive are not lost: once
  // hydrated, the field's own value becomes the query (a quick visitor on a slow phone types early).
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') setQuery(typed);
  }, []);
  const deferredQuery = useDeferredValue(query);
  const searching = queryWords(deferredQuery).length > 0;
  const shown = filterFaq(groups, deferredQuery, language);
  const count = shown.reduce((total, group) => total + group.entries.length, 0);

  return (
    <div className="flex flex-col gap-8">
      <div role="search" className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t('faq.search')}
        </label>
        <input
          id={searchId}
          ref={input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${searchId}-hint`}
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm"
        />
        <p id={`${searchId}-hint`} className="text-sm text-slate-600">
          {t('faq.searchHint')}
        </p>
        <p role="status" className="text-sm font-medium text-slate-700">
          {searching && count > 0 ? t('faq.results', { count }) : null}
        </p>
      </div>

      {count === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('faq.empty', { query: deferredQuery.trim() })}</h2>
          <p className="text-slate-700">{t('faq.emptyHelp')}</p>
          <Link to={paths.contact()} className={buttonClasses({ variant: 'primary' })}>
            {t('faq.contact')}
          </Link>
        </div>
      ) : (
        shown.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.key}`} className="flex flex-col gap-3">
            <h2 id={`faq-${group.key}`} className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900">
              {localized(group, 'title', language)}
            </h2>
            <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {group.entries.map((entry) => (
                <details key={entry.id} className="group px-4 sm:px-5" open={searching || undefined}>
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                    <span>{localized(entry, 'question', language)}</span>
                    <span
                      aria-hidden="true"
                      className="mt-0.5 text-brand-600 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <Prose html={localizedHtml(entry, 'answer', language)} className="pb-4" />
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
