// /highschool (spec §2, listed with the bank tier's pages; §3 "Special-card result": the high-school
// flag; §9 minimum age 16; decision 025): who in high school can hold an SPC card (16 and over: the
// sign-up refuses younger students with the age-restricted modal), how a school's cards are registered,
// and the bank's youth offer (/cibc/highschool). Loads the `student` catalogue first.
import { MIN_AGE } from '@spc/domain/users';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { i18nContext } from '../../../lib/query-client.ts';
import type { ContentRouteModule } from '../content/load.ts';

async function highSchoolLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await context.get(i18nContext)?.loadNamespaces(['student']);
  return null;
}

const SECTIONS = ['who', 'card', 'id'] as const;

function HighSchoolRoute() {
  const { t } = useTranslation('student');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <HeadTags
        title={t('pageTitle', { title: t('highSchool.title') })}
        description={t('highSchool.lead', { age: MIN_AGE })}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('highSchool.heading')}</h1>
        <p className="text-slate-700">{t('highSchool.lead', { age: MIN_AGE })}</p>
      </header>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`highschool-${section}`} className="flex flex-col gap-2">
          <h2 id={`highschool-${section}`} className="text-xl font-bold text-slate-900">
            {t(`highSchool.${section}.title`)}
          </h2>
          <p className="text-slate-700">{t(`highSchool.${section}.body`, { age: MIN_AGE })}</p>
        </section>
      ))}
      <div className="flex flex-wrap gap-3">
        <Link to="/signup" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
          {t('highSchool.signUp')}
        </Link>
        <Link to="/activate" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('highSchool.activate')}
        </Link>
        <Link to="/cibc/highschool" className={buttonClasses({ variant: 'ghost', size: 'lg' })}>
          {t('highSchool.bank')}
        </Link>
      </div>
    </div>
  );
}

export function route(): ContentRouteModule {
  return { loader: highSchoolLoader, Component: HighSchoolRoute };
}
