// A content list (pages, FAQ, blog, careers, legal texts, menus): the console's data table over the
// staff API's paged, sorted and searched answer, its state in the URL so a view can be bookmarked.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { apiGet } from '../../../lib/api-client.ts';
import { DataTable, type TableQuery } from '../ui/data-table.tsx';
import type { CellKind, Resource, Row } from './resources.ts';

const PER_PAGE = 25;

function readQuery(params: URLSearchParams): TableQuery {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: PER_PAGE,
  };
}

export function ResourceList({ resource }: { resource: Resource }) {
  const { t, i18n } = useTranslation('admin-content');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useQuery({
    queryKey: ['staff', 'content', resource.key, 'list', query],
    queryFn: ({ signal }) =>
      apiGet(resource.api, resource.list, {
        signal,
        query: { q: query.q, sort: query.sort, page: query.page, per_page: query.perPage },
      }),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const formatCell = (kind: CellKind | undefined, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '—';
      const text =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
      switch (kind) {
        case 'date':
          return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${text}T00:00:00Z`),
          );
        case 'datetime':
          return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(text),
          );
        case 'published':
          return t(`options.published.${value ? 'true' : 'false'}`);
        case 'open':
          return t(`options.open.${value ? 'true' : 'false'}`);
        case 'state':
          return t(`options.state.${text}` as never);
        case 'legalKind':
          return t(`options.legalKind.${text}` as never);
        case 'kind':
          return t(`options.kind.${text}` as never);
        case 'carouselKind':
          return t(`options.carouselKind.${text}` as never);
        case 'area':
          return t(`options.area.${text}` as never);
        default:
          return text;
      }
    };
    return [
      ...resource.columns.map((column, index): ColumnDef<Row, unknown> => ({
        id: column.id,
        header: t(`fields.${column.labelKey ?? column.id}` as never),
        accessorFn: (row) => row[column.id],
        enableSorting: !column.fixed,
        cell: ({ row }) => {
          const text = formatCell(column.cell, row.original[column.id]);
          // The first column opens the item.
          return index === 0 ? (
            <Link to={String(row.original.id)} className="font-medium text-brand-700 underline underline-offset-2">
              {text}
            </Link>
          ) : (
            text
          );
        },
      })),
    ];
  }, [resource, t, i18n.language]);

  return (
    <DataTable<Row>
      caption={t(`resources.${resource.key}.caption`)}
      columns={columns}
      rows={list.data?.items}
      total={list.data?.total ?? 0}
      query={query}
      isLoading={list.isPending}
      error={list.error ? t('status.loadFailed') : undefined}
      initiallyHidden={resource.hidden ?? []}
      getRowId={(row) => String(row.id)}
      onQueryChange={(next) => {
        const search = new URLSearchParams();
        if (next.q) search.set('q', next.q);
        if (next.sort) search.set('sort', next.sort);
        if (next.page > 1) search.set('page', String(next.page));
        setParams(search);
      }}
      actions={
        <Link to="new" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          {t(`resources.${resource.key}.new`)}
        </Link>
      }
    />
  );
}
