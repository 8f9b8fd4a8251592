// The 30-minute idle limit, seen from the console (issue 20 item 1; decision 030): the API ends a staff
// session after 30 minutes without a staff request. Two minutes before, a dialog asks whether to stay
// (one more staff request keeps the session); at the limit the console signs out and goes to the
// sign-in page, which says why.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** How long before the end the warning shows. */
export const IDLE_WARNING_MS = 2 * 60_000;

export function IdleWarning({
  expiresAt,
  onStay,
  onSignOut,
}: {
  /** Epoch ms the session ends if no staff request comes before. */
  expiresAt: number;
  onStay: () => void;
  onSignOut: (reason: 'idle' | 'signed-out') => void;
}) {
  const { t } = useTranslation('admin');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = expiresAt - now;
  useEffect(() => {
    if (left <= 0) onSignOut('idle');
  }, [left, onSignOut]);
  if (left > IDLE_WARNING_MS || left <= 0) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="idle-title"
      aria-describedby="idle-body"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
    >
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg">
        <h2 id="idle-title" className="text-lg font-bold">
          {t('idle.title')}
        </h2>
        <p id="idle-body" className="mt-2 text-slate-700">
          {t('idle.body', { count: Math.ceil(left / 1000) })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="primary" autoFocus onClick={onStay}>
            {t('idle.stay')}
          </Button>
          <Button variant="secondary" onClick={() => onSignOut('signed-out')}>
            {t('idle.signOut')}
          </Button>
        </div>
      </div>
    </div>
  );
}
