// Spec §2 "Account-linking gate modal, which opens after 5000 ms": an invitation to link the Tim Hortons
// rewards account, holding the partner-linking gate itself. Escape, the close button, an outside click
// and "Maybe later" dismiss it; on success it closes and its owner opens the congratulations.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { PartnerLinkingForm } from './partner-linking-form.tsx';

interface AccountLinkingGateDialogProps {
  uid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLinked: () => void;
}

export function AccountLinkingGateDialog({ uid, open, onOpenChange, onLinked }: AccountLinkingGateDialogProps) {
  const { t } = useTranslation('rewards');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('gate.title')}
        showTitle
        description={t('gate.body')}
        closeLabel={t('gate.close')}
        layout="centered"
      >
        <div className="mt-4 flex flex-col gap-3">
          <PartnerLinkingForm uid={uid} idPrefix="linking-gate" onLinked={onLinked} autoFocus />
          <DialogClose className={buttonClasses({ variant: 'ghost', className: 'self-start' })}>
            {t('gate.later')}
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
