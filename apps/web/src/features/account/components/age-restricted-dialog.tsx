// Spec §2 "Modals": the age-restricted modal, shown when the birth date is under the minimum age; no
// account is created.
import { MIN_AGE } from '@spc/domain/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';

export function AgeRestrictedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('ageRestricted.title')}
        showTitle
        description={t('ageRestricted.body', { age: MIN_AGE })}
        closeLabel={t('dialog.close')}
        layout="centered"
      >
        <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <DialogClose className={buttonClasses({ variant: 'primary' })}>{t('ageRestricted.ok')}</DialogClose>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'secondary' })}>
            {t('ageRestricted.browse')}
          </Link>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
