// Spec §2 "Modals": the 'why we ask' modal that explains the additional questions. Opened from a plain
// button, so focus returns to it when the dialog closes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

export function WhyWeAsk() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('whyWeAsk.open')}
      </button>
      <DialogContent title={t('whyWeAsk.title')} showTitle closeLabel={t('dialog.close')} layout="centered">
        <div className="mt-3 flex flex-col gap-3 text-sm text-slate-700">
          <p>{t('whyWeAsk.postal')}</p>
          <p>{t('whyWeAsk.school')}</p>
          <p>{t('whyWeAsk.international')}</p>
          <p>{t('whyWeAsk.privacy')}</p>
        </div>
        <DialogClose className={buttonClasses({ variant: 'primary', className: 'mt-5 self-end' })}>
          {t('whyWeAsk.ok')}
        </DialogClose>
      </DialogContent>
    </DialogRoot>
  );
}
