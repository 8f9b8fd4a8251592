// Change of password on /profile/edit (PUT /api/users/user/password): the current one to prove who
// one is, the new one by the domain's rule, typed twice. A wrong current password (401
// INVALID_PASSWORD) is marked on its field. The member's other sessions end on the server.
import { changePasswordSchema } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { failureMessage, fieldErrorMessage, fieldErrorsOf, type FieldErrors } from '../form-errors.ts';
import { PasswordField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';

type Field = 'current' | 'next' | 'confirm';

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const id = useId();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const refuse = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setDone(false);
    const next: Partial<Record<Field, string>> = {};
    const parsed = changePasswordSchema.safeParse({ current_password: values.current, new_password: values.next });
    if (!parsed.success) {
      const found: FieldErrors<'current_password' | 'new_password'> = fieldErrorsOf(parsed.error);
      if (found.current_password) next.current = fieldErrorMessage(t, 'currentPassword', found.current_password);
      if (found.new_password) next.next = fieldErrorMessage(t, 'newPassword', found.new_password);
    }
    if (values.confirm === '') next.confirm = t('required.confirmPassword');
    else if (values.confirm !== values.next) next.confirm = t('errors.passwordMismatch');
    if (!parsed.success || Object.keys(next).length > 0) {
      refuse(next);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setDone(true);
        setValues({ current: '', next: '', confirm: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
          refuse({ current: t('errors.invalidPassword') });
        }
      },
    });
  };

  const wrongPassword = change.error instanceof ApiError && change.error.code === 'INVALID_PASSWORD';
  const formError = change.isError && !wrongPassword ? failureMessage(t, change.error) : null;
  const fields: [Field, string, string][] = [
    ['current', t('fields.currentPassword'), 'current-password'],
    ['next', t('fields.newPassword'), 'new-password'],
    ['confirm', t('fields.confirmPassword'), 'new-password'],
  ];
  const summary: SummaryError[] = fields.flatMap(([field]) => {
    const message = errors[field];
    return message ? [{ id: `${id}-${field}`, message }] : [];
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('changePassword.title')}
      </h2>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <div aria-live="polite">{done ? <FormMessage tone="success">{t('changePassword.done')}</FormMessage> : null}</div>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {fields.map(([field, label, autoComplete]) => (
        <PasswordField
          key={field}
          id={`${id}-${field}`}
          label={label}
          value={values[field]}
          onValueChange={(value) => set(field, value)}
          autoComplete={autoComplete}
          required
          hint={field === 'next' ? t('passwordRules.summary') : undefined}
          error={errors[field]}
          showLabel={t('passwordToggle.show')}
          hideLabel={t('passwordToggle.hide')}
        />
      ))}
      <Button type="submit" variant="secondary" className="self-start" disabled={change.isPending}>
        {change.isPending ? t('profileEdit.saving') : t('changePassword.submit')}
      </Button>
    </form>
  );
}
