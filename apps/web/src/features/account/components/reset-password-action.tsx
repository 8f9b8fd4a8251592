// The resetPassword mode of an e-mail action link: a new password (the domain's rule) typed twice,
// sent with the link's oobCode. Every session of the member ends on the server, so the way on is to
// log in again. A used or expired link says so and can send a new one.
import { emailSchema, passwordSchema } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { isSpentToken } from '../api-errors.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password.ts';
import { failureMessage, fieldErrorMessage, firstCodeOf } from '../form-errors.ts';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { paths } from '../../../lib/paths.ts';

export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const reset = useResetPassword();
  const { refreshSession } = useSessionCommands();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [attempt, setAttempt] = useState(0);

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{t('action.reset.success')}</FormMessage>
        <Link to={paths.login()} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
          {t('action.reset.login')}
        </Link>
      </div>
    );
  }
  if (reset.isError && isSpentToken(reset.error)) return <ExpiredResetLink />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const next: { password?: string; confirm?: string } = {};
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      next.password = fieldErrorMessage(t, 'newPassword', firstCodeOf(parsed.error));
    }
    if (confirm === '') next.confirm = t('required.confirmPassword');
    else if (confirm !== password) next.confirm = t('errors.passwordMismatch');
    setErrors(next);
    if (next.password || next.confirm) {
      setAttempt((count) => count + 1);
      return;
    }
    reset.mutate(
      { newPassword: password, token: oobCode },
      // The server ended every session of this member: the page shows them signed out.
      { onSuccess: () => void refreshSession().catch(() => undefined) },
    );
  };

  const summary: SummaryError[] = [
    ...(errors.password ? [{ id: `${id}-password`, message: errors.password }] : []),
    ...(errors.confirm ? [{ id: `${id}-confirm`, message: errors.confirm }] : []),
  ];

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      {reset.isError ? <FormMessage tone="error">{failureMessage(t, reset.error)}</FormMessage> : null}
      <PasswordField
        id={`${id}-password`}
        label={t('fields.newPassword')}
        value={password}
        onValueChange={setPassword}
        autoComplete="new-password"
        required
        hint={t('passwordRules.summary')}
        error={errors.password}
        showLabel={t('passwordToggle.show')}
        hideLabel={t('passwordToggle.hide')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('fields.confirmPassword')}
        value={confirm}
        onValueChange={setConfirm}
        autoComplete="new-password"
        required
        error={errors.confirm}
        showLabel={t('passwordToggle.show')}
        hideLabel={t('passwordToggle.hide')}
      />
      <Button type="submit" variant="primary" size="lg" disabled={reset.isPending}>
        {reset.isPending ? t('action.reset.saving') : t('action.reset.submit')}
      </Button>
    </form>
  );
}

/** A used or expired reset link: say so, and send a new one to the address typed here. */
function ExpiredResetLink() {
  const { t } = useTranslation('account');
  const id = useId();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(fieldErrorMessage(t, 'email', firstCodeOf(parsed.error)));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(undefined);
    request.mutate({ email: parsed.data, redirectTo: `${window.location.origin}${paths.login()}` });
  };

  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="error">{t('action.reset.expired')}</FormMessage>
      {request.isSuccess ? (
        <FormMessage tone="success">{t('action.reset.newLinkSent')}</FormMessage>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {request.isError ? <FormMessage tone="error">{failureMessage(t, request.error)}</FormMessage> : null}
          <TextField
            id={`${id}-email`}
            label={t('fields.email')}
            type="email"
            value={email}
            onValueChange={setEmail}
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="off"
            required
            error={error}
          />
          <Button type="submit" variant="primary" className="self-start" disabled={request.isPending}>
            {t('action.reset.newLink')}
          </Button>
        </form>
      )}
    </div>
  );
}
