// "Your data" on /profile (issue 21 item 4; the privacy policy's data portability): a short word on
// what the file holds and a button that downloads it (GET /api/users/user/data-export, saved as
// spc-data-YYYY-MM-DD.json). While the file is made the button says so and ignores more clicks, but
// keeps the focus (aria-disabled, not disabled); the outcome is announced, a failure as an alert.
import { DATA_EXPORT_RATE_LIMIT } from '@spc/domain/data-export';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { useDownloadData } from '../api/download-data.ts';
import { isNetworkError, isRateLimited } from '../api-errors.ts';

export function DownloadData({ headingId }: { headingId: string }) {
  const { t } = useTranslation('account');
  const download = useDownloadData();
  const busy = download.isPending;

  const start = () => {
    if (busy) return;
    download.mutate();
  };

  let failure: string | null = null;
  if (download.isError) {
    if (isRateLimited(download.error)) {
      failure = t('dataExport.rateLimited', { max: DATA_EXPORT_RATE_LIMIT.max });
    } else if (isNetworkError(download.error)) {
      failure = t('errors.network');
    } else {
      failure = t('dataExport.failed');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('dataExport.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('dataExport.body')}</p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={start}
        aria-disabled={busy}
        aria-describedby={failure ? `${headingId}-error` : undefined}
      >
        {busy ? t('dataExport.preparing') : t('dataExport.download')}
      </Button>
      <p role="status" aria-live="polite" className="sr-only">
        {busy ? t('dataExport.preparing') : download.isSuccess ? t('dataExport.done', { file: download.data }) : ''}
      </p>
      {download.isSuccess ? (
        <p className="text-sm text-slate-700" aria-hidden="true">
          {t('dataExport.done', { file: download.data })}
        </p>
      ) : null}
      {failure ? (
        <div id={`${headingId}-error`}>
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
    </div>
  );
}
