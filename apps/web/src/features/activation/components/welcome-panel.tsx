// The welcome panel after an activation (spec §2 "Other panels": "a welcome panel after activation
// that points to downloading the app"): the card is in the app too, for showing at the till.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../../lib/paths.ts';
import { ActivationPanel } from './activation-page.tsx';

export function WelcomePanel() {
  const { t } = useTranslation('activation');
  const headingId = useId();
  return (
    <ActivationPanel labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('welcome.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('welcome.body')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={APP_STORE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('welcome.appStore')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
        <a
          href={PLAY_STORE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('welcome.playStore')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      </div>
    </ActivationPanel>
  );
}
