// The card form in a modal: the auto-renew "add payment" modal (spec §2 "Modals": add payment) and the
// billing page's add and update of the card on file. The shared CardForm tokenises the card; this sends
// the nonce (with the stored renewal promo code) to PUT /updatePaymentMethod. A refused card opens the
// alert modal on top, so the member reads why and can try another card; other failures show in the form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '../../../components/payment/card-form.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useUpdatePaymentMethod, type UpdatePaymentMethodResult } from '../api/update-payment-method.ts';
import { billingErrorKey, cardRefusalOf, type CardRefusal } from '../billing-errors.ts';
import { BillingAlertDialog } from './billing-alert-dialog.tsx';

/** autoRenew: a card is needed to turn auto-renew on; add: none on file yet; update: replace it. */
export type CardFormKind = 'autoRenew' | 'add' | 'update';

const COPY = { autoRenew: 'addPayment', add: 'newPayment', update: 'updatePayment' } as const;

interface CardFormDialogProps {
  kind: CardFormKind | null;
  onClose: () => void;
  onSaved: (result: UpdatePaymentMethodResult, kind: CardFormKind) => void;
  uid: string;
  promoCode: string | null;
  defaultPostal?: string | undefined;
}

export function CardFormDialog({ kind, onClose, onSaved, uid, promoCode, defaultPostal }: CardFormDialogProps) {
  const { t } = useTranslation('billing');
  const mutation = useUpdatePaymentMethod(uid);
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CardRefusal | null>(null);

  const close = () => {
    setFormError(null);
    setRefusal(null);
    onClose();
  };

  const copy = kind ? COPY[kind] : null;
  return (
    <DialogRoot open={kind !== null} onOpenChange={(open) => !open && close()}>
      {kind && copy ? (
        <DialogContent
          title={t(`dialogs.${copy}.title`)}
          showTitle
          description={t(`dialogs.${copy}.body`)}
          closeLabel={t('close')}
          layout="centered"
        >
          <div className="mt-4 flex flex-col gap-4">
            {promoCode ? (
              <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
                {t('paymentMethod.promoPending', { code: promoCode })}
              </p>
            ) : null}
            <CardForm
              submitLabel={t(`dialogs.${copy}.submit`)}
              error={formError}
              defaultPostal={defaultPostal}
              onTokenized={async ({ nonce }) => {
                setFormError(null);
                try {
                  const result = await mutation.mutateAsync({ nonce, promoCode: promoCode ?? undefined });
                  setRefusal(null);
                  onSaved(result, kind);
                } catch (error) {
                  const cardRefusal = cardRefusalOf(error);
                  if (cardRefusal) setRefusal(cardRefusal);
                  else setFormError(t(`errors.${billingErrorKey(error)}`));
                }
              }}
            />
          </div>
          <BillingAlertDialog
            open={refusal !== null}
            onOpenChange={(open) => !open && setRefusal(null)}
            title={t('dialogs.alert.title')}
            message={refusal ? t(`errors.${refusal}`) : ''}
          />
        </DialogContent>
      ) : null}
    </DialogRoot>
  );
}
