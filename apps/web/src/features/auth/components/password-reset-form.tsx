// "Forgot your password?" on /login: asks for a reset link (POST /api/auth/request-password-reset, the
// link lands on /__/auth/action). The answer is the same whether or not the address has an account.
import { EMAIL_ACTION_PATH } from '@spc/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginEmailBodySchema } from '@spc/domain/account-responses';
import { PASSWORD_MAX_LENGTH } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { requestPasswordReset } from '../../../lib/auth-client.ts';
import { submitValidation } from '../../../lib/form.ts';
import { authCodeOf } from '../form-errors.ts';
import { TextField } from '../../../components/ui/field.tsx';

interface PasswordResetFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  /** The heading's id, for the section around the form. */
  headingId: string;
}

type State = { kind: 'idle' } | { kind: 'sent'; email: string } | { kind: 'rate-limited' } | { kind: 'failed' };

export function PasswordResetForm({ email, onEmailChange, onBack, headingId }: PasswordResetFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const { register, handleSubmit, formState } = useForm<{ email: string }, unknown, { email: string }>({
    ...submitValidation,
    shouldFocusError: true,
    // The domain's { email } body: the address trimmed and checked by its rule.
    resolver: zodResolver(loginEmailBodySchema),
    defaultValues: { email },
  });
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [pending, setPending] = useState(false);
  const error = authCodeOf(formState.errors.email);

  const send = async ({ email: address }: { email: string }) => {
    setPending(true);
    try {
      await requestPasswordReset({ email: address, redirectTo: EMAIL_ACTION_PATH });
      setState({ kind: 'sent', email: address });
    } catch (caught) {
      setState(caught instanceof ApiError && caught.status === 429 ? { kind: 'rate-limited' } : { kind: 'failed' });
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    void handleSubmit(send)(event);
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 id={headingId} tabIndex={-1} className="text-2xl font-bold tracking-tight">
        {t('reset.title')}
      </h1>
      <p className="text-slate-600">{t('reset.lead')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          id={`${id}-email`}
          label={t('login.email')}
          type="email"
          {...register('email', {
            onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value),
          })}
          autoComplete="email"
          inputMode="email"
          required
          error={error ? t(`validation.${error}`, { max: PASSWORD_MAX_LENGTH }) : undefined}
        />
        <div role="status" className="empty:hidden">
          {state.kind === 'sent' ? (
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
              {t('reset.sent', { email: state.email })}
            </p>
          ) : null}
        </div>
        <div role="alert" className="empty:hidden">
          {state.kind === 'rate-limited' || state.kind === 'failed' ? (
            <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {t(state.kind === 'rate-limited' ? 'reset.rateLimited' : 'reset.failed')}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="primary" size="lg" disabled={pending} className="w-full">
          {pending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
      <button
        type="button"
        onClick={onBack}
        className="self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('reset.back')}
      </button>
    </div>
  );
}
