// What a favourites or saved-list change says once the server has answered: a polite confirmation
// ("Saved to {list}", in a polite live region, clearing itself) or an error (an alert, kept until
// dismissed or replaced).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons.tsx';

export interface Notice {
  tone: 'status' | 'error';
  text: string;
  /** Tells two identical notices apart, so the same message can show again. */
  id: number;
}

const STATUS_MS = 5000;

export function SavedNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  // The deals catalogue's words: the offer cards' pages show this notice without the `saved` catalogue.
  const { t } = useTranslation('deals');
  useEffect(() => {
    if (notice?.tone !== 'status') return;
    const timer = setTimeout(onDismiss, STATUS_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);

  const box = 'pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex flex-col items-center gap-2 px-4">
      {/* Always in the page, so a confirmation is announced when it appears. */}
      <div aria-live="polite" aria-atomic="true">
        {notice?.tone === 'status' ? (
          <p key={notice.id} className={`${box} bg-slate-900 text-white`}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {/* An alert is announced as it is inserted. */}
      {notice?.tone === 'error' ? (
        <div key={notice.id} role="alert" className={`${box} border border-red-200 bg-red-50 text-red-900`}>
          <p className="flex-1">{notice.text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('save.dismiss')}
            className="-my-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-red-100"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
