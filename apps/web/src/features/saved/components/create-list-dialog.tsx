// The create-list modal (spec §4 "Create list"): success adds the list to the member's lists and hands
// it to `onCreated` (which closes this dialog and, on some pages, reopens the chooser); a refusal stays
// in the dialog ('list already exists!', 'Enter valid list name').
import type { SavedList } from '@spc/domain/member-offers';
import { useTranslation } from 'react-i18next';
import { useCreateSavedList } from '../api/create-saved-list.ts';
import { ListNameDialog } from './list-name-dialog.tsx';

interface CreateListDialogProps {
  uid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (list: SavedList) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function CreateListDialog({ uid, open, onOpenChange, onCreated, onCloseAutoFocus }: CreateListDialogProps) {
  const { t } = useTranslation('saved');
  const create = useCreateSavedList(uid);
  return (
    <ListNameDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('create.title')}
      description={t('create.description')}
      label={t('create.label')}
      submitLabel={t('create.submit')}
      pendingLabel={t('create.pending')}
      onSubmit={async (name) => onCreated(await create.mutateAsync(name))}
    />
  );
}
