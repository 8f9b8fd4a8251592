// "I have a VIP code" (spec §3 "VIP code request", §7 "VIP"): the code is checked first
// (POST /api/vip/verifyCode), then the name, e-mail (a member's own, prefilled) and language go with it
// (POST /api/vip/code). A member redeeming with their own address gets the VIP card on their account
// at once; any other address receives it by e-mail. A verified code waits in the `vip` cookie. Both steps
// are react-hook-form forms over the domain's schemas (vipVerifyBodySchema, vipCodeBodySchema).
import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES } from '@spc/domain/constants';
import { vipCodeBodySchema, vipVerifyBodySchema } from '@spc/domain/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { submitValidation } from '../../../lib/form.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, useSession } from '../../../lib/session.ts';
import { useRedeemVipCode, type VipCodeRequest, type VipRedemption } from '../api/redeem-vip-code.ts';
import { useVerifyVipCode } from '../api/verify-vip-code.ts';
import { forgetVipCode, readVipCode, rememberVipCode } from '../vip-cookie.ts';
import { vipErrorKey, type VipErrorKey } from '../vip-errors.ts';

type Step = 'code' | 'details' | 'done';

/** POST /api/vip/verifyCode's body: the code, trimmed, not empty. */
interface CodeValues {
  code: string;
}

/** POST /api/vip/code's body; the verified code is a value of the form, not a field. */
type DetailValues = VipCodeRequest;

/** A refusal of the server is kept as its catalogue key (type 'server'); the schema's are zod issues. */
const serverError = (key: VipErrorKey): FieldError => ({ type: 'server', message: key });
const serverKey = (error: FieldError | undefined): VipErrorKey | null =>
  error?.type === 'server' ? (error.message as VipErrorKey) : null;

const parseVipCode = zodResolver(vipCodeBodySchema);

/**
 * The details are checked with vipCodeBodySchema, the schema the API checks the same request with: the
 * address as it is sent (trimmed) must be a `z.email()`, which is stricter than the "something@something.tld"
 * pattern this form used before.
 */
const detailsResolver: Resolver<DetailValues, unknown, VipCodeRequest> = async (values) => {
  const parsed = await parseVipCode({ ...values, email: values.email.trim() }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.keys(parsed.errors).length === 0
    ? { values: parsed.values as VipCodeRequest, errors: {} }
    : { values: {}, errors: parsed.errors };
};

export function VipCodeForm() {
  const { t } = useTranslation('plus');
  const { language: interfaceLanguage } = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const session = useSession();
  const verify = useVerifyVipCode();
  const redeem = useRedeemVipCode();
  const [step, setStep] = useState<Step>('code');
  const [initialCode] = useState(readVipCode);
  // The errors stay until the next submit; the first refused field takes the focus (the name first).
  const codeForm = useForm<CodeValues, unknown, CodeValues>({
    ...submitValidation,
    shouldFocusError: true,
    resolver: zodResolver(vipVerifyBodySchema),
    defaultValues: { code: initialCode },
  });
  const detailsForm = useForm<DetailValues, unknown, VipCodeRequest>({
    ...submitValidation,
    shouldFocusError: true,
    resolver: detailsResolver,
    defaultValues: { code: '', name: '', email: '', language: interfaceLanguage },
  });
  const [verifiedCode, setVerifiedCode] = useState('');
  const [redeemError, setRedeemError] = useState<VipErrorKey | null>(null);
  const [result, setResult] = useState<{ redemption: VipRedemption['data']; email: string } | null>(null);
  const stepHeadingRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  // After a step change (not on the first render), the new step's first words get the focus, so a
  // keyboard or screen reader user continues from there.
  const { setFocus: focusCode } = codeForm;
  useEffect(() => {
    if (!moved.current) return;
    if (step === 'code') focusCode('code');
    else stepHeadingRef.current?.focus();
  }, [step, focusCode]);
  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const checkCode = async ({ code }: CodeValues) => {
    try {
      const answer = await verify.mutateAsync(code);
      rememberVipCode(answer.data.code);
      setVerifiedCode(answer.data.code);
      const { getValues, setValue } = detailsForm;
      setValue('code', answer.data.code);
      // A member's own name and address, unless they already typed others.
      const profileName = [session?.profile?.first_name, session?.profile?.last_name].filter(Boolean).join(' ');
      setValue('name', getValues('name') || profileName || session?.user.displayName || '');
      setValue('email', getValues('email') || session?.user.email || '');
      if (session?.profile?.language) setValue('language', session.profile.language);
      setRedeemError(null);
      goTo('details');
    } catch (error) {
      codeForm.setError('code', serverError(vipErrorKey(error)), { shouldFocus: true });
    }
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    void codeForm.handleSubmit(checkCode)(event);
  };

  const claim = async (body: VipCodeRequest) => {
    try {
      const answer = await redeem.mutateAsync(body);
      forgetVipCode();
      setResult({ redemption: answer.data, email: body.email });
      // An attached card changes the member's membership (header, gates, card list).
      if (answer.data.attached) await refreshSession(queryClient);
      goTo('done');
    } catch (error) {
      const key = vipErrorKey(error);
      if (key === 'emailInvalid' || key === 'nameRequired') {
        detailsForm.setError(key === 'emailInvalid' ? 'email' : 'name', serverError(key), { shouldFocus: true });
      } else {
        setRedeemError(key);
      }
    }
  };

  const submitDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeem.isPending) return;
    setRedeemError(null);
    void detailsForm.handleSubmit(claim)(event);
  };

  const startOver = () => {
    forgetVipCode();
    codeForm.setValue('code', '');
    codeForm.clearErrors();
    setVerifiedCode('');
    goTo('code');
  };

  const codeErrors = codeForm.formState.errors;
  const codeError = codeErrors.code ? (serverKey(codeErrors.code) ?? 'codeRequired') : null;
  const detailErrors = detailsForm.formState.errors;
  // A refused name is a missing one; a refused address one that is not an e-mail address.
  const nameError = detailErrors.name ? (serverKey(detailErrors.name) ?? 'nameRequired') : null;
  const emailError = detailErrors.email ? (serverKey(detailErrors.email) ?? 'emailInvalid') : null;

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
      <form noValidate onSubmit={submitDetails} className="flex flex-col gap-4">
        <p ref={stepHeadingRef} tabIndex={-1} className="text-sm text-slate-700 outline-none">
          {t('vip.verified', { code: verifiedCode })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-name`}
            label={t('vip.name')}
            {...detailsForm.register('name')}
            autoComplete="name"
            maxLength={100}
            error={nameError ? t(`vip.errors.${nameError}`) : null}
          />
          <TextField
            id={`${id}-email`}
            label={t('vip.email')}
            {...detailsForm.register('email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            error={emailError ? t(`vip.errors.${emailError}`) : null}
          />
        </div>
        <SelectField
          id={`${id}-language`}
          label={t('vip.language')}
          {...detailsForm.register('language')}
          options={LANGUAGES.map((option) => ({ value: option, label: t(`vip.languages.${option}`) }))}
        />
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
    <form noValidate onSubmit={submitCode} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextField
          id={`${id}-code`}
          label={t('vip.code')}
          {...codeForm.register('code')}
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
