// The audit trail (issue 20 item 4), for admins: every staff write, filtered by who, what, which record,
// which action and which Eastern days — the filters live in the URL, so a view can be bookmarked or
// shared — paged on the server, downloadable as CSV; an entry opens on its own page with its before
// and after side by side, field by field.
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { AUDIT_ACTIONS, type AuditEntry, type AuditQuery } from '@spc/domain/staff';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRoutes, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { DataTable, type TableQuery } from '../ui/data-table.tsx';
import { auditCsvUrl, auditEntryQuery, auditListQuery } from './api.ts';
import { diffFields, type ChangeKind } from './diff.ts';

// useRoutes, not <Routes>: <Routes> would add to the react-router chunk every public page loads.
export default function AuditSection() {
  return useRoutes([
    { index: true, element: <AuditList /> },
    { path: ':id', element: <AuditDetail /> },
  ]);
}

const TIME_ZONE = 'America/Toronto';
const isAction = (value: string | null): value is AuditEntry['action'] =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');
const isDay = (value: string | null): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

/** The list's query from the URL: anything unreadable is left out rather than refused. */
function queryFrom(params: URLSearchParams): AuditQuery {
  const page = Number(params.get('page'));
  const action = params.get('action');
  const from = params.get('from');
  const to = params.get('to');
  const entity = params.get('entity')?.trim().toLowerCase();
  return {
    staff: params.get('staff')?.trim() || undefined,
    entity: entity && /^[a-z][a-z0-9-]{0,39}$/.test(entity) ? entity : undefined,
    entity_id: params.get('entity_id')?.trim() || undefined,
    action: isAction(action) ? action : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    per_page: 50,
  };
}

function paramsFrom(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || (key === 'page' && value === 1) || key === 'per_page') continue;
    params.set(key, String(value));
  }
  return params;
}

function useFormatTime(style: 'short' | 'medium' = 'medium') {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: style,
      timeStyle: style,
      timeZone: TIME_ZONE,
    });
    return (epochMs: number) => format.format(new Date(epochMs));
  }, [i18n.language, style]);
}

function AuditList() {
  const { t } = useTranslation('admin-audit');
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useQuery(auditListQuery(query));
  const formatTime = useFormatTime('short');
  const setQuery = (next: AuditQuery) => setParams(paramsFrom(next));

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'at',
        header: t('columns.at'),
        enableSorting: false,
        cell: ({ row }) => (
          <time className="whitespace-nowrap" dateTime={new Date(row.original.at).toISOString()}>
            {formatTime(row.original.at)}
          </time>
        ),
      },
      { id: 'staff_email', header: t('columns.staff'), enableSorting: false, accessorKey: 'staff_email' },
      {
        id: 'staff_role',
        header: t('columns.role'),
        enableSorting: false,
        cell: ({ row }) => t(`roles.${row.original.staff_role}`),
      },
      {
        id: 'action',
        header: t('columns.action'),
        enableSorting: false,
        cell: ({ row }) => t(`actions.${row.original.action}`),
      },
      { id: 'entity', header: t('columns.entity'), enableSorting: false, accessorKey: 'entity' },
      {
        id: 'entity_id',
        header: t('columns.entityId'),
        enableSorting: false,
        cell: ({ row }) => row.original.entity_id ?? '—',
      },
      {
        id: 'summary',
        header: t('columns.summary'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link to={`${row.original.id}?${params.toString()}`} className="text-blue-800 underline">
            {row.original.summary}
          </Link>
        ),
      },
      { id: 'request_id', header: t('columns.requestId'), enableSorting: false, accessorKey: 'request_id' },
    ],
    [t, formatTime, params],
  );

  const tableQuery: TableQuery = { q: query.staff, page: query.page, perPage: query.per_page };
  const { page: _page, per_page: _perPage, ...filters } = query;
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <header>
        <h1 id="audit-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('intro')}</p>
      </header>
      <AuditFiltersForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setQuery({ ...query, ...next, page: 1 })}
      />
      <DataTable
        caption={t('tableCaption')}
        columns={columns}
        rows={list.data?.entries}
        total={list.data?.total ?? 0}
        query={tableQuery}
        onQueryChange={(next) => setQuery({ ...query, staff: next.q, page: next.page })}
        isLoading={list.isPending}
        error={list.error ? t('loadFailed') : undefined}
        initiallyHidden={['request_id']}
        getRowId={(row) => String(row.id)}
        actions={
          <a
            href={auditCsvUrl(filters)}
            download
            className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50"
          >
            {t('downloadCsv')}
          </a>
        }
      />
      <p className="text-sm text-slate-600">{t('searchHint')}</p>
    </section>
  );
}

