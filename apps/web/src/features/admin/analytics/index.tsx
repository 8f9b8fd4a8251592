// Partner analytics (issue 20 item 5) for editors and admins: the site, a partner or one of its offers
// over a period of UTC days (at most 366) — totals, a sentence saying what the period looked like, two
// uPlot charts (activity; estimated savings), the day-by-day table that is the charts' text alternative,
// the offers ranked by a figure, and CSV downloads. The choices live in the URL, so a view can be shared.
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  addDays,
  ANALYTICS_MAX_DAYS,
  daysInPeriod,
  OFFER_SORTS,
  type AnalyticsDay,
  type AnalyticsOfferRow,
  type AnalyticsOffersQuery,
  type AnalyticsPeriodQuery,
} from '@spc/domain/staff-analytics';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes, useSearchParams } from 'react-router';
import { DataTable, type TableQuery } from '../ui/data-table.tsx';
import { csvUrl, dailyQuery, offersQuery, pickerQuery } from './api.ts';
import { DailyChart, type ChartSeries } from './chart.tsx';

// useRoutes, not <Routes>: <Routes> would add to the react-router chunk every public page loads.
export default function AnalyticsSection() {
  return useRoutes([{ index: true, element: <AnalyticsPage /> }]);
}

type OfferSort = AnalyticsOffersQuery['sort'];
const isDay = (value: string | null): value is string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 2_147_483_647 ? number : undefined;
};
const today = () => new Date().toISOString().slice(0, 10);

interface View {
  period: AnalyticsPeriodQuery;
  sort: OfferSort;
  page: number;
}

/** The view from the URL: a missing or unreadable period is the last 30 days. */
function viewFrom(params: URLSearchParams): View {
  let from = params.get('from');
  let to = params.get('to');
  if (!isDay(to)) to = today();
  if (!isDay(from) || from > to || daysInPeriod(from, to) > ANALYTICS_MAX_DAYS) from = addDays(to, -29);
  const sort = params.get('sort') as OfferSort | null;
  const validSorts: readonly string[] = [...OFFER_SORTS, ...OFFER_SORTS.map((name) => `-${name}`)];
  return {
    period: { from, to, partner_id: positive(params.get('partner')), offer_id: positive(params.get('offer')) },
    sort: sort && validSorts.includes(sort) ? sort : '-views',
    page: positive(params.get('page')) ?? 1,
  };
}

function paramsFrom(view: View): URLSearchParams {
  const params = new URLSearchParams({ from: view.period.from, to: view.period.to });
  if (view.period.partner_id) params.set('partner', String(view.period.partner_id));
  if (view.period.offer_id) params.set('offer', String(view.period.offer_id));
  if (view.sort !== '-views') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

function useFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = i18n.language === 'fr' ? 'fr-CA' : 'en-CA';
    const number = new Intl.NumberFormat(locale);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDate = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value: number) => number.format(value),
      money: (cents: number) => money.format(cents / 100),
      day: (day: string) => date.format(new Date(`${day}T00:00:00Z`)),
      shortDay: (day: string) => shortDate.format(new Date(`${day}T00:00:00Z`)),
      time: (epochMs: number) => time.format(new Date(epochMs)),
      french: locale === 'fr-CA',
    };
  }, [i18n.language]);
}

const COLORS = { views: '#1d4ed8', clicks: '#b45309', reveals: '#047857', savings: '#7c3aed' };

function AnalyticsPage() {
  const { t } = useTranslation('admin-analytics');
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  const setView = (next: View) => setParams(paramsFrom(next));
  const format = useFormats();
  const daily = useQuery(dailyQuery(view.period));
  const picked = useQuery(pickerQuery({ partner_id: view.period.partner_id }));
  const partnerName = picked.data?.partners.find((row) => row.partner_id === view.period.partner_id)?.name;
  const offer = picked.data?.offers.find((row) => row.offer_id === view.period.offer_id);
  const offerTitle = offer ? (format.french ? offer.title_fr : offer.title_en) : undefined;
  const scope = view.period.offer_id
    ? t('scope.offer', { title: offerTitle ?? `#${view.period.offer_id}` })
    : view.period.partner_id
      ? t('scope.partner', { name: partnerName ?? `#${view.period.partner_id}` })
      : t('scope.site');

  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-5">
      <header>
        <h1 id="analytics-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('intro')}</p>
      </header>
      <ViewForm key={params.toString()} view={view} onApply={(period) => setView({ ...view, period, page: 1 })} />
      {daily.error ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : !daily.data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <Figures days={daily.data.days} totals={daily.data.totals} asOf={daily.data.as_of} scope={scope} view={view} />
      )}
      <TopOffers view={view} onChange={(sort, page) => setView({ ...view, sort, page })} />
    </section>
  );
}

