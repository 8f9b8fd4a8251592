// The Redeem dialog (spec §2 "Modals": "Redeem, free-trial redeem", "offer redeem gate"): what revealing
// an offer gave (revealed-offer.tsx), why it could not be used (in the reader's language, by the API's
// error code), or the gate when the member first needs to sign in or get a card. Radix brings Escape,
// outside click, the close button and the focus trap; the caller passes where focus goes back.
import type { CodeResponse } from '@spc/domain/member-offers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';
import type { RedeemErrorMessage } from '../redeem-errors.ts';
import { AccessGate, type GateVariant } from './access-gate.tsx';
import { RevealedOffer } from './revealed-offer.tsx';

export type RedeemDialogState =
  | { kind: 'gate'; variant: GateVariant }
  | { kind: 'revealed'; result: CodeResponse }
  | { kind: 'notRegistered' }
  | { kind: 'failed'; message: RedeemErrorMessage; retryable: boolean };

interface RedeemDialogProps {
  state: RedeemDialogState | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  partnerName: string;
  offerId: number;
  uid: string;
  isFreeTrial: boolean;
  /** Asks again (a failure that may pass: the network, too many requests). */
  onRetry: () => void;
  /** Where focus goes once the dialog has closed (the button that opened it). */
  onCloseAutoFocus: (event: Event) => void;
}

export function RedeemDialog({
  state,
  open,
  onOpenChange,
  partnerName,
  offerId,
  uid,
  isFreeTrial,
  onRetry,
  onCloseAutoFocus,
}: RedeemDialogProps) {
  const { t } = useTranslation('redeem');
  if (!state) return null;
  const close = () => onOpenChange(false);

  let title: string;
  let description: string | undefined;
  let body;
  switch (state.kind) {
    case 'gate':
      title = t(`gate.${state.variant}.title`);
      description = t(`gate.${state.variant}.body`);
      body = (
        <div className="mt-4">
          <AccessGate variant={state.variant} bare onChoose={close} />
        </div>
      );
      break;
    case 'revealed':
      title =
        state.result.channel === 'online'
          ? t('dialog.titleOnline', { partner: partnerName })
          : t('dialog.titleInStore', { partner: partnerName });
      body = (
        <RevealedOffer
          result={state.result}
          offerId={offerId}
          uid={uid}
          partnerName={partnerName}
          isFreeTrial={isFreeTrial}
          onLeave={close}
        />
      );
      break;
    case 'notRegistered':
      title = t('dialog.errorTitle');
      body = (
        <div role="alert" className="mt-4 flex flex-col gap-3">
          <p className="text-base text-slate-800">{t('errors.notRegistered')}</p>
          <Link to={paths.signup()} onClick={close} className={buttonClasses({ variant: 'primary' })}>
            {t('errors.finishSignup')}
          </Link>
        </div>
      );
      break;
    case 'failed':
      title = t('dialog.errorTitle');
      body = (
        <div role="alert" className="mt-4 flex flex-col gap-3">
          <p className="text-base text-slate-800">{t(`errors.${state.message}`)}</p>
          {state.retryable ? (
            <Button variant="primary" onClick={onRetry}>
              {t('dialog.retry')}
            </Button>
          ) : (
            <Link to={paths.deals()} onClick={close} className={buttonClasses({ variant: 'secondary' })}>
              {t('dialog.browseDeals')}
            </Link>
          )}
        </div>
      );
      break;
  }

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        showTitle
        description={description}
        closeLabel={t('close')}
        layout="centered"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {body}
      </DialogContent>
    </DialogRoot>
  );
}
