// The "later auto-renew" modal (spec §2 "Modals": "Later auto-renew: yes goes to /billing"), offered
// after a free trial starts to a member who is not on auto-renew (spec §4 "Free trial flow"). Exported
// for that flow; "Maybe later", Escape, an outside click or the close button just close it. A member on
// a free trial cannot open /billing (spec §2), so that flow sends "yes" to /purchase instead, where the
// trial becomes a paid year with its auto-renew box (`yesTo`).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';

interface LaterAutoRenewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where "yes" goes; /billing by default. */
  yesTo?: string;
}

export function LaterAutoRenewDialog({ open, onOpenChange, yesTo = paths.billing() }: LaterAutoRenewDialogProps) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('dialogs.laterAutoRenew.title')}
        showTitle
        description={t('dialogs.laterAutoRenew.body')}
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="primary"
            onClick={() => {
              onOpenChange(false);
              void navigate(yesTo);
            }}
          >
            {t('dialogs.laterAutoRenew.yes')}
          </Button>
          <DialogClose className={buttonClasses({ variant: 'secondary' })}>
            {t('dialogs.laterAutoRenew.no')}
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
