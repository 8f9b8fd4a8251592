// /contest/rules (every contest, with a link to its rules) and /contest/rules/{contestname} (spec §2;
// §3 "Contest rules": rule_en, rule_fr — the reader's language's text).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell, Panel } from '../../../components/ui/page-shell.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { contestByNameQueryOptions, contestRulesQueryOptions, contestsQueryOptions } from '../api.ts';
import { contestPaths } from '../paths.ts';
import { titleOf } from '../title.ts';
import { ContestLoadProblem } from './load-problem.tsx';

export function ContestRulesIndex() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const contests = useQuery(contestsQueryOptions());
  return (
    <PageShell documentTitle={t('contests.rules.indexTitle')} heading={t('contests.rules.indexHeading')} indexable>
      {contests.data ? (
        <ul className="flex flex-col gap-3">
          {contests.data.map((contest) => (
            <li key={contest.id}>
              <Panel>
                <h2 className="text-lg font-semibold text-slate-900">{titleOf(contest, language)}</h2>
                <p className="text-sm text-slate-600">
                  {t('contests.dates', {
                    start: formatDate(contest.start_date, language),
                    end: formatDate(contest.end_date, language),
                  })}
                </p>
                <p className="flex flex-wrap gap-4">
                  <Link to={contestPaths.rules(contest.url_name)} className="font-medium text-brand-700 underline">
                    {t('contests.rules.read', { title: titleOf(contest, language) })}
                  </Link>
                  <Link to={contestPaths.page(contest)} className="font-medium text-brand-700 underline">
                    {t('contests.rules.goTo')}
                  </Link>
                </p>
              </Panel>
            </li>
          ))}
        </ul>
      ) : (
        <ContestLoadProblem failed={contests.isError} />
      )}
    </PageShell>
  );
}

export function ContestRulesScreen({ name }: { name: string }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const contest = useQuery(contestByNameQueryOptions(name));
  const rules = useQuery({ ...contestRulesQueryOptions(contest.data?.id ?? 0), enabled: Boolean(contest.data) });
  if (!contest.data) return <ContestLoadProblem failed={contest.isError} />;
  const title = titleOf(contest.data, language);
  return (
    <PageShell
      documentTitle={t('contests.rules.pageTitle', { title })}
      heading={t('contests.rules.heading', { title })}
      indexable
    >
      {rules.data ? (
        <Panel>
          <p className="leading-relaxed whitespace-pre-line text-slate-800" lang={language}>
            {language === 'fr' ? rules.data.rule_fr : rules.data.rule_en}
          </p>
        </Panel>
      ) : (
        <ContestLoadProblem failed={rules.isError} />
      )}
      <p className="flex flex-wrap gap-4">
        <Link to={contestPaths.page(contest.data)} className="font-medium text-brand-700 underline">
          {t('contests.rules.goTo')}
        </Link>
        <Link to={contestPaths.rulesIndex()} className="font-medium text-brand-700 underline">
          {t('contests.rules.all')}
        </Link>
      </p>
    </PageShell>
  );
}
