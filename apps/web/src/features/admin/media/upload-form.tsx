// The upload form of the image library (and of the image picker's "upload" tab): a picture and its
// description in English and French, both required (the domain's libraryAltSchema through
// react-hook-form). The file's type and size are judged by the server by its content; the form only
// checks that one is chosen and not over 15 MB, to spare a long upload that would be refused.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALT_TEXT_MAX,
  LIBRARY_MAX_BYTES,
  libraryAltSchema,
  type LibraryAlt,
  type LibraryItemDetail,
} from '@spc/domain/staff-media';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fieldIds, TextField } from '../../../components/ui/field.tsx';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { errorKey, rememberPicture, uploadPicture } from './api.ts';

export interface UploadFormProps {
  /** Called with the stored picture once the server has it. */
  onUploaded: (item: LibraryItemDetail) => void;
  onCancel?: () => void;
  /**
   * Inside another form (the image picker's dialog sits in the caller's form): no <form> element of its
   * own — the button and Enter in a field send it, and never submit the form around it.
   */
  embedded?: boolean;
}

export function UploadForm({ onUploaded, onCancel, embedded = false }: UploadFormProps) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<LibraryAlt, unknown, LibraryAlt>({
    ...submitValidation,
    shouldFocusError: true,
    resolver: zodResolver(libraryAltSchema),
    defaultValues: { alt_en: '', alt_fr: '' },
  });
  useClearErrorOnChange(form);
  const { register, handleSubmit, formState } = form;

  const altError = (field: 'alt_en' | 'alt_fr', error: FieldError | undefined) => {
    if (!error) return undefined;
    return error.type === 'too_big'
      ? t('validation.altTooLong', { max: ALT_TEXT_MAX })
      : t(field === 'alt_en' ? 'validation.altMissing_en' : 'validation.altMissing_fr');
  };

  const send = async (alt: LibraryAlt) => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(t('upload.chooseFile'));
      fileInput.current?.focus();
      return;
    }
    if (file.size > LIBRARY_MAX_BYTES) {
      setFileError(t('errors.MEDIA_TOO_LARGE'));
      fileInput.current?.focus();
      return;
    }
    setPending(true);
    try {
      const item = await uploadPicture(file, alt);
      rememberPicture(queryClient, item);
      form.reset();
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(item);
    } catch (error) {
      const key = errorKey(error);
      if (key.startsWith('errors.MEDIA_') && key !== 'errors.MEDIA_BAD_FORM') {
        setFileError(t(key as 'errors.generic'));
        fileInput.current?.focus();
      } else setFailure(t(key as 'errors.generic'));
    } finally {
      setPending(false);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!fileInput.current?.files?.[0]) setFileError(t('upload.chooseFile'));
    void handleSubmit(send)();
  };
  const onEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (
      !embedded ||
      event.key !== 'Enter' ||
      !(event.target instanceof HTMLInputElement) ||
      event.target.type === 'file'
    )
      return;
    event.preventDefault();
    submit();
  };
  const Container = embedded ? 'div' : 'form';

  const fileId = `${id}-file`;
  const fileIds = fieldIds(fileId);
  return (
    <Container
      {...(embedded ? { role: 'group', 'aria-label': t('upload.title') } : { onSubmit: submit, noValidate: true })}
      onKeyDown={onEnter}
      className="flex max-w-xl flex-col gap-4"
      aria-busy={pending}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-semibold text-slate-800">
          {t('upload.file')}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,.heic"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileIds.hint}${fileError ? ` ${fileIds.error}` : ''}`}
          onChange={() => setFileError(null)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        />
        <p id={fileIds.hint} className="text-sm text-slate-600">
          {t('upload.fileHint')}
        </p>
        {fileError ? (
          <p id={fileIds.error} role="alert" className="text-sm font-medium text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField
        id={`${id}-alt-en`}
        label={t('upload.altEn')}
        hint={t('upload.altHint')}
        lang="en"
        maxLength={ALT_TEXT_MAX}
        error={altError('alt_en', formState.errors.alt_en)}
        alertError
        {...register('alt_en')}
      />
      <TextField
        id={`${id}-alt-fr`}
        label={t('upload.altFr')}
        lang="fr"
        maxLength={ALT_TEXT_MAX}
        error={altError('alt_fr', formState.errors.alt_fr)}
        alertError
        {...register('alt_fr')}
      />
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button
          type={embedded ? 'button' : 'submit'}
          size="sm"
          disabled={pending}
          onClick={embedded ? () => submit() : undefined}
        >
          {pending ? t('upload.sending') : t('upload.submit')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            {t('upload.cancel')}
          </Button>
        ) : null}
      </div>
    </Container>
  );
}
