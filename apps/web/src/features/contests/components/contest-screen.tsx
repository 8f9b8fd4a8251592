// A contest's page (issue 19 item 1; spec §2 "Bank tier, events and contests"): its title, dates and
// rules link, where the reader stands (sign in, not eligible, entered today), and how it is entered —
// the 12-days calendar, the entry form, the match game or the scratch card (the last two lazy).
import type { ContestDetail, ContestPageResponse } from '@spc/domain/contests';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageShell, Panel } from '../../../components/ui/page-shell.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { storeRedirectTarget, useSession, useSessionStatus } from '../../../lib/session.ts';
import { useContestPage } from '../api.ts';
import { contestPaths } from '../paths.ts';
import { titleOf } from '../title.ts';
import { TwelveDaysCalendar } from './twelve-days-calendar.tsx';

const ContestSubmissionDialog = lazy(async () => ({
  default: (await import('./contest-submission-dialog.tsx')).ContestSubmissionDialog,
}));
const MatchGame = lazy(async () => ({ default: (await import('./match-game.tsx')).MatchGame }));
const ScratchCard = lazy(async () => ({ default: (await import('./scratch-card.tsx')).ScratchCard }));

export function ContestScreen({ contest }: { contest: ContestDetail }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const session = useSession();
  const sessionLoading = useSessionStatus() === 'loading';
  const uid = session?.registered ? session.user.uid : null;
  const page = useContestPage(contest.id, uid, !sessionLoading);
  const [entering, setEntering] = useState(false);
  const title = titleOf(contest, language);
  const current = page.data?.contest ?? contest;

  return (
    <PageShell
      documentTitle={t('contests.pageTitle', { title })}
      heading={title}
      lead={language === 'fr' ? contest.description_fr : contest.description_en}
      leadAs="p"
      indexable={contest.is_public}
      width="4xl"
    >
      <p className="text-sm text-slate-600">
        {t('contests.dates', {
          start: formatDate(contest.start_date, language),
          end: formatDate(contest.end_date, language),
        })}{' '}
        <Link to={contestPaths.rules(contest.url_name)} className="font-medium text-brand-700 underline">
          {t('contests.rulesLink')}
        </Link>
      </p>

      <StandingPanel contest={current} page={page.data} loading={sessionLoading || page.isPending} />

      {current.kind === 'calendar' ? (
        <TwelveDaysCalendar
          contest={current}
          canEnter={Boolean(page.data?.signed_in && !page.data.ineligible && !page.data.entry_today)}
          onEnter={() => setEntering(true)}
        />
      ) : null}
      {current.kind === 'entry' && page.data?.signed_in && !page.data.ineligible && !page.data.entry_today ? (
        <Panel>
          <p className="text-slate-700">{t('contests.entry.lead')}</p>
          <Button variant="primary" className="self-start" onClick={() => setEntering(true)}>
            {t('contests.entry.open')}
          </Button>
        </Panel>
      ) : null}
      {current.kind === 'match' && page.data?.signed_in && !page.data.ineligible ? (
        <Suspense fallback={<p className="text-sm text-slate-600">{t('contests.loading')}</p>}>
          <MatchGame contest={current} />
        </Suspense>
      ) : null}
      {current.kind === 'scratch' && page.data?.signed_in && !page.data.ineligible ? (
        <Suspense fallback={<p className="text-sm text-slate-600">{t('contests.loading')}</p>}>
          <ScratchCard contest={current} today={page.data.entry_today} />
        </Suspense>
      ) : null}

      {entering ? (
        <Suspense fallback={null}>
          <ContestSubmissionDialog contest={current} open={entering} onOpenChange={setEntering} />
        </Suspense>
      ) : null}
    </PageShell>
  );
}

/** Where the reader stands: a visitor signs in (and comes back), an ineligible member is told why, an entrant sees today's entry. */
function StandingPanel({
  contest,
  page,
  loading,
}: {
  contest: ContestDetail;
  page: ContestPageResponse | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const location = useLocation();
  const headingId = useId();
  let body;
  if (loading) {
    body = <p className="text-sm text-slate-600">{t('contests.loading')}</p>;
  } else if (!page?.signed_in) {
    body = (
      <>
        <p className="text-slate-700">{t('contests.visitor.lead')}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={paths.login()}
            onClick={() => storeRedirectTarget(`${location.pathname}${location.search}`)}
            className={buttonClasses({ variant: 'primary' })}
          >
            {t('contests.visitor.signIn')}
          </Link>
          <Link to={paths.signup()} className={buttonClasses({ variant: 'secondary' })}>
            {t('contests.visitor.join')}
          </Link>
        </div>
      </>
    );
  } else if (page.entry_today) {
    const prize = language === 'fr' ? page.entry_today.prize_fr : page.entry_today.prize_en;
    body = (
      <p className="text-slate-800" data-testid="contest-entered">
        {contest.kind === 'scratch'
          ? t('contests.standing.scratchedToday')
          : prize
            ? t('contests.standing.enteredTodayFor', { prize })
            : t('contests.standing.enteredToday')}
      </p>
    );
  } else if (page.ineligible) {
    body = (
      <>
        <p className="text-slate-800">{t(`contests.errors.${page.ineligible}`)}</p>
        {page.ineligible === 'CONTEST_MEMBERSHIP_REQUIRED' ? (
          <Link
            to={paths.exploreMemberships()}
            className={buttonClasses({ variant: 'primary', className: 'self-start' })}
          >
            {t('contests.standing.getMembership')}
          </Link>
        ) : null}
        {page.ineligible === 'CONTEST_AGE_UNKNOWN' || page.ineligible === 'CONTEST_PROVINCE_UNKNOWN' ? (
          <Link to={paths.profileEdit()} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
            {t('contests.standing.editProfile')}
          </Link>
        ) : null}
      </>
    );
  } else {
    body = <p className="text-slate-800">{t(`contests.standing.open.${contest.kind}`)}</p>;
  }
  return (
    <Panel labelledBy={headingId} as="section">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('contests.standing.title')}
      </h2>
      {body}
      {page?.signed_in && page.entries_count > 0 ? (
        <p className="text-sm text-slate-600">{t('contests.standing.count', { count: page.entries_count })}</p>
      ) : null}
    </Panel>
  );
}
