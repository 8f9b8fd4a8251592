// Home (/, spec §2): the hero with the way to the deals, then sections from the catalogue (limited-time
// offers, trending, collections; home-sections.tsx). The page arrives server-rendered, sections included,
// so they are part of the home page's own JavaScript: a lazy chunk of their own (and the saved buttons'
// code it needed) only delayed their hydration by a few round trips, for the same bytes.
// SPC+ users are sent to /deals unless they arrive with redirectHome.
import { MEMBERSHIP_PRICE_CENTS, type Language } from '@spc/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { getCollectionsQueryOptions } from '../../features/offers/api/get-collections.ts';
import { useCategories } from '../../features/deals/api/get-categories.ts';
import { getLimitedTimeOffersQueryOptions } from '../../features/offers/api/get-limited-time-offers.ts';
import { getTrendingOffersQueryOptions } from '../../features/offers/api/get-trending-offers.ts';
import { formatCad } from '../../lib/format.ts';
import { HeadTags } from '../../lib/head/head-tags.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { queryClientContext } from '../../lib/query-client.ts';
import { useSession, type Session } from '../../lib/session.ts';
import HomeSections, { HOME_SECTION_SIZE, keepShownHomeData } from './home-sections.tsx';

export interface HomeData {
  /**
   * The membership price as each language writes it, formatted by the loader rather than while the page
   * renders: the browser's first `Intl.NumberFormat` loads its locale data, a long task (over 100 ms on a
   * slow phone) that would fall in the hydration of a server-rendered home page, where the loader does
   * not run again. Both languages, so a language switch needs no new load.
   */
  membershipPrice: Record<Language, string>;
}

/**
 * The home sections' data: awaited on the server, so the rendered page arrives with its offers
 * (decision 007); only started in the browser, where the sections show their skeletons meanwhile.
 */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const queryClient = context.get(queryClientContext);
  const loads = Promise.all([
    queryClient.prefetchQuery(getLimitedTimeOffersQueryOptions()),
    queryClient.prefetchQuery(getTrendingOffersQueryOptions({ limit: HOME_SECTION_SIZE })),
    queryClient.prefetchQuery(getCollectionsQueryOptions()),
  ]);
  if (import.meta.env.SSR) {
    await loads;
    // The page's hydration state carries only what the sections show.
    keepShownHomeData(queryClient);
  }
  return {
    membershipPrice: { en: formatCad(MEMBERSHIP_PRICE_CENTS, 'en'), fr: formatCad(MEMBERSHIP_PRICE_CENTS, 'fr') },
  };
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
 * The SPC+ redirect, in a child of its own: the session arrives after hydration, and only this child
 * renders again then, not the page (when the sections were a lazy chunk, a page re-render dropped their
 * server HTML before they hydrated: the footer jumped, CLS 0.64).
 */
function HomeRedirect() {
  const [searchParams] = useSearchParams();
  const target = homeRedirect(useSession(), searchParams);
  return target ? <Navigate to={target} replace /> : null;
}

export function HomeRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { membershipPrice } = useLoaderData<HomeData>();
  // The shell's categories call carries the hero (loaded on the server for every page).
  const hero = useCategories().data?.hero;

  return (
    <div className="flex flex-col gap-12">
      <HomeRedirect />
      <section className="grid items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-12 text-white shadow-lg sm:grid-cols-2 sm:px-12 sm:py-20">
        <HeadTags title={t('home.pageTitle')} description={t('home.description')} />
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('home.title')}</h1>
          <p className="mt-4 text-lg text-brand-50">{t('home.lead', { price: membershipPrice[language] })}</p>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-8' })}>
            {t('home.cta')}
          </Link>
        </div>
        {/* The page's largest image: in the server's HTML, fetched first, drawn at the width it takes. */}
        {hero ? (
          <Picture image={hero} sizes="(min-width:640px) 45vw, 90vw" priority className="w-full rounded-2xl" />
        ) : null}
      </section>
      <HomeSections />
    </div>
  );
}
