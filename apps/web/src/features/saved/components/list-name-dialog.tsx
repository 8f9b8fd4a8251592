// A dialog with one list-name box (spec §2 "Create list modal: title, subtitle, one list-name text box,
// create button"), for creating and for renaming a list. The name is checked here first with the
// domain's list-name schema (spec §5: trimmed, empty → 'Enter valid list name'), then by the server, whose refusals ('list already
// exists!') show in the interface language. The form mounts with each opening, so it starts empty.
import { zodResolver } from '@hookform/resolvers/zod';
import { createListBodySchema } from '@spc/domain/member-offers';
import { LIST_NAME_MAX_LENGTH } from '@spc/domain/saved-rules';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { savedErrorKey, type SavedErrorKey } from '../saved-errors.ts';
import { submitValidation } from '../../../lib/form.ts';

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
  // The list name as the API takes it; a refusal stays until the next submit.
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }, unknown, { name: string }>({
    ...submitValidation,
    resolver: zodResolver(createListBodySchema),
    defaultValues: { name: initialName },
  });
  const [pending, setPending] = useState(false);

  const save = async ({ name }: { name: string }) => {
    setPending(true);
    try {
      await onSubmit(name);
    } catch (failure) {
      // The server's refusal, kept as its catalogue key.
      setError('name', { type: savedErrorKey(failure) });
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    void handleSubmit(save)(event);
  };

  // The schema's refusal (a zod issue code) is the invalid name; the server's carry their key.
  const refusal = formState.errors.name;
  const error: SavedErrorKey | null = refusal ? (isSavedErrorKey(refusal.type) ? refusal.type : 'nameInvalid') : null;
  const message = error ? t(`errors.${error}`) : null;
  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
      <TextField
        id={`${id}-name`}
        label={label}
        {...register('name')}
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

const SAVED_ERROR_KEYS: readonly string[] = [
  'nameInvalid',
  'listExists',
  'tooManyLists',
  'notFound',
  'network',
  'generic',
];
function isSavedErrorKey(type: string): type is SavedErrorKey {
  return SAVED_ERROR_KEYS.includes(type);
}