function ViewForm({ view, onApply }: { view: View; onApply: (period: AnalyticsPeriodQuery) => void }) {
  const { t } = useTranslation('admin-analytics');
  const format = useFormats();
  const id = useId();
  const [from, setFrom] = useState(view.period.from);
  const [to, setTo] = useState(view.period.to);
  const [search, setSearch] = useState('');
  const [partner, setPartner] = useState(view.period.partner_id);
  const [offer, setOffer] = useState(view.period.offer_id);
  const partners = useQuery(pickerQuery({ q: search.trim() || undefined }));
  const chosen = useQuery(pickerQuery({ partner_id: partner }));
  const chosenName = chosen.data?.partners.find((row) => row.partner_id === partner);
  const partnerOptions = [
    ...(chosenName && !partners.data?.partners.some((row) => row.partner_id === partner) ? [chosenName] : []),
    ...(partners.data?.partners ?? []),
  ];
  const error =
    !isDay(from) || !isDay(to)
      ? t('errors.dates')
      : from > to
        ? t('errors.order')
        : daysInPeriod(from, to) > ANALYTICS_MAX_DAYS
          ? t('errors.tooLong', { days: ANALYTICS_MAX_DAYS })
          : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    onApply({ from, to, partner_id: partner, offer_id: partner ? offer : undefined });
  };
  const preset = (days: number) => {
    const end = today();
    setTo(end);
    setFrom(addDays(end, -(days - 1)));
  };
  const field = 'mt-1 rounded border border-slate-300 px-2 py-1';
  const label = 'flex flex-col text-sm font-medium';
  return (
    <form
      onSubmit={submit}
      aria-label={t('form.title')}
      className="flex flex-col gap-3 rounded border border-slate-200 p-3"
    >
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('form.period')}</legend>
        <label className={label} htmlFor={`${id}-from`}>
          {t('form.from')}
          <input
            id={`${id}-from`}
            type="date"
            className={field}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className={label} htmlFor={`${id}-to`}>
          {t('form.to')}
          <input
            id={`${id}-to`}
            type="date"
            className={field}
            value={to}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-utc`}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        {[7, 30, 90, 365].map((days) => (
          <button
            key={days}
            type="button"
            className="rounded border border-slate-300 px-2 py-1 text-sm"
            onClick={() => preset(days)}
          >
            {t('form.lastDays', { count: days })}
          </button>
        ))}
        <p id={`${id}-utc`} className="w-full text-sm text-slate-600">
          {t('form.utcNote', { days: format.number(ANALYTICS_MAX_DAYS) })}
        </p>
      </fieldset>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('form.scope')}</legend>
        <label className={label} htmlFor={`${id}-search`}>
          {t('form.findPartner')}
          <input
            id={`${id}-search`}
            type="search"
            className={field}
            value={search}
            placeholder={t('form.findPartnerPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className={label} htmlFor={`${id}-partner`}>
          {t('form.partner')}
          <select
            id={`${id}-partner`}
            className={`${field} max-w-xs`}
            value={partner ?? ''}
            onChange={(event) => {
              setPartner(positive(event.target.value));
              setOffer(undefined);
            }}
          >
            <option value="">{t('form.allPartners')}</option>
            {partnerOptions.map((row) => (
              <option key={row.partner_id} value={row.partner_id}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label} htmlFor={`${id}-offer`}>
          {t('form.offer')}
          <select
            id={`${id}-offer`}
            className={`${field} max-w-xs`}
            value={offer ?? ''}
            disabled={!partner}
            onChange={(event) => setOffer(positive(event.target.value))}
          >
            <option value="">{partner ? t('form.allOffers') : t('form.choosePartnerFirst')}</option>
            {(partner ? (chosen.data?.offers ?? []) : []).map((row) => (
              <option key={row.offer_id} value={row.offer_id}>
                {format.french ? row.title_fr : row.title_en}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white">
          {t('form.show')}
        </button>
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function Figures({
  days,
  totals,
  asOf,
  scope,
  view,
}: {
  days: AnalyticsDay[];
  totals: { views: number; clicks: number; reveals: number; savings_cents: number };
  asOf: number | null;
  scope: string;
  view: View;
}) {
  const { t } = useTranslation('admin-analytics');
  const format = useFormats();
  const tableId = useId();
  const busiest = days.reduce<AnalyticsDay | undefined>(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    undefined,
  );
  const summary = [
    t('summary.period', {
      scope,
      from: format.day(view.period.from),
      to: format.day(view.period.to),
      views: format.number(totals.views),
      clicks: format.number(totals.clicks),
      reveals: format.number(totals.reveals),
      savings: format.money(totals.savings_cents),
    }),
    busiest
      ? t('summary.busiest', { day: format.day(busiest.day), views: format.number(busiest.views) })
      : t('summary.quiet'),
  ].join(' ');
  const dayList = useMemo(() => days.map((day) => day.day), [days]);
  const activity = useMemo<ChartSeries[]>(
    () => [
      { label: t('metrics.views'), values: days.map((day) => day.views), color: COLORS.views },
      { label: t('metrics.clicks'), values: days.map((day) => day.clicks), color: COLORS.clicks, dash: [8, 4] },
      { label: t('metrics.reveals'), values: days.map((day) => day.reveals), color: COLORS.reveals, dash: [2, 3] },
    ],
    [days, t],
  );
  const savings = useMemo<ChartSeries[]>(
    () => [{ label: t('metrics.savings'), values: days.map((day) => day.savings_cents), color: COLORS.savings }],
    [days, t],
  );
  const downloads = { ...view.period };
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(
          [
            ['views', format.number(totals.views)],
            ['clicks', format.number(totals.clicks)],
            ['reveals', format.number(totals.reveals)],
            ['savings', format.money(totals.savings_cents)],
          ] as const
        ).map(([metric, value]) => (
          <div key={metric} className="rounded border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{t(`metrics.${metric}`)}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p aria-live="polite" className="max-w-4xl">
        {summary}
      </p>
      <p className="text-sm text-slate-600">
        {asOf ? t('asOf', { time: format.time(asOf) }) : t('notYet')} {t('definitions')}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={csvUrl({ ...downloads, by: 'day' })}
          download
          className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50"
        >
          {t('download.byDay')}
        </a>
        <a
          href={csvUrl({ ...downloads, by: 'offer' })}
          download
          className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50"
        >
          {t('download.byOffer')}
        </a>
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-2">
        <figure className="min-w-0 rounded border border-slate-200 p-3">
          <figcaption className="mb-2 font-semibold">
            {t('charts.activity')} <span className="sr-only">{summary}</span>
          </figcaption>
          <DailyChart
            days={dayList}
            series={activity}
            formatValue={format.number}
            formatDay={format.shortDay}
            dayLabel={t('columns.day')}
          />
          <a href={`#${tableId}`} className="text-sm text-blue-800 underline">
            {t('charts.seeTable')}
          </a>
        </figure>
        <figure className="min-w-0 rounded border border-slate-200 p-3">
          <figcaption className="mb-2 font-semibold">
            {t('charts.savings')}{' '}
            <span className="sr-only">
              {t('charts.savingsSummary', { savings: format.money(totals.savings_cents) })}
            </span>
          </figcaption>
          <DailyChart
            days={dayList}
            series={savings}
            formatValue={format.money}
            formatDay={format.shortDay}
            dayLabel={t('columns.day')}
          />
          <a href={`#${tableId}`} className="text-sm text-blue-800 underline">
            {t('charts.seeTable')}
          </a>
        </figure>
      </div>
      <DaysTable id={tableId} days={days} />
    </>
  );
}

