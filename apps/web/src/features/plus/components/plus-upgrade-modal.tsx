// The Plus upgrade modal (spec §2 "Modals": "header, main and detail text by upgrade type (default
// vip)"; §1 "Upgrading to SPC+ cancels the previous membership … The app-store type must be cancelled
// manually by the user"): what the upgrade did with the membership the member had before. App-store
// memberships come with the steps to cancel them in the App Store and Google Play.
import { DEFAULT_UPGRADE_TYPE, type UpgradeType } from '@spc/domain/membership';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { APP_STORE_SUBSCRIPTIONS_HELP_URL, PLAY_STORE_SUBSCRIPTIONS_HELP_URL } from '../../../lib/paths.ts';

interface PlusUpgradeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upgradeType: UpgradeType | null | undefined;
  /** The previous membership runs in an app store: only the member can cancel it there. */
  manualCancellationRequired: boolean;
}

const STEPS = ['1', '2', '3'] as const;

export function PlusUpgradeModal({
  open,
  onOpenChange,
  upgradeType,
  manualCancellationRequired,
}: PlusUpgradeModalProps) {
  const { t } = useTranslation('plus');
  const { language } = useLanguage();
  const type = upgradeType ?? DEFAULT_UPGRADE_TYPE;
  const external = 'font-semibold text-brand-700 underline underline-offset-4';
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(`upgrade.${type}.header`)}
        showTitle
        description={t(`upgrade.${type}.main`)}
        closeLabel={t('close')}
        layout="centered"
        // Instructions the member must not lose with a stray click: only the buttons close it.
        closeOnlyWithButton={manualCancellationRequired}
      >
        <p className="mt-3 text-sm text-slate-700">{t(`upgrade.${type}.detail`)}</p>
        {manualCancellationRequired ? (
          <div className="mt-4 flex flex-col gap-4 text-sm text-slate-800">
            <section aria-labelledby="upgrade-app-store" className="flex flex-col gap-1">
              <h3 id="upgrade-app-store" className="font-semibold">
                {t('upgrade.appStoreHeading')}
              </h3>
              <ol className="list-decimal space-y-1 pl-5">
                {STEPS.map((step) => (
                  <li key={step}>{t(`upgrade.appStoreSteps.${step}`)}</li>
                ))}
              </ol>
              <a
                href={APP_STORE_SUBSCRIPTIONS_HELP_URL[language]}
                target="_blank"
                rel="noreferrer"
                className={external}
              >
                {t('upgrade.appStoreHelp')}
              </a>
            </section>
            <section aria-labelledby="upgrade-play-store" className="flex flex-col gap-1">
              <h3 id="upgrade-play-store" className="font-semibold">
                {t('upgrade.playStoreHeading')}
              </h3>
              <ol className="list-decimal space-y-1 pl-5">
                {STEPS.map((step) => (
                  <li key={step}>{t(`upgrade.playStoreSteps.${step}`)}</li>
                ))}
              </ol>
              <a
                href={PLAY_STORE_SUBSCRIPTIONS_HELP_URL[language]}
                target="_blank"
                rel="noreferrer"
                className={external}
              >
                {t('upgrade.playStoreHelp')}
              </a>
            </section>
          </div>
        ) : null}
        <div className="mt-5 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
            {t('upgrade.continue')}
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
