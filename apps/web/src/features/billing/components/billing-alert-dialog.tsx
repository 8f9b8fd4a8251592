// The alert modal (spec §2 "Modals": alert): a refusal the member must read before going on — a card
// that could not be saved, a renewal payment refused again. OK, Escape, an outside click or the close
// button dismiss it.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

interface BillingAlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
}

export function BillingAlertDialog({ open, onOpenChange, title, message }: BillingAlertDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} showTitle description={message} closeLabel={t('close')} layout="centered">
        <div className="mt-5 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
            {t('dialogs.alert.ok')}
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
