// What the upgrade to SPC+ did with the membership held before (spec §1 "Upgrading to SPC+ cancels the
// previous membership … The app-store type must be cancelled manually by the user"; docs/api-membership.md
// "SPC+ and the bank tier"): a payment-provider subscription was cancelled for the member; an
// app-store one must be cancelled by the member, so the steps are spelled out; a VIP one was replaced.
import type { RegisterCardResponse } from '@spc/domain/membership';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { APP_STORE_SUBSCRIPTIONS_HELP_URL, PLAY_STORE_SUBSCRIPTIONS_HELP_URL } from '../../../lib/paths.ts';
import { ActivationNotice } from './activation-page.tsx';

export function UpgradeNotice({ result }: { result: RegisterCardResponse }) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const headingId = useId();

  if (result.upgradeType === 'appstore' || result.manual_cancellation_required) {
    return (
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-6"
      >
        <h2 id={headingId} className="text-lg font-bold">
          {t('upgrade.appstore.title')}
        </h2>
        <p>{t('upgrade.appstore.body')}</p>
        <h3 className="font-semibold">{t('upgrade.appstore.iosTitle')}</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t('upgrade.appstore.ios1')}</li>
          <li>{t('upgrade.appstore.ios2')}</li>
          <li>{t('upgrade.appstore.ios3')}</li>
        </ol>
        <h3 className="font-semibold">{t('upgrade.appstore.androidTitle')}</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t('upgrade.appstore.android1')}</li>
          <li>{t('upgrade.appstore.android2')}</li>
          <li>{t('upgrade.appstore.android3')}</li>
        </ol>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a
            href={APP_STORE_SUBSCRIPTIONS_HELP_URL[language]}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            {t('upgrade.appstore.iosHelp')}
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
          <a
            href={PLAY_STORE_SUBSCRIPTIONS_HELP_URL[language]}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            {t('upgrade.appstore.androidHelp')}
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        </p>
      </section>
    );
  }
  if (result.upgradeType === 'braintree' || result.upgradeType === 'vip') {
    return (
      <ActivationNotice tone="success">
        <p>{t(`upgrade.${result.upgradeType}`)}</p>
      </ActivationNotice>
    );
  }
  return null;
}
