// The three account notices of spec §4, as the root layout stacks them above the page: the e-mail
// verification banner, the invalid-profile alert and the policy-update notification.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { acknowledgeAlertsPolicy } from '../api/acknowledge-alerts-policy.ts';
import { paths } from '../../../lib/paths.ts';

const noticeClass = 'flex flex-col gap-3 rounded-xl border p-4 text-sm sm:flex-row sm:items-center sm:justify-between';
const linkClass = 'shrink-0 font-semibold underline underline-offset-2';

export function EmailVerificationBanner({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <section
      aria-label={t('notices.verification.label')}
      className={`${noticeClass} border-amber-300 bg-amber-50 text-amber-950`}
    >
      <p>{t('notices.verification.body', { email })}</p>
      <Link to={paths.emailVerification()} className={linkClass}>
        {t('notices.verification.action')}
      </Link>
    </section>
  );
}

export function InvalidProfileAlert() {
  const { t } = useTranslation('account');
  return (
    <section
      aria-label={t('notices.invalidProfile.label')}
      className={`${noticeClass} border-red-300 bg-red-50 text-red-950`}
    >
      <p>{t('notices.invalidProfile.body')}</p>
      <Link to={paths.profileEdit()} className={linkClass}>
        {t('notices.invalidProfile.action')}
      </Link>
    </section>
  );
}

/**
 * Shown while the privacy policy in effect is newer than the one the member accepted. Acknowledging
 * hides it at once and has the server record the version in effect; if that fails it stays hidden for
 * this visit and comes back next time, since nothing was saved.
 */
export function PolicyUpdateNotice({ onAcknowledged }: { onAcknowledged?: () => void } = {}) {
  const { t } = useTranslation('account');
  const [acknowledged, setAcknowledged] = useState(false);
  const { refreshSession } = useSessionCommands();
  if (acknowledged) return null;
  return (
    <section aria-label={t('notices.policy.label')} className={`${noticeClass} border-sky-300 bg-sky-50 text-sky-950`}>
      <p>
        {t('notices.policy.body')}{' '}
        <Link to={paths.privacy()} className="font-semibold underline underline-offset-2">
          {t('notices.policy.read')}
        </Link>
      </p>
      <Button
        variant="primary"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        onClick={() => {
          setAcknowledged(true);
          onAcknowledged?.();
          void acknowledgeAlertsPolicy()
            .then(() => refreshSession())
            .catch(() => undefined);
        }}
      >
        {t('notices.policy.acknowledge')}
      </Button>
    </section>
  );
}
