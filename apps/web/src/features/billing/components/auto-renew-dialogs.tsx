// The auto-renew cancel and enable modals (spec §2 "Modals": auto-renew cancel, enable). Each asks
// before the switch changes; Escape, an outside click or the close button leave it as it was.
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

export function AutoRenewCancelDialog({
  open,
  onOpenChange,
  onConfirm,
  endDate,
}: ConfirmDialogProps & { endDate: string }) {
  const { t } = useTranslation('billing');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('dialogs.cancel.title')}
        showTitle
        description={t('dialogs.cancel.body', { date: endDate })}
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <DialogClose className={buttonClasses({ variant: 'primary' })}>{t('dialogs.cancel.keep')}</DialogClose>
          <Button variant="secondary" onClick={onConfirm}>
            {t('dialogs.cancel.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

interface EnableDialogProps extends ConfirmDialogProps {
  date: string;
  price: string;
  /** The card on file as "Visa •••• 1111". */
  card: string;
}

export function AutoRenewEnableDialog({ open, onOpenChange, onConfirm, date, price, card }: EnableDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('dialogs.enable.title')}
        showTitle
        description={t('dialogs.enable.body', { date, price, card })}
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <Button variant="primary" onClick={onConfirm}>
            {t('dialogs.enable.confirm')}
          </Button>
          <DialogClose className={buttonClasses({ variant: 'secondary' })}>{t('dialogs.enable.cancel')}</DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
