// The alert of spec §4 "Partner registration of a card": any failure other than "already registered"
// says 'Partner registration failed'. An alert dialog (role alertdialog) rather than the browser's
// window.alert, so it is translated, styled and announced; only its buttons close it.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';

interface PartnerAlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PartnerAlertDialog({ open, onOpenChange }: PartnerAlertDialogProps) {
  const { t } = useTranslation('plus');
  // Opened by a failed request, not by a trigger: focus goes back to what had it (the submit button).
  const previousFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            previousFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!previousFocus.current?.isConnected) return;
            event.preventDefault();
            previousFocus.current.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl bg-white p-5 text-slate-900 shadow-xl outline-none"
        >
          <RadixDialog.Title className="text-xl font-bold">{t('register.failed.title')}</RadixDialog.Title>
          <RadixDialog.Description className="text-sm text-slate-700">
            {t('register.failed.body')}
          </RadixDialog.Description>
          <div className="mt-2 flex justify-end">
            <RadixDialog.Close className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
              {t('register.failed.ok')}
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
