// One taxonomy list (categories, collections, weekly deals or holiday events): the console's data table
// paged, sorted and searched on the server, a New link, and per row Edit and Delete — Delete asks to
// confirm in the row itself, and a refusal (a category offers still use) is read out as an alert.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../ui/data-table.tsx';
import {
  deleteTaxonomyEntry,
  taxonomyKeys,
  taxonomyListQuery,
  type RowOf,
  type TaxonomyArea,
} from './api/taxonomy-api.ts';
import { apiRefusal, useTableQuery } from './form-support.ts';

export interface TaxonomyListProps<A extends TaxonomyArea> {
  area: A;
  title: string;
  newLabel: string;
  columns: ColumnDef<RowOf<A>, unknown>[];
  nameOf: (row: RowOf<A>) => string;
  defaultSort?: string;
  initiallyHidden?: string[];
}

export function TaxonomyList<A extends TaxonomyArea>({
  area,
  title,
  newLabel,
  columns,
  nameOf,
  defaultSort,
  initiallyHidden,
}: TaxonomyListProps<A>) {
  const { t } = useTranslation('admin-taxonomy');
  const { query, setQuery } = useTableQuery(defaultSort);
  const list = useQuery(taxonomyListQuery(area, query));
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const remove = useMutation({
    mutationFn: (row: RowOf<A>) => deleteTaxonomyEntry(area, row.id),
    onSuccess: (_answer, row) => {
      setNotice({ tone: 'status', text: t('common.deleted', { name: nameOf(row) }) });
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: taxonomyKeys.area(area) });
    },
    onError: (error) => {
      setNotice({ tone: 'alert', text: apiRefusal(t, error).message });
      setConfirming(null);
    },
  });

  const actions: ColumnDef<RowOf<A>, unknown> = {
    id: 'actions',
    header: t('common.actions'),
    enableSorting: false,
    enableHiding: false,
    cell: ({ row }) =>
      confirming === row.original.id ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>{t('common.confirmDelete', { name: nameOf(row.original) })}</span>
          <button
            type="button"
            className="rounded bg-red-700 px-2 py-0.5 text-white disabled:opacity-50"
            disabled={remove.isPending}
            onClick={() => remove.mutate(row.original)}
          >
            {t('common.delete')}
          </button>
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-0.5"
            onClick={() => setConfirming(null)}
          >
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Link to={String(row.original.id)} className="rounded border border-slate-300 px-2 py-0.5">
            {t('common.edit')}
            <span className="sr-only"> {nameOf(row.original)}</span>
          </Link>
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-0.5"
            onClick={() => {
              setNotice(null);
              setConfirming(row.original.id);
            }}
          >
            {t('common.delete')}
            <span className="sr-only"> {nameOf(row.original)}</span>
          </button>
        </div>
      ),
  };

  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{title}</h2>
      {notice ? (
        <p
          role={notice.tone}
          className={
            notice.tone === 'alert' ? 'rounded bg-red-50 p-2 text-red-800' : 'rounded bg-green-50 p-2 text-green-900'
          }
        >
          {notice.text}
        </p>
      ) : null}
      <DataTable
        caption={title}
        columns={[...columns, actions]}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        isLoading={list.isPending}
        error={list.error ? t('common.loadFailed') : undefined}
        initiallyHidden={initiallyHidden}
        getRowId={(row) => String(row.id)}
        actions={
          <Link to="new" className="rounded bg-slate-900 px-3 py-1 text-white">
            {newLabel}
          </Link>
        }
      />
    </section>
  );
}
