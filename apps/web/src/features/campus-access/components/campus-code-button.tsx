// "I have a campus code": a plain button that loads the campus code modal only when pressed, so neither
// Radix nor the form weighs on the page that shows it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';

const CampusCodeDialog = lazy(() =>
  import('./campus-code-dialog.tsx').then((m) => ({ default: m.CampusCodeDialog })),
);

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
      {loaded && (
        <Suspense fallback={null}>
          <CampusCodeDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
