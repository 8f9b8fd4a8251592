// Home (/, spec §2): the hero with the way to the deals, then sections from the catalogue (limited-time
// offers, trending, collections), loaded in a chunk of their own so the first paint stays small.
// SPC+ users are sent to /deals unless they arrive with redirectHome.
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { getCollectionsQueryOptions } from '../../features/offers/api/get-collections.ts';
import { getLimitedTimeOffersQueryOptions } from '../../features/offers/api/get-limited-time-offers.ts';
import { getTrendingOffersQueryOptions } from '../../features/offers/api/get-trending-offers.ts';
import { formatCad } from '../../lib/format.ts';
import { HeadTags } from '../../lib/head/head-tags.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { queryClientContext } from '../../lib/query-client.ts';
import { useSession, type Session } from '../../lib/session.ts';

const HomeSections = lazy(() => import('./home-sections.tsx'));

/** Offers shown per home section (home-sections.tsx). */
export const HOME_SECTION_SIZE = 4;

/**
 * The home sections' data: awaited on the server, so the rendered page arrives with its offers
 * (decision 007); only started in the browser, where the sections show their skeletons meanwhile.
 */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const loads = Promise.all([
    queryClient.prefetchQuery(getLimitedTimeOffersQueryOptions()),
    queryClient.prefetchQuery(getTrendingOffersQueryOptions({ limit: HOME_SECTION_SIZE })),
    queryClient.prefetchQuery(getCollectionsQueryOptions()),
  ]);
  if (import.meta.env.SSR) await loads;
  return null;
}

/**
 * Spec §2 "SPC+ users are sent to /deals unless they arrive with redirectHome" (§6: a bank cobrand
 * card holder is the SPC+ user). Where home goes instead, or null to stay.
 */
export function homeRedirect(
  session: Pick<Session, 'isBankLinked'> | null,
  searchParams: URLSearchParams,
): string | null {
  return session?.isBankLinked && !searchParams.has('redirectHome') ? paths.deals() : null;
}

/**
 * The SPC+ redirect, in a child of its own: the session arrives after hydration, and if the page
 * itself re-rendered then, React would drop the lazy sections' server HTML before hydrating them
 * (the footer jumped: CLS 0.64).
 */
function HomeRedirect() {
  const [searchParams] = useSearchParams();
  const target = homeRedirect(useSession(), searchParams);
  return target ? <Navigate to={target} replace /> : null;
}

export function HomeRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();

  return (
    <div className="flex flex-col gap-12">
      <HomeRedirect />
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-16 text-white shadow-lg sm:px-12 sm:py-24">
        <HeadTags title={t('home.pageTitle')} description={t('home.description')} />
        <div className="max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('home.title')}</h1>
          <p className="mt-4 text-lg text-brand-50">
            {t('home.lead', { price: formatCad(MEMBERSHIP_PRICE_CENTS, language) })}
          </p>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-8' })}>
            {t('home.cta')}
          </Link>
        </div>
      </section>
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
