// The e-mail and password form of /login (spec §2, §4; docs/api-accounts.md): checked with the domain's
// loginFormSchema, then signed in through sign-in.ts. Errors are announced (role="alert") and never say
// whether the address has an account; a locked account gets the minutes left and a way to unlock it.
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, loginFormSchema, type LoginForm as LoginValues } from '@spc/domain/users';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { requestAccountUnlock } from '../../../lib/auth-client.ts';
import { submitValidation } from '../../../lib/form.ts';
import { authCodeOf } from '../form-errors.ts';
import { pathAfterSignIn, signInWithPassword, type SignInOutcome } from '../sign-in.ts';

type Failure = Exclude<SignInOutcome, { kind: 'signed-in' }>;

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

export function LoginForm({ email, onEmailChange, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<LoginValues, unknown, LoginValues>({
    ...submitValidation,
    // A refused field takes the focus (the e-mail first); the errors stay until the next submit.
    shouldFocusError: true,
    resolver: zodResolver(loginFormSchema),
    // The address typed here is kept by the page for the password-reset form, and comes back from it.
    defaultValues: { email, password: '' },
  });
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const [unlock, setUnlock] = useState<'idle' | 'sent' | 'failed'>('idle');

  const fieldError = (field: keyof LoginValues) => {
    const code = authCodeOf(formState.errors[field]);
    return code ? t(`validation.${code}`, { max: PASSWORD_MAX_LENGTH }) : undefined;
  };

  const signIn = async (values: LoginValues) => {
    setPending(true);
    const outcome = await signInWithPassword(queryClient, values);
    if (outcome.kind === 'signed-in') {
      await navigate(pathAfterSignIn(outcome.session), { replace: true });
      return;
    }
    setPending(false);
    setFailure(outcome);
  };

  const submit = (event: FormEvent) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    setFailure(null);
    setUnlock('idle');
    void handleSubmit(signIn)(event);
  };

  const sendUnlock = async () => {
    try {
      await requestAccountUnlock(email.trim());
      setUnlock('sent');
    } catch {
      setUnlock('failed');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id={`${id}-email`}
        label={t('login.email')}
        type="email"
        {...register('email', {
          onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value),
        })}
        autoComplete="username"
        inputMode="email"
        required
        error={fieldError('email')}
      />
      <TextField
        id={`${id}-password`}
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        {...register('password')}
        autoComplete="current-password"
        required
        error={fieldError('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={showPassword}
            onChange={(event) => setShowPassword(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          {t('login.showPassword')}
        </label>
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('login.forgotPassword')}
        </button>
      </div>

      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="alert" className="empty:hidden">
        {failure ? (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p>{failureMessage(failure, t)}</p>
            {failure.kind === 'locked' && unlock === 'idle' ? (
              <button
                type="button"
                onClick={() => void sendUnlock()}
                className="mt-2 font-semibold text-red-900 underline underline-offset-4"
              >
                {t('login.unlock.action')}
              </button>
            ) : null}
            {unlock === 'sent' ? <p className="mt-2">{t('login.unlock.sent')}</p> : null}
            {unlock === 'failed' ? <p className="mt-2">{t('login.unlock.failed')}</p> : null}
          </div>
        ) : null}
      </div>

      <Button type="submit" variant="primary" size="lg" disabled={pending} className="w-full">
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

function failureMessage(failure: Failure, t: ReturnType<typeof useTranslation<'auth'>>['t']): string {
  switch (failure.kind) {
    case 'invalid':
      return t('login.errors.invalid');
    case 'locked':
      return t('login.errors.locked', { count: failure.minutes });
    case 'unverified':
      return t('login.errors.unverified');
    case 'rate-limited':
      return t('login.errors.rateLimited');
    case 'failed':
      return t('login.errors.failed');
  }
}
