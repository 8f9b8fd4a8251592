// /admin/sign-in, the console's door (issue 20 item 1; decision 030): open to anyone, never indexed or
// cached. The e-mail and password first; staff with two-step sign-in then type the authenticator app's
// code (or a backup code) before any session exists. A staff member without two-step sign-in lands in
// the console, which sets it up before anything else. The focus goes to each step's heading.
import { totpCodeSchema, backupCodeSchema } from '@spc/domain/staff-identity';
import { emailSchema } from '@spc/domain/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { staffSignIn, verifyBackupCode, verifyTotp } from '../api/staff-auth.ts';
import { loadAdminCatalogues } from '../i18n.ts';

type Step = 'password' | 'code' | 'backup';

/** What a failed call means for the person signing in, as a key of the `admin` catalogue. */
function messageKey(error: unknown, step: Step): string {
  if (!(error instanceof ApiError)) return 'signIn.failed';
  if (error.status === 429) return 'signIn.rateLimited';
  if (error.status === 423) return 'signIn.locked';
  if (error.code === 'EMAIL_NOT_VERIFIED') return 'signIn.unverified';
  if (step === 'password') return error.status === 401 ? 'signIn.invalid' : 'signIn.failed';
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE' || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
    return 'signIn.expired';
  }
  return error.status === 401 || error.status === 400 ? 'signIn.wrongCode' : 'signIn.failed';
}

export function StaffSignIn() {
  const { t, i18n } = useTranslation('admin');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAdminCatalogues(i18n, i18n.language).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, i18n.language]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [step, ready]);

  async function enterConsole() {
    await queryClient.resetQueries({ queryKey: ['staff'] });
    await navigate('/admin', { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldError(null);
    if (step === 'password') {
      if (!emailSchema.safeParse(email).success || password === '') {
        setFieldError(t('signIn.invalid'));
        return;
      }
    } else {
      const schema = step === 'code' ? totpCodeSchema : backupCodeSchema;
      if (!schema.safeParse(code).success) {
        setFieldError(t(step === 'code' ? 'signIn.wrongCode' : 'signIn.failed'));
        return;
      }
    }
    setBusy(true);
    try {
      if (step === 'password') {
        const answer = await staffSignIn({ email: email.trim(), password });
        setPassword('');
        if (answer.twoFactorRedirect) {
          setStep('code');
          return;
        }
        await enterConsole();
        return;
      }
      if (step === 'code') await verifyTotp(totpCodeSchema.parse(code));
      else await verifyBackupCode(code.trim());
      await enterConsole();
    } catch (caught) {
      const key = messageKey(caught, step);
      if (key === 'signIn.expired') {
        setStep('password');
        setCode('');
      }
      setError(
        key === 'signIn.locked'
          ? t('signIn.locked', { count: Math.max(1, Math.ceil(((caught as ApiError).retryAfterSeconds ?? 900) / 60)) })
          : t(key as 'signIn.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  if (!ready) return <main className="min-h-dvh bg-slate-50" aria-busy="true" />;
  const codeStep = step !== 'password';
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-16">
      <title>{t('signIn.pageTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('console.title')}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold outline-none">
          {codeStep ? t('signIn.codeTitle') : t('signIn.title')}
        </h1>
        <p className="mt-2 text-slate-700">{codeStep ? t('signIn.codeIntro') : t('signIn.intro')}</p>
        {reason && step === 'password' && !error ? (
          <div className="mt-4">
            <FormMessage tone="info">
              {t(reason === 'idle' ? 'signIn.idle' : reason === 'signed-out' ? 'signIn.signedOut' : 'signIn.again')}
            </FormMessage>
          </div>
        ) : null}
        {error ? (
          <div className="mt-4" role="alert">
            <FormMessage tone="error">{error}</FormMessage>
          </div>
        ) : null}
        <form className="mt-6 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          {step === 'password' ? (
            <>
              <TextField
                id="staff-email"
                label={t('signIn.email')}
                type="email"
                autoComplete="username"
                value={email}
                onValueChange={setEmail}
                error={fieldError}
                required
              />
              <TextField
                id="staff-password"
                label={t('signIn.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onValueChange={setPassword}
                required
              />
            </>
          ) : (
            <TextField
              key={step}
              id="staff-code"
              label={step === 'code' ? t('signIn.code') : t('signIn.backupCode')}
              hint={step === 'code' ? t('signIn.codeHint') : t('signIn.backupHint')}
              inputMode={step === 'code' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              value={code}
              onValueChange={setCode}
              error={fieldError}
              inputClassName="tracking-widest"
              required
            />
          )}
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {busy ? t('signIn.sending') : codeStep ? t('signIn.verify') : t('signIn.submit')}
          </Button>
        </form>
        {codeStep ? (
          <div className="mt-4 flex flex-wrap gap-3 text-sm">
            <button
              type="button"
              className="underline underline-offset-2"
              onClick={() => {
                setCode('');
                setFieldError(null);
                setStep(step === 'code' ? 'backup' : 'code');
              }}
            >
              {step === 'code' ? t('signIn.useBackup') : t('signIn.useApp')}
            </button>
            <button
              type="button"
              className="underline underline-offset-2"
              onClick={() => {
                setCode('');
                setError(null);
                setStep('password');
              }}
            >
              {t('signIn.startOver')}
            </button>
          </div>
        ) : null}
      </div>
    </main>
  );
}
