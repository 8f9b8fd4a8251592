// Spec §2 "Congratulations modal: an image and a button, in English or French", opened once a Tim
// Hortons rewards account is linked. The image is drawn inline (a coffee cup and a ticket), so the modal
// needs no picture to be uploaded and scales with the text.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

export function LinkingCongratulationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('rewards');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('congratulations.title')}
        showTitle
        description={t('congratulations.body')}
        closeLabel={t('congratulations.close')}
        layout="centered"
      >
        <CongratulationsIllustration />
        <div className="mt-4 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
            {t('congratulations.button')}
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** A cup of coffee beside a SPC card joined by a link, with confetti: decoration, the text says it all. */
function CongratulationsIllustration() {
  return (
    <svg viewBox="0 0 240 120" className="mx-auto my-4 h-32 w-auto" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="30" cy="20" r="4" fill="#f59e0b" />
        <circle cx="210" cy="26" r="3" fill="#3b82f6" />
        <circle cx="196" cy="100" r="4" fill="#ef4444" />
        <circle cx="44" cy="104" r="3" fill="#10b981" />
        <path d="M60 36h56l-6 62a8 8 0 0 1-8 7H74a8 8 0 0 1-8-7z" fill="#c8102e" />
        <path d="M58 30h60v8H58z" fill="#7f1d1d" />
        <path d="M116 52h8a12 12 0 0 1 0 24h-10" stroke="#c8102e" strokeWidth="6" />
        <path d="M78 14c-4 6 4 8 0 14M94 10c-4 6 4 8 0 14" stroke="#94a3b8" strokeWidth="3" />
        <path d="M136 64h14M143 57l7 7-7 7" stroke="#334155" strokeWidth="4" />
        <rect x="158" y="40" width="64" height="44" rx="6" fill="#1d4ed8" />
        <rect x="166" y="50" width="20" height="8" rx="2" fill="#fbbf24" />
        <path d="M166 72h40" stroke="#bfdbfe" strokeWidth="4" />
      </g>
    </svg>
  );
}
