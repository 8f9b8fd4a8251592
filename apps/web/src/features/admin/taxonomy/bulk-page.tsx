// The console's bulk section (issue 20 item 3), at /admin/bulk: download offers or partners as CSV, and
// import an edited file back — checked first (a dry run: each row new, updated, unchanged or refused,
// with its line and reason), then imported in one go only when no row is refused.
import type { BulkEntity, BulkImportReport } from '@spc/domain/staff-csv';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { exportUrl, importCsv } from './api/bulk-api.ts';

const FILE_ERRORS = ['CSV_SYNTAX', 'CSV_HEADER', 'CSV_EMPTY', 'CSV_TOO_MANY_ROWS', 'VALIDATION_ERROR'] as const;

export default function BulkSection() {
  const { t } = useTranslation('admin-taxonomy');
  const fileId = useId();
  const [entity, setEntity] = useState<BulkEntity>('offers');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<BulkImportReport | null>(null);
  const [showAll, setShowAll] = useState(false);

  const refusal = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('bulk.errors.generic');
    const code = FILE_ERRORS.find((known) => known === error.code);
    if (code) return t(`bulk.errors.${code}`, { message: error.message });
    if (error.code === 'IMPORT_HAS_ERRORS') return t('bulk.errors.IMPORT_HAS_ERRORS');
    return t('bulk.errors.generic');
  };
  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => importCsv(entity, file!.text, dryRun),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => setReport(answer),
    onError: (error) => {
      setProblem(refusal(error));
      const body = error instanceof ApiError ? (error.body as { report?: BulkImportReport } | undefined) : undefined;
      setReport(body?.report ?? null);
    },
  });
  const changes = report ? report.counts.created + report.counts.updated : 0;
  const rows = report?.rows.filter((row) => showAll || row.outcome !== 'unchanged') ?? [];

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('bulk.title')}</h1>
        <p className="mt-1 text-slate-700">{t('bulk.intro')}</p>
      </header>

      <section aria-labelledby="bulk-export" className="flex flex-col gap-2">
        <h2 id="bulk-export" className="text-xl font-semibold">
          {t('bulk.exportTitle')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <a href={exportUrl('offers')} download className="rounded border border-slate-300 px-3 py-1">
            {t('bulk.exportOffers')}
          </a>
          <a href={exportUrl('partners')} download className="rounded border border-slate-300 px-3 py-1">
            {t('bulk.exportPartners')}
          </a>
        </div>
        <p className="text-sm text-slate-600">{t('bulk.exportHint')}</p>
      </section>

      <section aria-labelledby="bulk-import" className="flex flex-col gap-3">
        <h2 id="bulk-import" className="text-xl font-semibold">
          {t('bulk.importTitle')}
        </h2>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) setProblem(t('bulk.chooseFile'));
            else run.mutate({ dryRun: true });
          }}
        >
          <div className="grid gap-3 md:grid-cols-2">
            <SelectField
              id="bulk-entity"
              label={t('bulk.entity')}
              value={entity}
              onValueChange={(value) => {
                setEntity(value === 'partners' ? 'partners' : 'offers');
                setReport(null);
              }}
              options={[
                { value: 'offers', label: t('bulk.entityOffers') },
                { value: 'partners', label: t('bulk.entityPartners') },
              ]}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={fileId} className="text-sm font-semibold text-slate-800">
                {t('bulk.file')}
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                aria-describedby={`${fileId}-hint`}
                className="rounded-lg border border-slate-300 px-3 py-2"
                onChange={(event) => {
                  setReport(null);
                  setProblem(null);
                  const chosen = event.target.files?.[0];
                  if (!chosen) {
                    setFile(null);
                    return;
                  }
                  chosen
                    .text()
                    .then((text) => setFile({ name: chosen.name, text }))
                    .catch(() => setProblem(t('bulk.readFailed')));
                }}
              />
              <p id={`${fileId}-hint`} className="text-sm text-slate-600">
                {t('bulk.fileHint')}
              </p>
            </div>
          </div>
          <div>
            <button
              type="submit"
              disabled={run.isPending}
              className="rounded bg-slate-900 px-4 py-2 text-white disabled:opacity-50"
            >
              {run.isPending && run.variables?.dryRun ? t('bulk.checking') : t('bulk.check')}
            </button>
          </div>
        </form>
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      </section>

      {report ? (
        <section aria-labelledby="bulk-report" className="flex flex-col gap-3">
          <h2 id="bulk-report" className="text-xl font-semibold">
            {report.applied ? t('bulk.appliedTitle') : t('bulk.reportTitle')}
          </h2>
          <p role="status">
            {report.applied ? t('bulk.appliedCounts', report.counts) : t('bulk.counts', report.counts)}
          </p>
          {report.counts.error > 0 ? (
            <FormMessage tone="error">{t('bulk.fixFirst')}</FormMessage>
          ) : !report.applied && changes === 0 ? (
            <FormMessage tone="info">{t('bulk.nothingToDo')}</FormMessage>
          ) : null}
          {!report.applied && report.counts.error === 0 && changes > 0 ? (
            <div>
              <button
                type="button"
                disabled={run.isPending}
                className="rounded bg-green-800 px-4 py-2 text-white disabled:opacity-50"
                onClick={() => run.mutate({ dryRun: false })}
              >
                {run.isPending && !run.variables.dryRun ? t('bulk.applying') : t('bulk.apply', { count: changes })}
              </button>
            </div>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
            {t('bulk.showAll')}
          </label>
          <div className="overflow-x-auto rounded border border-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('bulk.reportTitle')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('bulk.line')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('bulk.outcome')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('bulk.rowId')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('bulk.details')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className="border-t border-slate-100">
                    <td className="px-3 py-1 tabular-nums">{row.line}</td>
                    <td className={`px-3 py-1 ${row.outcome === 'error' ? 'font-semibold text-red-800' : ''}`}>
                      {t(`bulk.outcomes.${row.outcome}`)}
                    </td>
                    <td className="px-3 py-1 tabular-nums">{row.id ?? '—'}</td>
                    <td className="px-3 py-1">
                      {/* Row reasons name the file's columns; they stay as the API writes them. */}
                      {row.reason ??
                        (row.changed.length > 0 ? t('bulk.changed', { columns: row.changed.join(', ') }) : '')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </section>
  );
}
