// The SPC Plus welcome modal (spec §2 "Modals"; "Screens seen through text only": the Welcome-to-SPC+
// confirmation), after a CIBC card is registered: SPC+ is active, to its SPC+ offers or the deals.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';

interface PlusWelcomeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The SPC+ card's expiry (ISO), when known. */
  expiryDate: string | null;
}

export function PlusWelcomeModal({ open, onOpenChange, expiryDate }: PlusWelcomeModalProps) {
  const { t } = useTranslation('plus');
  const { language } = useLanguage();
  const expiry = expiryDate ? Date.parse(expiryDate) : Number.NaN;
  const close = () => onOpenChange(false);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('welcome.title')}
        showTitle
        description={
          Number.isNaN(expiry) ? t('welcome.bodyNoDate') : t('welcome.body', { date: formatDate(expiry, language) })
        }
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <Link to={paths.plusOffers()} onClick={close} className={buttonClasses({ variant: 'primary' })}>
            {t('welcome.offers')}
          </Link>
          <Link to={paths.deals()} onClick={close} className={buttonClasses({ variant: 'secondary' })}>
            {t('welcome.shop')}
          </Link>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
