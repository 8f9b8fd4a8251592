// The registration-success modal (spec §2 "Modals": "Register success, with a start-shopping button"),
// opened once the free trial has started (spec §4 "Free trial flow"). Escape, an outside click or the
// close button close it; `onClosed` runs once the focus has been handed back, so the next step (the
// auto-renew question) can open cleanly.
import type { Card } from '@spc/domain/cards';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';

interface RegisterSuccessDialogProps {
  open: boolean;
  card: Card | null;
  onOpenChange: (open: boolean) => void;
  onStartShopping: () => void;
  onClosed?: (event: Event) => void;
}

export function RegisterSuccessDialog({
  open,
  card,
  onOpenChange,
  onStartShopping,
  onClosed,
}: RegisterSuccessDialogProps) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const expiry = card?.expiry_date ? formatDate(Date.parse(card.expiry_date), language) : null;
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('registerSuccess.title')}
        showTitle
        description={expiry ? t('registerSuccess.body', { date: expiry }) : t('registerSuccess.bodyNoDate')}
        closeLabel={t('close')}
        layout="centered"
        {...(onClosed && { onCloseAutoFocus: onClosed })}
      >
        <div className="mt-5 flex justify-end">
          <Button onClick={onStartShopping}>{t('startShopping')}</Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
