// "I have a campus code": a plain button that mounts the campus code modal once pressed. The pages that
// show it are lazy route modules already; the dialog is in their chunk (a chunk of its own would make the
// route's chunk a shared one, which costs the first page's route table bytes it does not have).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CampusCodeDialog } from './campus-code-dialog.tsx';

export function CampusCodeButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('student');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={buttonClasses({ variant, size: 'lg' })}
      >
        {t('campusCode.open')}
      </button>
      {loaded && <CampusCodeDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
