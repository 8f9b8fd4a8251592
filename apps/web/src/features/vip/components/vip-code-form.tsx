// "I have a VIP code" (spec §3 "VIP code request", §7 "VIP"): the code is checked first
// (POST /api/vip/verifyCode), then the name, e-mail (a member's own, prefilled) and language go with it
// (POST /api/vip/code). A member redeeming with their own address gets the VIP card on their account
// at once; any other address receives it by e-mail. A verified code waits in the `vip` cookie.
import { LANGUAGES, type Language } from '@spc/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, useSession } from '../../../lib/session.ts';
import { useRedeemVipCode, type VipRedemption } from '../api/redeem-vip-code.ts';
import { useVerifyVipCode } from '../api/verify-vip-code.ts';
import { forgetVipCode, readVipCode, rememberVipCode } from '../vip-cookie.ts';
import { vipErrorKey, type VipErrorKey } from '../vip-errors.ts';
import { TextField } from '../../../components/ui/field.tsx';

type Step = 'code' | 'details' | 'done';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface DetailErrors {
  name?: 'nameRequired';
  email?: 'emailInvalid';
}

export function VipCodeForm() {
  const { t } = useTranslation('plus');
  const { language: interfaceLanguage } = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const session = useSession();
  const verify = useVerifyVipCode();
  const redeem = useRedeemVipCode();
  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState(readVipCode);
  const [verifiedCode, setVerifiedCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const [codeError, setCodeError] = useState<'codeRequired' | VipErrorKey | null>(null);
  const [detailErrors, setDetailErrors] = useState<DetailErrors>({});
  const [redeemError, setRedeemError] = useState<VipErrorKey | null>(null);
  const [result, setResult] = useState<{ redemption: VipRedemption['data']; email: string } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const stepHeadingRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  // After a step change (not on the first render), the new step's first words get the focus, so a
  // keyboard or screen reader user continues from there.
  useEffect(() => {
    if (!moved.current) return;
    if (step === 'code') codeRef.current?.focus();
    else stepHeadingRef.current?.focus();
  }, [step]);
  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const typed = code.trim();
    if (!typed) {
      setCodeError('codeRequired');
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    try {
      const answer = await verify.mutateAsync(typed);
      rememberVipCode(answer.data.code);
      setVerifiedCode(answer.data.code);
      // A member's own name and address, unless they already typed others.
      const profileName = [session?.profile?.first_name, session?.profile?.last_name].filter(Boolean).join(' ');
      setName((current) => current || profileName || session?.user.displayName || '');
      setEmail((current) => current || session?.user.email || '');
      if (session?.profile?.language) setLanguage(session.profile.language);
      setRedeemError(null);
      goTo('details');
    } catch (error) {
      setCodeError(vipErrorKey(error));
      codeRef.current?.focus();
    }
  };

  const submitDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const errors: DetailErrors = {};
    if (!name.trim()) errors.name = 'nameRequired';
    if (!EMAIL_PATTERN.test(email.trim()) || email.trim().length > 254) errors.email = 'emailInvalid';
    setDetailErrors(errors);
    setRedeemError(null);
    if (errors.name) return nameRef.current?.focus();
    if (errors.email) return emailRef.current?.focus();
    try {
      const answer = await redeem.mutateAsync({ code: verifiedCode, email, name, language });
      forgetVipCode();
      setResult({ redemption: answer.data, email: email.trim() });
      // An attached card changes the member's membership (header, gates, card list).
      if (answer.data.attached) await refreshSession(queryClient);
      goTo('done');
    } catch (error) {
      const key = vipErrorKey(error);
      if (key === 'emailInvalid' || key === 'nameRequired') {
        setDetailErrors(key === 'emailInvalid' ? { email: key } : { name: key });
        (key === 'emailInvalid' ? emailRef : nameRef).current?.focus();
      } else {
        setRedeemError(key);
      }
    }
  };

  const startOver = () => {
    forgetVipCode();
    setCode('');
    setVerifiedCode('');
    setCodeError(null);
    goTo('code');
  };

  const message = 'text-sm font-medium text-red-700';

  if (step === 'done' && result) {
    const { redemption } = result;
    const expiry = redemption.card?.expiry_date ? Date.parse(redemption.card.expiry_date) : Number.NaN;
    return (
      <div role="status" className="flex flex-col gap-3">
        <p ref={stepHeadingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
          {redemption.attached ? t('vip.attached.title') : t('vip.emailed.title')}
        </p>
        <p className="text-slate-700">
          {redemption.attached
            ? Number.isNaN(expiry)
              ? null
              : t('vip.attached.body', { date: formatDate(expiry, interfaceLanguage) })
            : t('vip.emailed.body', { email: result.email })}
        </p>
        {redemption.attached ? (
          <Link to={paths.deals()} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
            {t('vip.attached.shop')}
          </Link>
        ) : null}
      </div>
    );
  }

  if (step === 'details') {
    return (
      <form noValidate onSubmit={(event) => void submitDetails(event)} className="flex flex-col gap-4">
        <p ref={stepHeadingRef} tabIndex={-1} className="text-sm text-slate-700 outline-none">
          {t('vip.verified', { code: verifiedCode })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={nameRef}
            id={`${id}-name`}
            label={t('vip.name')}
            value={name}
            onValueChange={setName}
            autoComplete="name"
            maxLength={100}
            error={detailErrors.name ? t(`vip.errors.${detailErrors.name}`) : null}
          />
          <TextField
            ref={emailRef}
            id={`${id}-email`}
            label={t('vip.email')}
            value={email}
            onValueChange={setEmail}
            type="email"
            autoComplete="email"
            maxLength={254}
            error={detailErrors.email ? t(`vip.errors.${detailErrors.email}`) : null}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-language`} className="text-sm font-semibold text-slate-800">
            {t('vip.language')}
          </label>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:w-auto"
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {t(`vip.languages.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <p role="alert" className={`${message} empty:hidden`}>
          {redeemError ? t(`vip.errors.${redeemError}`) : null}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" variant="primary" disabled={redeem.isPending} aria-busy={redeem.isPending || undefined}>
            {redeem.isPending ? t('vip.redeeming') : t('vip.redeem')}
          </Button>
          <Button variant="ghost" onClick={startOver} disabled={redeem.isPending}>
            {t('vip.changeCode')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submitCode(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField
          ref={codeRef}
          id={`${id}-code`}
          label={t('vip.code')}
          value={code}
          onValueChange={setCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          error={codeError ? t(`vip.errors.${codeError}`) : null}
        />
      </div>
      <Button
        type="submit"
        variant="primary"
        className="sm:mt-6"
        disabled={verify.isPending}
        aria-busy={verify.isPending || undefined}
      >
        {verify.isPending ? t('vip.verifying') : t('vip.verify')}
      </Button>
    </form>
  );
}

/** The panel that holds the form, for a route module to place (/explore-memberships). */
export function VipCodePanel() {
  const { t } = useTranslation('plus');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {t('vip.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('vip.lead')}</p>
      </div>
      <VipCodeForm />
    </section>
  );
}
