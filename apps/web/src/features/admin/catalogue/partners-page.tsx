// Partners (issue 20 item 3): the searchable, sortable, paged list, with a link to add one.
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { PartnerRow } from '@spc/domain/staff-catalogue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../ui/data-table.tsx';
import { partnersQuery } from './api.ts';
import { formatDate, useTableQuery } from './table-state.ts';
import { PageTitle } from './page-title.tsx';

export function PartnersPage() {
  const { t, i18n } = useTranslation('admin-catalogue');
  const { query, setQuery } = useTableQuery({ sort: 'partner_name' });
  const partners = useQuery(partnersQuery(query));
  const columns = useMemo<ColumnDef<PartnerRow, unknown>[]>(
    () => [
      {
        id: 'partner_name',
        header: t('partners.columns.name'),
        cell: ({ row }) => (
          <Link className="font-medium text-blue-800 underline" to={`../partners/${row.original.partner_id}`}>
            {row.original.partner_name}
          </Link>
        ),
      },
      { id: 'url_name', header: t('partners.columns.urlName'), accessorKey: 'url_name' },
      { id: 'offers', header: t('partners.columns.offers'), accessorKey: 'offers' },
      { id: 'live_offers', header: t('partners.columns.liveOffers'), accessorKey: 'live_offers' },
      { id: 'locations', header: t('partners.columns.locations'), accessorKey: 'locations' },
      {
        id: 'website_url',
        header: t('partners.columns.website'),
        enableSorting: false,
        cell: ({ row }) => row.original.website_url ?? '—',
      },
      {
        id: 'created_at',
        header: t('partners.columns.created'),
        cell: ({ row }) => formatDate(row.original.created_at, i18n.language),
      },
    ],
    [t, i18n.language],
  );
  return (
    <section aria-labelledby="partners-title" className="flex flex-col gap-4">
      <PageTitle text={t('partners.title')} />
      <h1 id="partners-title" className="text-2xl font-bold">
        {t('partners.title')}
      </h1>
      <DataTable
        caption={t('partners.title')}
        columns={columns}
        rows={partners.data?.rows}
        total={partners.data?.total ?? 0}
        query={query}
        onQueryChange={(next) => setQuery(next)}
        isLoading={partners.isPending}
        error={partners.error ? t('common.loadFailed') : undefined}
        initiallyHidden={['website_url', 'created_at']}
        getRowId={(row) => String(row.partner_id)}
        actions={
          <Link to="../partners/new" className="rounded bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white">
            {t('partners.new')}
          </Link>
        }
      />
    </section>
  );
}
