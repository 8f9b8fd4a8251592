// The easy registration modal (spec §2 "Modals": "easy registration"; issue 18): at a back-to-school
// booth, a visitor creates their SPC account and gets their campus membership in one short dialog.
// Step 1 is the sign-up's own form (features/account: the domain's rules, the minimum age with the
// age-restricted modal, the password rules, the terms and privacy consent) in the language chosen at the
// top; the address is confirmed by the link mailed to it, which brings the student back to this page
// signed in — and this tab notices when they come back to it. Step 2 is the page's own way to the
// membership, given as a slot: the event's join (features/bts) or the campus code (features/campus-access).
// Loaded on the first click only (easy-registration.tsx), with the `account` catalogue.
import { LANGUAGES, type Language } from '@spc/domain/constants';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { AccountCreationForm } from '../../../features/account/components/account-creation-form.tsx';
import { useSessionCommands } from '../../../features/account/hooks/use-account-session.ts';
import { ResendVerification } from '../../../features/account/components/resend-verification.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { storeRedirectTarget, useSession } from '../../../lib/session.ts';

export interface EasyRegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Under the title: what this page's membership is (the event's campus, or the campus code). */
  lead: string;
  /** Step 2, once the visitor is a signed-in member: the page's join or campus code form. */
  membership: ReactNode;
}

type Step = { kind: 'account' } | { kind: 'check-email'; email: string };

export function EasyRegistrationDialog({ open, onOpenChange, lead, membership }: EasyRegistrationDialogProps) {
  const { t } = useTranslation('student');
  // Spec §2: outside click closes a modal "unless restricted to its close button". Once something is
  // typed, a tap beside the form on a phone must not throw the answers away: Escape and the button only.
  const [typed, setTyped] = useState(false);
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped(false);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('bts.easyRegistration.title')}
        showTitle
        description={lead}
        closeLabel={t('bts.easyRegistration.close')}
        layout="centered"
        closeOnlyWithButton={typed}
      >
        <EasyRegistrationBody membership={membership} onTyped={() => setTyped(true)} />
      </DialogContent>
    </DialogRoot>
  );
}

function EasyRegistrationBody({ membership, onTyped }: { membership: ReactNode; onTyped: () => void }) {
  const { t } = useTranslation('student');
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A member (signed in here, or just confirmed) is on step 2; while the form creates the account the
  // session may turn registered under it, and the form's own outcome decides.
  const onMembership = session?.registered === true && !creating;
  const stepKey = onMembership ? 'membership' : step.kind;

  // Each new step is announced by moving the focus to its heading (the dialog keeps its focus trap).
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepKey]);

  const stepTitle =
    stepKey === 'membership'
      ? t('bts.easyRegistration.membershipStep')
      : stepKey === 'check-email'
        ? t('bts.easyRegistration.checkEmail.title')
        : t('bts.easyRegistration.accountStep');

  return (
    <section aria-labelledby={headingId} onInput={onTyped} className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">
          {t('bts.easyRegistration.step', { step: stepKey === 'membership' ? 2 : 1, total: 2 })}
        </p>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
          {stepTitle}
        </h3>
      </div>
      {stepKey === 'membership' ? (
        membership
      ) : step.kind === 'check-email' ? (
        <CheckEmail email={step.email} here={here} />
      ) : session && !session.registered ? (
        // Signed in through a social provider, not registered: the sign-up page finishes that.
        <FinishSignUp here={here} />
      ) : (
        <>
          <LanguageChoice />
          <AccountCreationForm
            signedIn={null}
            inDialog={{ continuePath: here }}
            onSubmittingChange={setCreating}
            onDone={(outcome, email) => {
              setCreating(false);
              if (outcome.kind === 'check-email') setStep({ kind: 'check-email', email });
            }}
          />
          <p className="text-sm text-slate-700">
            {t('bts.easyRegistration.haveAccount')} <LogInLink here={here} />
          </p>
        </>
      )}
    </section>
  );
}

/** The account's language, chosen at the booth: the form, the e-mails and the card speak it. */
function LanguageChoice() {
  const { t } = useTranslation('student');
  const { t: common } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-semibold text-slate-900">
        {t('bts.easyRegistration.language')}
      </span>
      <div className="flex gap-2">
        {LANGUAGES.map((option: Language) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={option === language}
            onClick={() => void changeLanguage(option)}
            className={`min-h-11 rounded-lg border px-3 text-sm font-medium ${
              option === language
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {common(`language.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * No session until the address is confirmed (decision 008): the link mailed to it signs the student in
 * and brings them back to this page. When they come back to this tab, the session is read again; the
 * button does the same on demand.
 */
function CheckEmail({ email, here }: { email: string; here: string }) {
  const { t } = useTranslation('student');
  const [notYet, setNotYet] = useState(false);
  const [checking, setChecking] = useState(false);
  const { refreshSession } = useSessionCommands();

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState !== 'hidden') void refreshSession().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [refreshSession]);

  const check = async () => {
    setChecking(true);
    setNotYet(false);
    const session = await refreshSession().catch(() => null);
    setChecking(false);
    // A registered session moves the dialog on by itself; anything else is "not yet".
    if (!session?.registered) setNotYet(true);
  };

  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="info">{t('bts.easyRegistration.checkEmail.body', { email })}</FormMessage>
      <Button variant="primary" size="lg" onClick={() => void check()} disabled={checking}>
        {checking ? t('bts.easyRegistration.checkEmail.checking') : t('bts.easyRegistration.checkEmail.confirmed')}
      </Button>
      {notYet ? (
        <p role="alert" className="text-sm text-red-800">
          {t('bts.easyRegistration.checkEmail.notYet')}
        </p>
      ) : null}
      <ResendVerification email={email} secondary />
      <p className="text-sm text-slate-700">
        {t('bts.easyRegistration.checkEmail.otherDevice')} <LogInLink here={here} />
      </p>
    </div>
  );
}

/** "Log in", coming back to this page after. */
function LogInLink({ here }: { here: string }) {
  const { t } = useTranslation('student');
  return (
    <Link
      to={paths.login()}
      onClick={() => storeRedirectTarget(here)}
      className="font-semibold text-brand-700 underline"
    >
      {t('bts.easyRegistration.logIn')}
    </Link>
  );
}

function FinishSignUp({ here }: { here: string }) {
  const { t } = useTranslation('student');
  return (
    <div className="flex flex-col gap-3">
      <p>{t('bts.easyRegistration.finish')}</p>
      <Link
        to={paths.signup()}
        onClick={() => storeRedirectTarget(here)}
        className="self-start font-semibold text-brand-700 underline"
      >
        {t('bts.easyRegistration.finishLink')}
      </Link>
    </div>
  );
}