type DaySort = 'day' | 'views' | 'clicks' | 'reveals' | 'savings_cents';

function DaysTable({ id, days }: { id: string; days: AnalyticsDay[] }) {
  const { t } = useTranslation('admin-analytics');
  const format = useFormats();
  const [query, setQuery] = useState<TableQuery>({ sort: 'day', page: 1, perPage: 31 });
  const columns = useMemo<ColumnDef<AnalyticsDay, unknown>[]>(
    () => [
      { id: 'day', header: t('columns.day'), cell: ({ row }) => format.day(row.original.day) },
      { id: 'views', header: t('metrics.views'), cell: ({ row }) => format.number(row.original.views) },
      { id: 'clicks', header: t('metrics.clicks'), cell: ({ row }) => format.number(row.original.clicks) },
      { id: 'reveals', header: t('metrics.reveals'), cell: ({ row }) => format.number(row.original.reveals) },
      {
        id: 'savings_cents',
        header: t('metrics.savings'),
        cell: ({ row }) => format.money(row.original.savings_cents),
      },
    ],
    [t, format],
  );
  const sortKey = (query.sort ?? 'day').replace(/^-/, '') as DaySort;
  const direction = query.sort?.startsWith('-') ? -1 : 1;
  const sorted = [...days].sort((a, b) =>
    sortKey === 'day'
      ? direction * a.day.localeCompare(b.day)
      : direction * (a[sortKey] - b[sortKey]) || a.day.localeCompare(b.day),
  );
  const rows = sorted.slice((query.page - 1) * query.perPage, query.page * query.perPage);
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('daysTitle')}
      </h2>
      <DataTable
        caption={t('daysCaption')}
        columns={columns}
        rows={rows}
        total={days.length}
        query={query}
        onQueryChange={setQuery}
        getRowId={(row) => row.day}
        searchable={false}
      />
    </section>
  );
}

