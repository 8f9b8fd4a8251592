// The rate-limited modal (spec §2 "Modals", §8 "Handling"): a 429 on any call opens it. Its text is
// the spec's; OK, Escape, an outside click or the close button dismiss it.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

interface RateLimitedModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RateLimitedModal({ open, onOpenChange }: RateLimitedModalProps) {
  const { t } = useTranslation('auth');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('rateLimited.title')}
        showTitle
        description={t('rateLimited.body')}
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
            {t('rateLimited.ok')}
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
