// /login (spec §2, §4): the e-mail and password form, the configured social buttons, a link to sign-up,
// and "Forgot your password?" as a second mode of the page (?mode=reset, so Back returns to the form).
// A social provider that failed sends the visitor back here with ?error=<code>.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { LoginForm } from './login-form.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

/** Better Auth's callback error codes that mean "this address already has an account of ours". */
const NOT_LINKED_ERRORS = new Set(['account_not_linked', 'unable_to_link_account']);

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const headingId = useId();
  const reset = searchParams.get('mode') === 'reset';
  const socialError = searchParams.get('error');
  const [email, setEmail] = useState('');
  const heading = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // Switching mode moves the focus to the new heading, as a page change would.
  useEffect(() => {
    if (!switched.current) return;
    heading.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [reset]);

  const setMode = (next: 'reset' | 'login') => {
    switched.current = true;
    void setSearchParams(next === 'reset' ? { mode: 'reset' } : {});
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-md">
      <title>{t('login.pageTitle')}</title>
      <div
        ref={heading}
        className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm tablet:p-8 [&_h1]:outline-none"
      >
        {reset ? (
          <PasswordResetForm
            email={email}
            onEmailChange={setEmail}
            onBack={() => setMode('login')}
            headingId={headingId}
          />
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <h1 id={headingId} tabIndex={-1} className="text-2xl font-bold tracking-tight">
                {t('login.title')}
              </h1>
              <p className="text-slate-600">{t('login.lead')}</p>
            </div>
            {socialError ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {t(NOT_LINKED_ERRORS.has(socialError) ? 'social.errors.accountNotLinked' : 'social.errors.generic')}
              </p>
            ) : null}
            <LoginForm email={email} onEmailChange={setEmail} onForgotPassword={() => setMode('reset')} />
            <SocialButtons />
            <p className="text-center text-sm text-slate-700">
              {t('login.noAccount')}{' '}
              <Link to={paths.signup()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('login.signupLink')}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
