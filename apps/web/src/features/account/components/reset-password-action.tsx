// The resetPassword mode of an e-mail action link: a new password (the domain's rule) typed twice,
// sent with the link's oobCode. Every session of the member ends on the server, so the way on is to
// log in again. A used or expired link says so and can send a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginEmailBodySchema } from '@spc/domain/account-responses';
import { passwordSchema } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { isSpentToken } from '../api-errors.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password.ts';
import { failureMessage, fieldErrorText, firstCodeOf, formFieldError } from '../form-errors.ts';
import { submitValidation } from '../../../lib/form.ts';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { paths } from '../../../lib/paths.ts';

type NewPassword = { password: string; confirm: string };

/** The domain's passwordSchema on the new password; the confirmation is this form's own check. */
const newPasswordResolver: Resolver<NewPassword> = (values) => {
  const errors: Partial<Record<keyof NewPassword, FieldError>> = {};
  const parsed = passwordSchema.safeParse(values.password);
  if (!parsed.success) errors.password = formFieldError(firstCodeOf(parsed.error));
  if (values.confirm === '') errors.confirm = { type: 'confirm_required' };
  else if (values.confirm !== values.password) errors.confirm = { type: 'mismatch' };
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const reset = useResetPassword();
  const { refreshSession } = useSessionCommands();
  // Errors stay until the next submit (this form never cleared them on typing).
  const { register, handleSubmit, formState } = useForm<NewPassword>({
    ...submitValidation,
    resolver: newPasswordResolver,
    defaultValues: { password: '', confirm: '' },
  });
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

  const send = ({ password }: NewPassword) => {
    reset.mutate(
      { newPassword: password, token: oobCode },
      // The server ended every session of this member: the page shows them signed out.
      { onSuccess: () => void refreshSession().catch(() => undefined) },
    );
  };

  const submit = (event: FormEvent) => {
    if (reset.isPending) {
      event.preventDefault();
      return;
    }
    void handleSubmit(send, () => setAttempt((count) => count + 1))(event);
  };

  const errors = {
    password: fieldErrorText(t, 'newPassword', formState.errors.password),
    confirm:
      formState.errors.confirm?.type === 'mismatch'
        ? t('errors.passwordMismatch')
        : formState.errors.confirm
          ? t('required.confirmPassword')
          : undefined,
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
        {...register('password')}
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
        {...register('confirm')}
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
  const { register, handleSubmit, formState } = useForm<{ email: string }, unknown, { email: string }>({
    ...submitValidation,
    shouldFocusError: true,
    // The domain's { email } body: the address trimmed and checked by its rule.
    resolver: zodResolver(loginEmailBodySchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(({ email }) => {
    request.mutate({ email, redirectTo: `${window.location.origin}${paths.login()}` });
  });

  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="error">{t('action.reset.expired')}</FormMessage>
      {request.isSuccess ? (
        <FormMessage tone="success">{t('action.reset.newLinkSent')}</FormMessage>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          {request.isError ? <FormMessage tone="error">{failureMessage(t, request.error)}</FormMessage> : null}
          <TextField
            id={`${id}-email`}
            label={t('fields.email')}
            type="email"
            {...register('email')}
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="off"
            required
            error={fieldErrorText(t, 'email', formState.errors.email)}
          />
          <Button type="submit" variant="primary" className="self-start" disabled={request.isPending}>
            {t('action.reset.newLink')}
          </Button>
        </form>
      )}
    </div>
  );
}
