// The dialogs of "Save to list", loaded on first use (hooks/use-offer-save-actions.tsx holds the flow):
// the chooser and the create-list modal. Choosing a list appends the pending offer to it (appendOffer)
// and saves it optimistically; the caller is told at once and learns the outcome from the promise.
import type { SavedList } from '@spc/domain/member-offers';
import { appendOffer } from '@spc/domain/saved-rules';
import { useUpdateSavedList } from '../hooks/use-update-saved-list.ts';
import { CreateListDialog } from './create-list-dialog.tsx';
import { ListChooserDialog } from './list-chooser-dialog.tsx';

/** Which of the two dialogs is open. */
export type SavedDialogName = 'chooser' | 'create';

interface SavedDialogsProps {
  uid: string;
  offerId: number | null;
  dialog: SavedDialogName | null;
  onDismiss: () => void;
  onRequestCreate: () => void;
  onCreated: (list: SavedList) => void;
  onChosen: (list: SavedList, saving: Promise<unknown>) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export function SavedDialogs({
  uid,
  offerId,
  dialog,
  onDismiss,
  onRequestCreate,
  onCreated,
  onChosen,
  onCloseAutoFocus,
}: SavedDialogsProps) {
  const update = useUpdateSavedList(uid);
  const openChange = (open: boolean) => {
    if (!open) onDismiss();
  };
  const choose = (list: SavedList) => {
    if (offerId === null) return;
    onChosen(list, update.mutateAsync({ list, name: list.name, offerIds: appendOffer(list.offer_ids, offerId) }));
  };
  return (
    <>
      <ListChooserDialog
        uid={uid}
        open={dialog === 'chooser'}
        offerId={offerId}
        onOpenChange={openChange}
        onChoose={choose}
        onCreateList={onRequestCreate}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <CreateListDialog
        uid={uid}
        open={dialog === 'create'}
        onOpenChange={openChange}
        onCreated={onCreated}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
