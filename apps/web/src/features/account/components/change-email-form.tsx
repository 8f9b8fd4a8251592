// Change of e-mail address on /profile/edit: the new address and the current password
// (re-authentication, PUT /api/users/user/email). A wrong password (401 INVALID_PASSWORD) and an
// address in use (409 EMAIL_TAKEN) are marked on their fields; a verification e-mail goes to the new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, type ChangeEmail } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { apiFieldError, failureMessage, fieldErrorText, formFieldError, textFieldError } from '../form-errors.ts';

/** The catalogue's names of the fields (their "missing" prompts: `required.newEmail`…). */
const PROMPT = { email: 'newEmail', password: 'currentPassword' } as const;

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const change = useChangeEmail();
  const { refreshSession } = useSessionCommands();
  const form = useForm<ChangeEmail, unknown, ChangeEmail>({
    ...submitValidation,
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
  });
  const { register, setError, reset, formState } = form;
  useClearErrorOnChange(form);
  const [attempt, setAttempt] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const refuse = (field: keyof ChangeEmail, error: { type: string; message: string }) => {
    setError(field, error);
    setAttempt((count) => count + 1);
  };

  const send = (data: ChangeEmail) => {
    if (data.email.toLowerCase() === currentEmail.toLowerCase()) {
      refuse('email', textFieldError(t('changeEmail.same')));
      return;
    }
    change.mutate(data, {
      onSuccess: () => {
        setSentTo(data.email);
        reset({ email: '', password: '' });
        void refreshSession().catch(() => undefined);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
          refuse('password', textFieldError(t('errors.invalidPassword')));
        } else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
          refuse('email', textFieldError(t('errors.emailTaken')));
        } else {
          const fieldError = apiFieldError(error);
          if (fieldError?.field === 'email') refuse('email', formFieldError(fieldError.code));
        }
      },
    });
  };

  const submit = (event: FormEvent) => {
    if (change.isPending) {
      event.preventDefault();
      return;
    }
    setSentTo(null);
    void form.handleSubmit(send, () => setAttempt((count) => count + 1))(event);
  };

  const message = (field: keyof ChangeEmail) => fieldErrorText(t, PROMPT[field], formState.errors[field]);
  const handled =
    change.error instanceof ApiError &&
    (['INVALID_PASSWORD', 'EMAIL_TAKEN'].includes(change.error.code) || apiFieldError(change.error) !== null);
  const formError = change.isError && !handled ? failureMessage(t, change.error) : null;
  const summary: SummaryError[] = (['email', 'password'] as const).flatMap((field) => {
    const text = message(field);
    return text ? [{ id: `${id}-${field}`, message: text }] : [];
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('changeEmail.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('changeEmail.current', { email: currentEmail })}</p>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <div aria-live="polite">
        {sentTo ? <FormMessage tone="success">{t('changeEmail.sent', { email: sentTo })}</FormMessage> : null}
      </div>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <TextField
        id={`${id}-email`}
        label={t('fields.newEmail')}
        type="email"
        {...register('email')}
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="off"
        required
        error={message('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('fields.currentPassword')}
        {...register('password')}
        autoComplete="current-password"
        required
        hint={t('changeEmail.passwordHint')}
        error={message('password')}
        showLabel={t('passwordToggle.show')}
        hideLabel={t('passwordToggle.hide')}
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={change.isPending}>
        {change.isPending ? t('profileEdit.saving') : t('changeEmail.submit')}
      </Button>
    </form>
  );
}
