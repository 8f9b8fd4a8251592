// Deleting a list on /favourites (spec §2 "Saved lists … delete"), behind a confirmation. A refusal stays
// in the dialog; once the list is gone its button is too, so focus goes where `onCloseAutoFocus` says.
import type { SavedList } from '@spc/domain/member-offers';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useDeleteSavedList } from '../api/delete-saved-list.ts';
import { savedErrorKey } from '../saved-errors.ts';

interface DeleteListDialogProps {
  uid: string;
  /** The list to delete; null: closed. */
  list: SavedList | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteListDialog({ uid, list, onClose, onCloseAutoFocus }: DeleteListDialogProps) {
  const { t } = useTranslation('saved');
  const remove = useDeleteSavedList(uid);

  const confirm = async () => {
    if (!list) return;
    try {
      await remove.mutateAsync(list.id);
    } catch {
      return; // Shown in the dialog from the mutation's state.
    }
    remove.reset();
    onClose();
  };

  return (
    <DialogRoot
      open={list !== null}
      onOpenChange={(open) => {
        if (open || remove.isPending) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent
        title={t('delete.title')}
        showTitle
        description={t('delete.description', { name: list?.name ?? '' })}
        closeLabel={t('close')}
        layout="centered"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {remove.isError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {t(`errors.${savedErrorKey(remove.error)}`)}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? t('delete.pending') : t('delete.confirm')}
          </Button>
          <DialogClose className={buttonClasses({ variant: 'secondary' })}>{t('delete.cancel')}</DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
