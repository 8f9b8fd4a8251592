// Change of password on /profile/edit (PUT /api/users/user/password): the current one to prove who
// one is, the new one by the domain's rule, typed twice. A wrong current password (401
// INVALID_PASSWORD) is marked on its field. The member's other sessions end on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePassword } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { failureMessage, fieldErrorText, renameFieldErrors, textFieldError } from '../form-errors.ts';

type Field = 'current' | 'next' | 'confirm';
type Values = Record<Field, string>;

/** The catalogue's names of the fields (their "missing" prompts). */
const PROMPT = { current: 'currentPassword', next: 'newPassword', confirm: 'confirmPassword' } as const;

const parsePasswords = zodResolver(changePasswordSchema);

/**
 * changePasswordSchema over the current and new passwords; the confirmation is the form's own check
 * (the API never sees it), so its errors are codes of this form: `confirm_required`, `mismatch`.
 */
const passwordResolver: Resolver<Values, unknown, ChangePassword> = async (values) => {
  const parsed = await parsePasswords({ current_password: values.current, new_password: values.next }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors: Partial<Record<Field, FieldError>> = renameFieldErrors(
    parsed.errors as Readonly<Record<string, FieldError | undefined>>,
    { current_password: 'current', new_password: 'next' } as const,
  );
  if (values.confirm === '') errors.confirm = { type: 'confirm_required' };
  else if (values.confirm !== values.next) errors.confirm = { type: 'mismatch' };
  return Object.keys(errors).length === 0
    ? { values: parsed.values as ChangePassword, errors: {} }
    : { values: {}, errors: errors as FieldErrors<Values> };
};

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const id = useId();
  const change = useChangePassword();
  const form = useForm<Values, unknown, ChangePassword>({
    ...submitValidation,
    resolver: passwordResolver,
    defaultValues: { current: '', next: '', confirm: '' },
  });
  const { register, setError, reset, formState } = form;
  useClearErrorOnChange(form);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);

  const send = (data: ChangePassword) => {
    change.mutate(data, {
      onSuccess: () => {
        setDone(true);
        reset({ current: '', next: '', confirm: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
          setError('current', textFieldError(t('errors.invalidPassword')));
          setAttempt((count) => count + 1);
        }
      },
    });
  };

  const submit = (event: FormEvent) => {
    if (change.isPending) {
      event.preventDefault();
      return;
    }
    setDone(false);
    void form.handleSubmit(send, () => setAttempt((count) => count + 1))(event);
  };

  const message = (field: Field): string | undefined => {
    const error = formState.errors[field];
    if (error?.type === 'confirm_required') return t('required.confirmPassword');
    if (error?.type === 'mismatch') return t('errors.passwordMismatch');
    return fieldErrorText(t, PROMPT[field], error);
  };

  const wrongPassword = change.error instanceof ApiError && change.error.code === 'INVALID_PASSWORD';
  const formError = change.isError && !wrongPassword ? failureMessage(t, change.error) : null;
  const fields: [Field, string, string][] = [
    ['current', t('fields.currentPassword'), 'current-password'],
    ['next', t('fields.newPassword'), 'new-password'],
    ['confirm', t('fields.confirmPassword'), 'new-password'],
  ];
  const summary: SummaryError[] = fields.flatMap(([field]) => {
    const text = message(field);
    return text ? [{ id: `${id}-${field}`, message: text }] : [];
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
          {...register(field)}
          autoComplete={autoComplete}
          required
          hint={field === 'next' ? t('passwordRules.summary') : undefined}
          error={message(field)}
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
