// The console's one table (issue 20 item 2): TanStack Table over rows the server pages, sorts and
// filters (`staffPageQuerySchema`: q, sort, page, per_page), with a search box, sortable column headers
// (aria-sort), paging and a column chooser. The caller owns the query state (usually the URL's search
// params, so a view can be bookmarked) and passes the current page of rows and the total.
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TableQuery {
  q?: string | undefined;
  /** A column id, "-" first for descending. */
  sort?: string | undefined;
  page: number;
  perPage: number;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[] | undefined;
  total: number;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  isLoading?: boolean;
  error?: ReactNode;
  /** Columns hidden until chosen. */
  initiallyHidden?: string[];
  /** Buttons beside the search box (New, Export…). */
  actions?: ReactNode;
  getRowId?: (row: Row) => string;
  /** False hides the search box (a list the server cannot search). */
  searchable?: boolean;
  /** What an empty table says instead of "Nothing matches." (a search not yet made, say). */
  empty?: ReactNode;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  query,
  onQueryChange,
  isLoading,
  error,
  initiallyHidden = [],
  actions,
  getRowId,
  searchable = true,
  empty,
}: DataTableProps<Row>) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(initiallyHidden.map((id) => [id, false])),
  );
  const [search, setSearch] = useState(query.q ?? '');
  const descending = query.sort?.startsWith('-') ?? false;
  const sortId = query.sort?.replace(/^-/, '');
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is the library DESIGN.md names; this component is not memoised.
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    state: {
      columnVisibility: visibility,
      sorting: sortId ? [{ id: sortId, desc: descending }] : [],
      pagination: { pageIndex: query.page - 1, pageSize: query.perPage },
    },
    onColumnVisibilityChange: setVisibility,
    ...(getRowId ? { getRowId } : {}),
  });
  const pages = Math.max(1, Math.ceil(total / query.perPage));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        {searchable && (
          <form
            role="search"
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onQueryChange({ ...query, q: search.trim() || undefined, page: 1 });
            }}
          >
            <label htmlFor={searchId} className="flex flex-col text-sm font-medium">
              {t('table.search')}
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="mt-1 rounded border border-slate-300 px-2 py-1"
              />
            </label>
          </form>
        )}
        <details className="relative text-sm">
          <summary className="cursor-pointer rounded border border-slate-300 px-2 py-1">{t('table.columns')}</summary>
          <fieldset className="absolute z-10 mt-1 flex flex-col gap-1 rounded border border-slate-200 bg-white p-2 shadow">
            <legend className="sr-only">{t('table.columns')}</legend>
            {table.getAllLeafColumns().map((column) => (
              <label key={column.id} className="flex items-center gap-2 whitespace-nowrap">
                <input type="checkbox" checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />
                {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
              </label>
            ))}
          </fieldset>
        </details>
        <div className="ms-auto flex gap-2">{actions}</div>
      </div>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.columnDef.enableSorting !== false;
                  const sorted = sortId === header.column.id ? (descending ? 'descending' : 'ascending') : 'none';
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? sorted : undefined}
                      className="px-3 py-2 font-semibold"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                          onClick={() =>
                            onQueryChange({
                              ...query,
                              sort: sorted === 'ascending' ? `-${header.column.id}` : header.column.id,
                              page: 1,
                            })
                          }
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {error ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-red-700" role="alert">
                  {error}
                </td>
              </tr>
            ) : isLoading && !rows ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600" aria-busy="true">
                  {t('table.loading')}
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                  {empty ?? t('table.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={caption} className="flex items-center gap-3 text-sm">
        <span>{t('table.rowsTotal', { count: total })}</span>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 disabled:opacity-50"
          disabled={query.page <= 1}
          onClick={() => onQueryChange({ ...query, page: query.page - 1 })}
        >
          {t('table.previous')}
        </button>
        <span aria-live="polite">{t('table.pageOf', { page: query.page, pages })}</span>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 disabled:opacity-50"
          disabled={query.page >= pages}
          onClick={() => onQueryChange({ ...query, page: query.page + 1 })}
        >
          {t('table.next')}
        </button>
      </nav>
    </div>
  );
}
