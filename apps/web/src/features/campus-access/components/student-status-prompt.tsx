// The prompt of the age check after sign-in (spec §4; decision 025): asks a member who needs it to
// confirm their student status (verify), or to confirm it again during the 30 days of grace (renew). It
// is its own React root (opened after hydration), so its links are plain links to /student-verification.
import type { StudentPromptReason } from '@spc/domain/campus-access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

export function StudentStatusPrompt({ reason, onClose }: { reason: StudentPromptReason; onClose: () => void }) {
  const { t, ready } = useTranslation('student', { useSuspense: false });
  const [open, setOpen] = useState(true);
  if (!ready) return null;
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <DialogContent
        title={t(`ageCheck.${reason}.title`)}
        showTitle
        description={t(`ageCheck.${reason}.body`)}
        closeLabel={t('ageCheck.later')}
        layout="centered"
      >
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses({ variant: 'secondary' })}>{t('ageCheck.later')}</DialogClose>
          <a href="/student-verification" className={buttonClasses({ variant: 'primary' })}>
            {t(`ageCheck.${reason}.action`)}
          </a>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
