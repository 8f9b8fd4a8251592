// /careers (spec §2 "Careers"): the banner (headline, who-we-are text, an action to the openings), up to
// 3 random team members, the Benefits-and-perks / Values-and-principles toggle, our story, and the
// current openings (the job board, our own list by default, and the résumé e-mail link).
// `?section=about|careers` scrolls to that section after 500 ms, then leaves the address.
import { CAROUSEL_KINDS, type CarouselKind } from '@spc/domain/content';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import {
  getCarouselQueryOptions,
  getOpeningsQueryOptions,
  useCarousel,
  useOpenings,
} from '../../../features/content/api/get-careers.ts';
import { CAREERS_EMAIL, CAREERS_SECTIONS } from '../../../features/content/careers.ts';
import { CareersBanner } from '../../../features/content/components/careers/careers-banner.tsx';
import { JobBoard } from '../../../features/content/components/careers/job-board.tsx';
import { LifeTabs } from '../../../features/content/components/careers/life-tabs.tsx';
import { StoryTimeline } from '../../../features/content/components/careers/story-timeline.tsx';
import { TeamSection } from '../../../features/content/components/careers/team-section.tsx';
import { ContentLoadError, ContentSkeleton } from '../../../features/content/components/content-load-error.tsx';
import { useScrollToSection } from '../../../features/content/hooks/use-scroll-to-section.ts';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { queryClientContext } from '../../../lib/query-client.ts';
import type { ContentRouteModule } from './load.ts';

/** The carousels the page shows (the `partner` kind is not on it). */
const KINDS = CAROUSEL_KINDS.filter((kind): kind is Exclude<CarouselKind, 'partner'> => kind !== 'partner');

async function careersLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  // A failure is shown by the page (error state with a retry).
  await Promise.allSettled([
    ...KINDS.map((kind) => queryClient.ensureQueryData(getCarouselQueryOptions(kind))),
    queryClient.ensureQueryData(getOpeningsQueryOptions()),
  ]);
  return null;
}

function scrollToOpenings() {
  const target = document.getElementById('careers');
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  target?.focus({ preventScroll: true });
}

function CareersRoute() {
  const { t } = useTranslation('content');
  useScrollToSection(CAREERS_SECTIONS);
  const hero = useCarousel('hero');
  const team = useCarousel('team');
  const perk = useCarousel('perk');
  const value = useCarousel('value');
  const principle = useCarousel('principle');
  const timeline = useCarousel('timeline');
  const openings = useOpenings();
  const queries = [hero, team, perk, value, principle, timeline, openings];

  let content;
  if (queries.some((query) => query.isError)) {
    const retry = () => queries.filter((query) => query.isError).forEach((query) => void query.refetch());
    content = <ContentLoadError onRetry={retry} retrying={queries.some((query) => query.isFetching)} />;
  } else if (queries.some((query) => !query.data)) {
    content = <ContentSkeleton />;
  } else {
    content = (
      <>
        <CareersBanner hero={hero.data?.items[0]} onSeeOpenings={scrollToOpenings} />
        <TeamSection members={team.data?.items ?? []} />
        <LifeTabs
          perks={perk.data?.items ?? []}
          values={value.data?.items ?? []}
          principles={principle.data?.items ?? []}
        />
        <section
          id="about"
          tabIndex={-1}
          aria-labelledby="careers-story"
          className="flex scroll-mt-24 flex-col gap-4 outline-none"
        >
          <h2 id="careers-story" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('careers.story.title')}
          </h2>
          <StoryTimeline items={timeline.data?.items ?? []} />
        </section>
        <section
          id="careers"
          tabIndex={-1}
          aria-labelledby="careers-openings"
          className="flex scroll-mt-24 flex-col gap-4 outline-none"
        >
          <h2 id="careers-openings" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('careers.openings.title')}
          </h2>
          <JobBoard />
          <div className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4 sm:p-6">
            <h3 className="font-bold text-slate-900">{t('careers.resume.title')}</h3>
            <p className="text-slate-700">
              {t('careers.resume.body')}{' '}
              <a
                href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(t('careers.resume.subject'))}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {CAREERS_EMAIL}
              </a>
            </p>
          </div>
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12">
      <HeadTags title={t('pageTitle', { title: t('careers.title') })} description={t('careers.description')} />
      {content}
    </div>
  );
}

export function route(): ContentRouteModule {
  return { loader: careersLoader, Component: CareersRoute };
}
