// Account deletion on /profile/edit: behind a confirmation dialog, DELETE /api/users/deleteUser, then
// sign-out and home. The dialog says what goes (profile, lists, favourites) and what stays (cards).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { failureMessage } from '../form-errors.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { paths } from '../../../lib/paths.ts';

export function DeleteAccount({ uid, headingId }: { uid: string; headingId: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const { signOut } = useSessionCommands();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(uid);
    } catch {
      return; // Shown in the dialog from the mutation's state.
    }
    setOpen(false);
    // The account is gone on the server; the local session goes with it.
    await signOut().catch(() => undefined);
    await navigate(paths.home(), { replace: true });
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('deleteAccount.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('deleteAccount.body')}</p>
      <DialogRoot
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
          if (!next) remove.reset();
        }}
      >
        <Button
          variant="secondary"
          className="self-start border-red-300 text-red-800 hover:border-red-600 hover:text-red-900"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('deleteAccount.open')}
        </Button>
        <DialogContent
          title={t('deleteAccount.confirmTitle')}
          showTitle
          description={t('deleteAccount.confirmBody')}
          closeLabel={t('dialog.close')}
          layout="centered"
        >
          {remove.isError ? (
            <div className="mt-4">
              <FormMessage tone="error">{failureMessage(t, remove.error)}</FormMessage>
            </div>
          ) : null}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
            <Button
              variant="primary"
              className="bg-red-700 hover:bg-red-800"
              onClick={() => void confirm()}
              disabled={remove.isPending}
            >
              {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
            <DialogClose className={buttonClasses({ variant: 'secondary' })}>{t('deleteAccount.cancel')}</DialogClose>
          </div>
        </DialogContent>
      </DialogRoot>
    </div>
  );
}
