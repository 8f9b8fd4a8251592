// /campus and /campus/{id} (issue 18 item 1; spec §2 /campus/{id?}): the schools and campuses by
// province, searchable by name, and a campus page — its name, school, page text, the offers to show
// there and the way to verify one's student status. Server-rendered (decision 007): the loader loads the
// `student` catalogue and fetches the data into the query client; an unknown campus answers the 404 page.
import { PROVINCES } from '@spc/domain/provinces';
import type { CampusListResponse, CampusResponse } from '@spc/domain/student';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { getCampusEventsQueryOptions } from '../../../features/bts/api/get-campus-events.ts';
import { CampusEvents } from '../../../features/bts/components/campus-events.tsx';
import { CampusCodeButton } from '../../../features/campus-access/components/campus-code-button.tsx';
import { SchoolPortalPanel } from '../../../features/campus-access/components/school-portal-panel.tsx';
import { OfferGrid } from '../../../features/deals/components/offer-grid.tsx';
import {
  getCampusListQueryOptions,
  getCampusQueryOptions,
  useCampus,
  useCampusList,
} from '../../../features/student/api/get-campuses.ts';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { i18nContext, queryClientContext } from '../../../lib/query-client.ts';
import { route as btsRoute } from '../bts/bts-pages.tsx';
import { route as studentVerificationRoute } from './student-verification.tsx';
import { ensureOr404, notFound, type ContentRouteModule } from '../content/load.ts';

const provinceName = (code: string, language: 'en' | 'fr') => {
  const province = PROVINCES.find((entry) => entry.code === code);
  return province ? (language === 'fr' ? province.name_fr : province.name_en) : code;
};

