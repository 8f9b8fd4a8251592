// Renaming a list on /favourites (spec §2 "Saved lists … edit"): the name box, checked as for a new list;
// the change shows at once and goes back if the server refuses ('list already exists!'), which the
// dialog then says.
import type { SavedList } from '@spc/domain/member-offers';
import { useTranslation } from 'react-i18next';
import { useUpdateSavedList } from '../hooks/use-update-saved-list.ts';
import { ListNameDialog } from './list-name-dialog.tsx';

interface RenameListDialogProps {
  uid: string;
  /** The list being renamed; null: closed. */
  list: SavedList | null;
  onClose: () => void;
}

export function RenameListDialog({ uid, list, onClose }: RenameListDialogProps) {
  const { t } = useTranslation('saved');
  const update = useUpdateSavedList(uid);
  return (
    <ListNameDialog
      open={list !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('rename.title')}
      description={t('rename.description', { name: list?.name ?? '' })}
      label={t('rename.label')}
      submitLabel={t('rename.submit')}
      pendingLabel={t('rename.pending')}
      initialName={list?.name ?? ''}
      onSubmit={async (name) => {
        if (!list) return;
        await update.mutateAsync({ list, name, offerIds: list.offer_ids ?? [] });
        onClose();
      }}
    />
  );
}
