// An offer's code pool (issue 20 item 3): codes, handed out and left; the low-codes alert's threshold;
// and a CSV upload read first as a preview (counts, repeated lines, codes already in the pool, bad lines
// with their numbers and why), then added all at once — or not at all when any line was refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeUploadReport, StaffOffer } from '@spc/domain/staff-catalogue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { commitCodes, previewCodes, setCodeThreshold } from './api.ts';
import { formatDate } from './table-state.ts';

export function CodePoolPanel({ offer }: { offer: StaffOffer }) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const queryClient = useQueryClient();
  const fileId = useId();
  const thresholdId = useId();
  const pool = offer.pool;
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CodeUploadReport | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [threshold, setThreshold] = useState(String(pool?.low_threshold ?? 0));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'catalogue'] });

  const preview = useMutation({
    mutationFn: (text: string) => previewCodes(offer.offer_id, text),
    onSuccess: (result) => setReport(result),
    onError: () => setMessage({ tone: 'error', text: t('pool.previewFailed') }),
  });
  const commit = useMutation({
    mutationFn: (text: string) => commitCodes(offer.offer_id, text),
    onSuccess: async (result) => {
      setMessage({ tone: 'success', text: t('pool.added', { count: result.accepted }) });
      setReport(null);
      setCsv(null);
      await refresh();
    },
    onError: (error) => {
      const body = error instanceof ApiError ? (error.body as { report?: CodeUploadReport } | undefined) : undefined;
      if (body?.report) setReport(body.report);
      setMessage({ tone: 'error', text: t('pool.rejected') });
    },
  });
  const saveThreshold = useMutation({
    mutationFn: (value: number) => setCodeThreshold(offer.offer_id, value),
    onSuccess: async () => {
      setMessage({ tone: 'success', text: t('pool.thresholdSaved') });
      await refresh();
    },
    onError: () => setMessage({ tone: 'error', text: t('pool.thresholdInvalid') }),
  });

  return (
    <section aria-labelledby="pool-title" className="flex max-w-4xl flex-col gap-4 rounded border border-slate-200 p-4">
      <h2 id="pool-title" className="text-xl font-bold">
        {t('pool.title')}
      </h2>
      {pool ? (
        <dl className="grid grid-cols-3 gap-3 text-center">
          {(['total', 'used', 'remaining'] as const).map((key) => (
            <div key={key} className="rounded bg-slate-50 p-2">
              <dt className="text-sm text-slate-600">{t(`pool.counts.${key}`)}</dt>
              <dd className="text-2xl font-bold" data-testid={`pool-${key}`}>
                {pool[key]}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}

      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const value = Number(threshold);
          if (!Number.isInteger(value) || value < 0) setMessage({ tone: 'error', text: t('pool.thresholdInvalid') });
          else saveThreshold.mutate(value);
        }}
      >
        <label htmlFor={thresholdId} className="flex flex-col text-sm font-semibold">
          {t('pool.threshold')}
          <input
            id={thresholdId}
            inputMode="numeric"
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
            aria-describedby={`${thresholdId}-hint`}
            className="mt-1 w-32 rounded border border-slate-300 px-2 py-1.5 font-normal"
          />
        </label>
        <button type="submit" className="rounded border border-slate-400 px-3 py-1.5 text-sm font-semibold">
          {t('pool.saveThreshold')}
        </button>
        <p id={`${thresholdId}-hint`} className="w-full text-sm text-slate-600">
          {pool?.low_alerted_at
            ? t('pool.alerted', { date: formatDate(pool.low_alerted_at, i18n.language) })
            : t('pool.thresholdHint')}
        </p>
      </form>

      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className="text-sm font-semibold">
          {t('pool.upload')}
        </label>
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          {t('pool.uploadHint')}
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setReport(null);
            setMessage(null);
            if (!file) return setCsv(null);
            void file.text().then((text) => {
              setCsv({ name: file.name, text });
              preview.mutate(text);
            });
          }}
        />
      </div>

      {report && csv ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          <h3 className="font-semibold">{t('pool.previewTitle', { file: csv.name })}</h3>
          <ul className="grid gap-1 text-sm md:grid-cols-2">
            <li>{t('pool.report.rows', { count: report.rows })}</li>
            <li data-testid="pool-accepted">{t('pool.report.accepted', { count: report.accepted })}</li>
            <li>{t('pool.report.duplicates', { count: report.duplicates_in_file })}</li>
            <li>{t('pool.report.existing', { count: report.already_in_pool })}</li>
            <li>{t('pool.report.bad', { count: report.bad_rows })}</li>
          </ul>
          {report.problems.length > 0 ? (
            <table className="text-left text-sm">
              <caption className="text-start font-semibold">{t('pool.report.problemsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pe-4">
                    {t('pool.report.line')}
                  </th>
                  <th scope="col" className="pe-4">
                    {t('pool.report.value')}
                  </th>
                  <th scope="col">{t('pool.report.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {report.problems.map((problem) => (
                  <tr key={problem.line} className="border-t border-slate-100">
                    <td className="pe-4">{problem.line}</td>
                    <td className="pe-4 font-mono">{problem.value || '—'}</td>
                    <td>{t(`pool.problems.${problem.problem}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <p className="text-sm">{report.can_commit ? t('pool.readyToAdd') : t('pool.cannotAdd')}</p>
          <button
            type="button"
            disabled={!report.can_commit || commit.isPending}
            onClick={() => commit.mutate(csv.text)}
            className="self-start rounded bg-blue-800 px-4 py-2 font-semibold text-white disabled:opacity-50"
          >
            {t('pool.commit', { count: report.accepted })}
          </button>
        </div>
      ) : null}
    </section>
  );
}