/** Lower-case and without accents, so "universite de montreal" finds "Université de Montréal". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

async function campusLoader({ context, params }: LoaderFunctionArgs): Promise<null> {
  await context.get(i18nContext)?.loadNamespaces(['student']);
  const queryClient = context.get(queryClientContext);
  if (params.id === undefined) {
    await Promise.allSettled([queryClient.ensureQueryData(getCampusListQueryOptions())]);
    return null;
  }
  if (!/^[a-z0-9-]{1,120}$/.test(params.id)) notFound();
  const campus = await ensureOr404(() => queryClient.ensureQueryData(getCampusQueryOptions(params.id ?? '')));
  // The page's events section, server-rendered with it (a failure stays in its query: the section says so).
  if (campus) await Promise.allSettled([queryClient.prefetchQuery(getCampusEventsQueryOptions(campus.campus.id))]);
  return null;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('student');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-6 text-red-900">
      <p>{t('error.title')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses({ variant: 'secondary' })}>
        {t('error.retry')}
      </button>
    </div>
  );
}

function VerifyCallToAction() {
  const { t } = useTranslation('student');
  return (
    <section
      aria-labelledby="student-cta"
      className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="student-cta" className="text-xl font-bold text-slate-900">
          {t('cta.title')}
        </h2>
        <p className="text-slate-700">{t('cta.body')}</p>
      </div>
      <Link to={`${paths.profile()}#student-status`} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
        {t('cta.action')}
      </Link>
    </section>
  );
}

function SchoolList({ schools }: { schools: CampusListResponse['schools'] }) {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const needle = fold(deferred.trim());
  const matches = schools.filter(
    (school) =>
      needle === '' ||
      fold(`${school.name_en} ${school.name_fr}`).includes(needle) ||
      school.campuses.some((campus) => fold(`${campus.name_en} ${campus.name_fr} ${campus.city}`).includes(needle)),
  );
  const provinces = PROVINCES.filter((province) => matches.some((school) => school.province === province.code));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="font-semibold text-slate-900">
          {t('list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2"
          autoComplete="off"
        />
        <p aria-live="polite" className="text-sm text-slate-600">
          {matches.length === 0 ? t('list.empty', { query: deferred }) : t('list.count', { count: matches.length })}
        </p>
      </div>
      {provinces.map((province) => (
        <section key={province.code} aria-labelledby={`province-${province.code}`} className="flex flex-col gap-3">
          <h2 id={`province-${province.code}`} className="text-xl font-bold text-slate-900">
            {language === 'fr' ? province.name_fr : province.name_en}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {matches
              .filter((school) => school.province === province.code)
              .map((school) => {
                const name = language === 'fr' ? school.name_fr : school.name_en;
                return (
                  <li key={school.id} className="rounded-xl border border-slate-200 p-4">
                    <p className="font-semibold text-slate-900">{name}</p>
                    <p className="text-sm text-slate-600">{t(`types.${school.school_type}`)}</p>
                    <ul aria-label={t('list.campuses', { school: name })} className="mt-2 flex flex-col gap-1">
                      {school.campuses.map((campus) => (
                        <li key={campus.id}>
                          <Link
                            to={`/campus/${campus.url_name}`}
                            className="text-brand-700 underline underline-offset-2"
                          >
                            {school.campuses.length > 1
                              ? language === 'fr'
                                ? campus.name_fr
                                : campus.name_en
                              : campus.city}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function CampusListPage() {
  const { t } = useTranslation('student');
  const list = useCampusList();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <HeadTags title={t('pageTitle', { title: t('list.title') })} description={t('list.description')} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('list.heading')}</h1>
        <p className="text-slate-700">{t('list.description')}</p>
      </header>
      <VerifyCallToAction />
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <SchoolList schools={list.data.schools} />
      ) : (
        <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
      )}
    </div>
  );
}

function CampusDetails({ data, now }: { data: CampusResponse; now: number }) {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  const fr = language === 'fr';
  const school = fr ? data.school.name_fr : data.school.name_en;
  const campusName = fr ? data.campus.name_fr : data.campus.name_en;
  const title = campusName === school ? school : `${school} — ${campusName}`;
  return (
    <>
      <HeadTags
        title={t('pageTitle', { title })}
        description={t('campus.description', { campus: campusName, school })}
      />
      <header className="flex flex-col gap-2">
        <Link to="/campus" className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t('campus.allCampuses')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-600">
          {t(`types.${data.school.school_type}`)} ·{' '}
          {t('campus.city', { city: data.campus.city, province: provinceName(data.campus.province, language) })}
        </p>
        <p className="max-w-3xl text-slate-700">{fr ? data.school.description_fr : data.school.description_en}</p>
      </header>
      <SchoolPortalPanel campus={data.campus.url_name} />
      <VerifyCallToAction />
      {/* Issue 18 items 5–6: a campus code ties the member to this campus; its back-to-school events. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-slate-700">{t('campusCode.campusLead')}</p>
        <CampusCodeButton />
      </div>
      <CampusEvents campusId={data.campus.id} />
      <section aria-labelledby="campus-offers" className="flex flex-col gap-4">
        <h2 id="campus-offers" className="text-2xl font-bold text-slate-900">
          {t('campus.offers')}
        </h2>
        {data.offers.length === 0 ? (
          <p className="text-slate-600">{t('campus.noOffers')}</p>
        ) : (
          <OfferGrid offers={data.offers} partnersById={data.partners_by_id} language={language} now={now} />
        )}
      </section>
    </>
  );
}

function CampusPage({ id }: { id: string }) {
  const campus = useCampus(id);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      {campus.isError ? (
        <LoadError onRetry={() => void campus.refetch()} />
      ) : campus.data ? (
        <CampusDetails data={campus.data} now={campus.dataUpdatedAt} />
      ) : (
        <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
      )}
    </div>
  );
}

function CampusRoute() {
  const { id } = useParams();
  return id === undefined ? <CampusListPage /> : <CampusPage id={id} />;
}

export function route(slug: string): ContentRouteModule {
  // The student-verification and back-to-school pages share this module's entry in the route table.
  if (slug === 'student-verification') return studentVerificationRoute();
  if (slug !== 'campus') return btsRoute(slug);
  return { loader: campusLoader, Component: CampusRoute };
}
