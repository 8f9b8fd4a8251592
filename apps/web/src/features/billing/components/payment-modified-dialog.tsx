// The payment-modified modal (spec §2 "Modals": payment modified): the new card on file, after a
// successful update. Focus then goes back to the payment method's button (the card form that led here
// has closed, so there is no earlier focus to return to).
import type { PaymentMethod } from '@spc/domain/store';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

interface PaymentModifiedDialogProps {
  method: PaymentMethod | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export function PaymentModifiedDialog({ method, onClose, returnFocusRef }: PaymentModifiedDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <DialogRoot open={method !== null} onOpenChange={(open) => !open && onClose()}>
      {method ? (
        <DialogContent
          title={t('dialogs.paymentModified.title')}
          showTitle
          description={t('dialogs.paymentModified.body', { brand: method.card_type, last4: method.last4 })}
          closeLabel={t('close')}
          layout="centered"
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
        >
          <div className="mt-5 flex justify-end">
            <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
              {t('dialogs.paymentModified.ok')}
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </DialogRoot>
  );
}
