// A dialog with one list-name box (spec §2 "Create list modal: title, subtitle, one list-name text box,
// create button"), for creating and for renaming a list. The name is checked here first (spec §5:
// trimmed, empty → 'Enter valid list name'), then by the server, whose refusals ('list already
// exists!') show in the interface language. The form mounts with each opening, so it starts empty.
import { LIST_NAME_MAX_LENGTH, normaliseListName } from '@spc/domain/saved-rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { savedErrorKey, type SavedErrorKey } from '../saved-errors.ts';

export interface ListNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initialName?: string;
  /** Saves the checked, trimmed name; rejects with the API's error to show it. */
  onSubmit: (name: string) => Promise<void>;
}

export function ListNameDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  ...form
}: ListNameDialogProps) {
  const { t } = useTranslation('saved');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        showTitle
        description={description}
        closeLabel={t('close')}
        layout="centered"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <ListNameForm {...form} />
      </DialogContent>
    </DialogRoot>
  );
}

type ListNameFormProps = Pick<
  ListNameDialogProps,
  'label' | 'submitLabel' | 'pendingLabel' | 'initialName' | 'onSubmit'
>;

function ListNameForm({ label, submitLabel, pendingLabel, initialName = '', onSubmit }: ListNameFormProps) {
  const { t } = useTranslation('saved');
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<SavedErrorKey | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = normaliseListName(name);
    if (checked === null) {
      setError('nameInvalid');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onSubmit(checked);
    } catch (failure) {
      setError(savedErrorKey(failure));
    } finally {
      setPending(false);
    }
  };

  const message = error ? t(`errors.${error}`) : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
      <TextField
        id={`${id}-name`}
        label={label}
        value={name}
        onValueChange={setName}
        error={message}
        maxLength={LIST_NAME_MAX_LENGTH}
        autoComplete="off"
        data-autofocus
      />
      {/* Said at once, wherever the focus is (the field also describes itself with it). */}
      <p role="alert" className="sr-only">
        {message}
      </p>
      <Button type="submit" disabled={pending} className="self-stretch sm:self-end">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