function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: Omit<AuditQuery, 'page' | 'per_page'>;
  onApply: (filters: Partial<AuditQuery>) => void;
}) {
  const { t } = useTranslation('admin-audit');
  const id = useId();
  const [draft, setDraft] = useState({
    entity: filters.entity ?? '',
    entity_id: filters.entity_id ?? '',
    action: filters.action ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const badRange = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badRange) return;
    onApply({
      entity: draft.entity.trim().toLowerCase() || undefined,
      entity_id: draft.entity_id.trim() || undefined,
      action: isAction(draft.action) ? draft.action : undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
  };
  const field = 'mt-1 rounded border border-slate-300 px-2 py-1';
  const label = 'flex flex-col text-sm font-medium';
  return (
    <form onSubmit={submit} aria-label={t('filters.title')} className="flex flex-wrap items-end gap-3">
      <label className={label} htmlFor={`${id}-entity`}>
        {t('filters.entity')}
        <input
          id={`${id}-entity`}
          className={field}
          value={draft.entity}
          placeholder={t('filters.entityPlaceholder')}
          pattern="[a-zA-Z][a-zA-Z0-9\-]{0,39}"
          onChange={(event) => setDraft({ ...draft, entity: event.target.value })}
        />
      </label>
      <label className={label} htmlFor={`${id}-entity-id`}>
        {t('filters.entityId')}
        <input
          id={`${id}-entity-id`}
          className={`${field} w-28`}
          value={draft.entity_id}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, entity_id: event.target.value })}
        />
      </label>
      <label className={label} htmlFor={`${id}-action`}>
        {t('filters.action')}
        <select
          id={`${id}-action`}
          className={field}
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        >
          <option value="">{t('filters.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label} htmlFor={`${id}-from`}>
        {t('filters.from')}
        <input
          id={`${id}-from`}
          type="date"
          className={field}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </label>
      <label className={label} htmlFor={`${id}-to`}>
        {t('filters.to')}
        <input
          id={`${id}-to`}
          type="date"
          className={field}
          value={draft.to}
          aria-invalid={badRange || undefined}
          aria-describedby={badRange ? `${id}-range` : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </label>
      <button type="submit" className="rounded bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white">
        {t('filters.apply')}
      </button>
      <button
        type="button"
        className="rounded border border-slate-300 px-3 py-1.5 text-sm"
        onClick={() =>
          onApply({
            entity: undefined,
            entity_id: undefined,
            action: undefined,
            from: undefined,
            to: undefined,
            staff: undefined,
          })
        }
      >
        {t('filters.clear')}
      </button>
      <p className="w-full text-sm text-slate-600">{t('filters.daysNote')}</p>
      {badRange && (
        <p id={`${id}-range`} role="alert" className="w-full text-sm text-red-700">
          {t('filters.badRange')}
        </p>
      )}
    </form>
  );
}

const KIND_STYLE: Record<ChangeKind, string> = {
  added: 'bg-green-50',
  removed: 'bg-red-50',
  changed: 'bg-amber-50',
  unchanged: '',
};

function AuditDetail() {
  const { t } = useTranslation('admin-audit');
  const { id } = useParams();
  const [params] = useSearchParams();
  const entryId = Number(id);
  const valid = Number.isSafeInteger(entryId) && entryId >= 1;
  const entry = useQuery({ ...auditEntryQuery(entryId), enabled: valid });
  const formatTime = useFormatTime();
  const [showUnchanged, setShowUnchanged] = useState(false);
  const back = (
    <Link to={`..?${params.toString()}`} relative="path" className="text-blue-800 underline">
      {t('detail.back')}
    </Link>
  );
  if (!valid || (entry.error instanceof ApiError && entry.error.status === 404)) {
    return (
      <section className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('detail.notFound')}</h1>
        {back}
      </section>
    );
  }
  if (entry.error) return <p role="alert">{t('loadFailed')}</p>;
  if (!entry.data) return <p aria-busy="true">{t('detail.loading')}</p>;
  const row = entry.data;
  const fields = diffFields(row.before, row.after);
  const shown = showUnchanged ? fields : fields.filter((field) => field.kind !== 'unchanged');
  const unchanged = fields.length - fields.filter((field) => field.kind !== 'unchanged').length;
  return (
    <section aria-labelledby="audit-entry-title" className="flex flex-col gap-4">
      {back}
      <h1 id="audit-entry-title" className="text-2xl font-bold">
        {t('detail.title', { id: row.id })}
      </h1>
      <p className="text-lg">{row.summary}</p>
      <dl className="grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">{t('columns.at')}</dt>
        <dd>
          <time dateTime={new Date(row.at).toISOString()}>{formatTime(row.at)}</time>
        </dd>
        <dt className="font-semibold">{t('columns.staff')}</dt>
        <dd>
          {row.staff_email} ({t(`roles.${row.staff_role}`)})
        </dd>
        <dt className="font-semibold">{t('columns.action')}</dt>
        <dd>{t(`actions.${row.action}`)}</dd>
        <dt className="font-semibold">{t('columns.entity')}</dt>
        <dd>
          {row.entity} {row.entity_id ? `#${row.entity_id}` : ''}
        </dd>
        <dt className="font-semibold">{t('columns.requestId')}</dt>
        <dd className="font-mono">{row.request_id ?? '—'}</dd>
      </dl>
      <h2 className="text-xl font-semibold">{t('detail.changes')}</h2>
      {fields.length === 0 ? (
        <p>{t('detail.noData')}</p>
      ) : (
        <>
          {unchanged > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={showUnchanged}
                onChange={(event) => setShowUnchanged(event.target.checked)}
              />
              {t('detail.showUnchanged', { count: unchanged })}
            </label>
          )}
          <div className="overflow-x-auto rounded border border-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('detail.changesCaption')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('detail.field')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('detail.before')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('detail.after')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('detail.change')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((field) => (
                  <tr key={field.path} className={`border-t border-slate-100 align-top ${KIND_STYLE[field.kind]}`}>
                    <th scope="row" className="px-3 py-2 font-mono font-normal">
                      {field.path}
                    </th>
                    <td className="px-3 py-2 break-all whitespace-pre-wrap">
                      {field.before === undefined ? (
                        <span className="text-slate-500">—</span>
                      ) : field.kind === 'changed' || field.kind === 'removed' ? (
                        <del>{field.before}</del>
                      ) : (
                        field.before
                      )}
                    </td>
                    <td className="px-3 py-2 break-all whitespace-pre-wrap">
                      {field.after === undefined ? (
                        <span className="text-slate-500">—</span>
                      ) : field.kind === 'changed' || field.kind === 'added' ? (
                        <ins className="no-underline">{field.after}</ins>
                      ) : (
                        field.after
                      )}
                    </td>
                    <td className="px-3 py-2">{t(`detail.kinds.${field.kind}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