function TopOffers({ view, onChange }: { view: View; onChange: (sort: OfferSort, page: number) => void }) {
  const { t } = useTranslation('admin-analytics');
  const format = useFormats();
  const list = useQuery(offersQuery({ ...view.period, sort: view.sort, page: view.page, per_page: 25 }));
  const columns = useMemo<ColumnDef<AnalyticsOfferRow, unknown>[]>(
    () => [
      {
        id: 'offer',
        header: t('columns.offer'),
        enableSorting: false,
        cell: ({ row }) =>
          (format.french ? row.original.title_fr : row.original.title_en) || `#${row.original.offer_id}`,
      },
      { id: 'partner', header: t('columns.partner'), enableSorting: false, accessorKey: 'partner_name' },
      { id: 'offer_id', header: t('columns.offerId'), enableSorting: false, accessorKey: 'offer_id' },
      { id: 'views', header: t('metrics.views'), cell: ({ row }) => format.number(row.original.views) },
      { id: 'clicks', header: t('metrics.clicks'), cell: ({ row }) => format.number(row.original.clicks) },
      { id: 'reveals', header: t('metrics.reveals'), cell: ({ row }) => format.number(row.original.reveals) },
      {
        id: 'savings_cents',
        header: t('metrics.savings'),
        cell: ({ row }) => format.money(row.original.savings_cents),
      },
    ],
    [t, format],
  );
  return (
    <section aria-labelledby="top-offers-title" className="flex flex-col gap-2">
      <h2 id="top-offers-title" className="text-xl font-semibold">
        {t('topTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('topIntro')}</p>
      <DataTable
        caption={t('topCaption')}
        columns={columns}
        rows={list.data?.offers}
        total={list.data?.total ?? 0}
        query={{ sort: view.sort, page: view.page, perPage: 25 }}
        onQueryChange={(next) => onChange((next.sort as OfferSort | undefined) ?? '-views', next.page)}
        isLoading={list.isPending}
        error={list.error ? t('loadFailed') : undefined}
        initiallyHidden={['offer_id']}
        getRowId={(row) => String(row.offer_id)}
        searchable={false}
      />
    </section>
  );
}
