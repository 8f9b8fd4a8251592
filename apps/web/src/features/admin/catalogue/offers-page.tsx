// Offers (issue 20 item 3): every offer, or one partner's, filtered by state (live, scheduled, expired,
// delisted), searched, sorted and paged, with what is left of each code pool.
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { OFFER_STATES, type OfferRow, type OfferState } from '@spc/domain/staff-catalogue';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TableQuery } from '../ui/data-table.tsx';
import { offersQuery } from './api.ts';
import { formatDate, useTableQuery } from './table-state.ts';
import { PageTitle } from './page-title.tsx';

const STATE_STYLES: Record<OfferState, string> = {
  live: 'bg-green-100 text-green-900',
  scheduled: 'bg-blue-100 text-blue-900',
  expired: 'bg-slate-200 text-slate-800',
  delisted: 'bg-red-100 text-red-900',
};

export function StateBadge({ state }: { state: OfferState }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`}>{t(`states.${state}`)}</span>
  );
}

const isState = (value: string | null): value is OfferState =>
  value !== null && (OFFER_STATES as readonly string[]).includes(value);

/** The list of every offer, its query in the URL. */
export function OffersPage() {
  const { t } = useTranslation('admin-catalogue');
  const { query, params, setQuery } = useTableQuery({ sort: '-offer_id' });
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-4">
      <PageTitle text={t('offers.title')} />
      <h1 id="offers-title" className="text-2xl font-bold">
        {t('offers.title')}
      </h1>
      <OffersList query={query} state={state} onChange={(next, nextState) => setQuery(next, { state: nextState })} />
    </section>
  );
}

/** One partner's offers (on its page), its query in the component. */
export function OffersTable({ partnerId }: { partnerId: number }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, perPage: 25, sort: '-offer_id' });
  const [state, setState] = useState<OfferState | undefined>();
  return (
    <OffersList
      query={query}
      state={state}
      partnerId={partnerId}
      onChange={(next, nextState) => {
        setQuery(next);
        setState(nextState);
      }}
    />
  );
}

function OffersList({
  query,
  state,
  partnerId,
  onChange,
}: {
  query: TableQuery;
  state: OfferState | undefined;
  partnerId?: number;
  onChange: (query: TableQuery, state: OfferState | undefined) => void;
}) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const filterId = useId();
  const offers = useQuery(offersQuery({ ...query, state, partnerId }));
  const columns = useMemo<ColumnDef<OfferRow, unknown>[]>(
    () => [
      { id: 'offer_id', header: t('offers.columns.id'), accessorKey: 'offer_id' },
      {
        id: 'title_en',
        header: t('offers.columns.title'),
        cell: ({ row }) => (
          <Link className="font-medium text-blue-800 underline" to={`/admin/catalogue/offers/${row.original.offer_id}`}>
            {i18n.language === 'fr' ? row.original.title_fr : row.original.title_en}
          </Link>
        ),
      },
      { id: 'partner_name', header: t('offers.columns.partner'), accessorKey: 'partner_name' },
      {
        id: 'state',
        header: t('offers.columns.state'),
        enableSorting: false,
        cell: ({ row }) => <StateBadge state={row.original.state} />,
      },
      {
        id: 'start_date',
        header: t('offers.columns.start'),
        cell: ({ row }) => formatDate(row.original.start_date, i18n.language),
      },
      {
        id: 'end_date',
        header: t('offers.columns.end'),
        cell: ({ row }) => formatDate(row.original.end_date, i18n.language),
      },
      {
        id: 'code_type',
        header: t('offers.columns.codeType'),
        enableSorting: false,
        cell: ({ row }) => t(`codeTypes.${row.original.code_type}`),
      },
      {
        id: 'codes_remaining',
        header: t('offers.columns.codesLeft'),
        enableSorting: false,
        cell: ({ row }) => row.original.codes_remaining ?? '—',
      },
      { id: 'views', header: t('offers.columns.views'), accessorKey: 'views' },
    ],
    [t, i18n.language],
  );
  return (
    <DataTable
      caption={t('offers.title')}
      columns={partnerId === undefined ? columns : columns.filter((column) => column.id !== 'partner_name')}
      rows={offers.data?.rows}
      total={offers.data?.total ?? 0}
      query={query}
      onQueryChange={(next) => onChange(next, state)}
      isLoading={offers.isPending}
      error={offers.error ? t('common.loadFailed') : undefined}
      initiallyHidden={['views', 'end_date']}
      getRowId={(row) => String(row.offer_id)}
      actions={
        <label htmlFor={filterId} className="flex items-center gap-2 text-sm font-medium">
          {t('offers.stateFilter')}
          <select
            id={filterId}
            value={state ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...query, page: 1 }, isState(value) ? value : undefined);
            }}
            className="rounded border border-slate-300 px-2 py-1"
          >
            <option value="">{t('states.all')}</option>
            {OFFER_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`states.${value}`)}
              </option>
            ))}
          </select>
        </label>
      }
    />
  );
}
