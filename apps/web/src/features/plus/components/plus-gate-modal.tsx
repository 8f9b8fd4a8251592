// The plus membership gate (spec §2 "Modals": "SPC Plus welcome and plus membership gate"): what a
// member without SPC+ meets on an SPC+ offer — what SPC+ is, and the ways to it (/cibc, /spc-plus).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';

interface PlusGateModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PlusGateModal({ open, onOpenChange }: PlusGateModalProps) {
  const { t } = useTranslation('plus');
  const close = () => onOpenChange(false);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('gate.modalTitle')}
        showTitle
        description={t('gate.modalBody')}
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.cibc()} onClick={close} className={buttonClasses({ variant: 'primary' })}>
            {t('gate.getPlus')}
          </Link>
          <Link to={paths.spcPlus()} onClick={close} className={buttonClasses({ variant: 'secondary' })}>
            {t('gate.about')}
          </Link>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
