// Finding a member: by the address or its beginning, or by a card number. The query lives in the URL
// (?q=&page=&sort=), so a search can be shared with a colleague or reopened from the history.
import type { ColumnDef } from '@tanstack/react-table';
import { looksLikeOrderNumber, type MemberSearchRow } from '@spc/domain/staff-support';
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type TableQuery } from '../../ui/data-table.tsx';
import { useSearchMembers } from '../api/search-members.ts';
import { supportPaths } from '../paths.ts';
import { errorText } from './error-text.ts';
import { pageTitle } from './page-title.ts';
import { useFormat } from './format.ts';
import { OrderLookup } from './order-lookup.tsx';

const SORTS = ['email', '-email', 'created_at', '-created_at'] as const;
type Sort = (typeof SORTS)[number];
const PER_PAGE = 25;

export function MemberSearch() {
  const { t } = useTranslation('admin-support');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : undefined;
  const search = useSearchMembers({ q, sort, page, per_page: PER_PAGE });

  const columns = useMemo<ColumnDef<MemberSearchRow, unknown>[]>(
    () => [
      {
        id: 'email',
        header: t('search.columns.email'),
        cell: ({ row }) => (
          <Link to={supportPaths.member(row.original.user_id)} className="font-medium text-brand-700 underline">
            {row.original.email}
          </Link>
        ),
      },
      { id: 'name', header: t('search.columns.name'), enableSorting: false, cell: ({ row }) => row.original.name },
      {
        id: 'email_verified',
        header: t('search.columns.verified'),
        enableSorting: false,
        cell: ({ row }) => (row.original.email_verified ? t('common.yes') : t('common.no')),
      },
      {
        id: 'card_number',
        header: t('search.columns.card'),
        enableSorting: false,
        cell: ({ row }) => (row.original.card_number ? formatCardNumber(row.original.card_number) : '—'),
      },
      {
        id: 'created_at',
        header: t('search.columns.created'),
        cell: ({ row }) => format.day(row.original.created_at),
      },
    ],
    [t, format],
  );

  const onQueryChange = (query: TableQuery) => {
    const next = new URLSearchParams();
    if (query.q) next.set('q', query.q);
    if (query.sort) next.set('sort', query.sort);
    if (query.page > 1) next.set('page', String(query.page));
    setParams(next);
  };

  return (
    <section aria-labelledby="member-search-title" className="flex flex-col gap-3">
      <title>{pageTitle(t, t('search.title'))}</title>
      <h1 id="member-search-title" className="text-2xl font-bold">
        {t('search.title')}
      </h1>
      <p className="max-w-prose text-slate-700">{t('search.intro')}</p>
      <DataTable
        caption={t('search.caption')}
        columns={columns}
        rows={q && q.trim().length >= 2 ? search.data?.members : []}
        total={q && q.trim().length >= 2 ? (search.data?.total ?? 0) : 0}
        query={{ q, sort, page, perPage: PER_PAGE }}
        onQueryChange={onQueryChange}
        isLoading={search.isFetching}
        error={search.error ? errorText(t, search.error) : undefined}
        getRowId={(row) => row.user_id}
        empty={q && q.trim().length >= 2 ? undefined : t('search.prompt')}
      />
      {q && looksLikeOrderNumber(q) ? <OrderLookup orderNumber={q.trim().toUpperCase()} /> : null}
    </section>
  );
}
