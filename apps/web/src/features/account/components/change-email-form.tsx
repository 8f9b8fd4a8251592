// Change of e-mail address on /profile/edit: the new address and the current password
// (re-authentication, PUT /api/users/user/email). A wrong password (401 INVALID_PASSWORD) and an
// address in use (409 EMAIL_TAKEN) are marked on their fields; a verification e-mail goes to the new one.
import { changeEmailSchema } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { apiFieldError, failureMessage, fieldErrorMessage, fieldErrorsOf, type FieldErrors } from '../form-errors.ts';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';

type Field = 'email' | 'password';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const change = useChangeEmail();
  const { refreshSession } = useSessionCommands();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const refuse = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setSentTo(null);
    const parsed = changeEmailSchema.safeParse({ email, password });
    if (!parsed.success) {
      const found: FieldErrors<Field> = fieldErrorsOf<Field>(parsed.error);
      refuse({
        ...(found.email && { email: fieldErrorMessage(t, 'newEmail', found.email) }),
        ...(found.password && { password: fieldErrorMessage(t, 'currentPassword', found.password) }),
      });
      return;
    }
    if (parsed.data.email.toLowerCase() === currentEmail.toLowerCase()) {
      refuse({ email: t('changeEmail.same') });
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.email);
        setEmail('');
        setPassword('');
        void refreshSession().catch(() => undefined);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
          refuse({ password: t('errors.invalidPassword') });
        } else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
          refuse({ email: t('errors.emailTaken') });
        } else {
          const fieldError = apiFieldError(error);
          if (fieldError?.field === 'email') refuse({ email: fieldErrorMessage(t, 'newEmail', fieldError.code) });
        }
      },
    });
  };

  const handled =
    change.error instanceof ApiError &&
    (['INVALID_PASSWORD', 'EMAIL_TAKEN'].includes(change.error.code) || apiFieldError(change.error) !== null);
  const formError = change.isError && !handled ? failureMessage(t, change.error) : null;
  const summary: SummaryError[] = [
    ...(errors.email ? [{ id: `${id}-email`, message: errors.email }] : []),
    ...(errors.password ? [{ id: `${id}-password`, message: errors.password }] : []),
  ];

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
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setErrors(({ email: _gone, ...rest }) => rest);
        }}
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="off"
        required
        error={errors.email}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('fields.currentPassword')}
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setErrors(({ password: _gone, ...rest }) => rest);
        }}
        autoComplete="current-password"
        required
        hint={t('changeEmail.passwordHint')}
        error={errors.password}
        showLabel={t('passwordToggle.show')}
        hideLabel={t('passwordToggle.hide')}
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={change.isPending}>
        {change.isPending ? t('profileEdit.saving') : t('changeEmail.submit')}
      </Button>
    </form>
  );
}
