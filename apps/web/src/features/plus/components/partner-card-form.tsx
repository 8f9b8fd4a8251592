// Partner registration of a card (spec §4): a member registers the bank's co-branded card (16-digit
// number, 3-digit code) with the stored affiliate data; on success that data is cleared, the session
// reloaded, and the Plus upgrade modal (by upgrade type) then the SPC+ welcome follow. A visitor is
// asked to sign in first through the login prompt (`onSignInRequired`, given by the route module, which
// owns the composition with the sign-in feature); /cibc is remembered as where to come back to.
import type { RegisterCardResponse } from '@spc/domain/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, storeRedirectTarget, useSession, useSessionStatus } from '../../../lib/session.ts';
import { clearAffiliate, readAffiliate } from '../../../lib/tracking.ts';
import { useRegisterPartnerCard } from '../api/register-partner-card.ts';
import { cardNumberInput, csvInput, validateCardEntry, type CardEntryErrors } from '../card-entry.ts';
import { partnerRegistrationFailure, type PartnerRegistrationFailure } from '../partner-registration-errors.ts';
import { PartnerAlertDialog } from './partner-alert-dialog.tsx';
import { PlusUpgradeModal } from './plus-upgrade-modal.tsx';
import { PlusWelcomeModal } from './plus-welcome-modal.tsx';

interface PartnerCardFormProps {
  /** Opens the login prompt (spec §2 "Modals"): the registration is for members. */
  onSignInRequired: () => void;
}

type Step = 'upgrade' | 'welcome' | null;

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm tabular-nums aria-[invalid=true]:border-red-600';

export function PartnerCardForm({ onSignInRequired }: PartnerCardFormProps) {
  const { t } = useTranslation('plus');
  const id = useId();
  const queryClient = useQueryClient();
  const session = useSession();
  const sessionLoading = useSessionStatus() === 'loading';
  const registration = useRegisterPartnerCard();
  const [cardNumber, setCardNumber] = useState('');
  const [csv, setCsv] = useState('');
  const [errors, setErrors] = useState<CardEntryErrors>({});
  const [failure, setFailure] = useState<Exclude<PartnerRegistrationFailure, 'failed'> | 'signIn' | null>(null);
  const [alertOpen, setAlertOpen] = useState(false);
  const [result, setResult] = useState<RegisterCardResponse | null>(null);
  const [step, setStep] = useState<Step>(null);
  const cardNumberRef = useRef<HTMLInputElement>(null);
  const csvRef = useRef<HTMLInputElement>(null);

  const ids = {
    cardNumber: `${id}-card-number`,
    csv: `${id}-csv`,
    form: `${id}-form-message`,
  };
  const describedBy = (field: 'cardNumber' | 'csv') =>
    [`${ids[field]}-hint`, errors[field] ? `${ids[field]}-error` : null].filter(Boolean).join(' ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registration.isPending || sessionLoading) return;
    const found = validateCardEntry(cardNumber, csv);
    setErrors(found);
    setFailure(null);
    if (found.cardNumber) return cardNumberRef.current?.focus();
    if (found.csv) return csvRef.current?.focus();
    if (!session) {
      storeRedirectTarget(paths.cibc());
      setFailure('signIn');
      onSignInRequired();
      return;
    }
    try {
      const response = await registration.mutateAsync({ card_number: cardNumber, csv, affiliate: readAffiliate() });
      // Spec §4: "on success the stored affiliate data is cleared".
      clearAffiliate();
      setCardNumber('');
      setCsv('');
      // The header's SPC+ logo, the gates and the card list follow the new card.
      await refreshSession(queryClient);
      setResult(response);
      setStep(response.upgradeType === 'none' ? 'welcome' : 'upgrade');
    } catch (error) {
      const kind = partnerRegistrationFailure(error);
      if (kind === 'failed') setAlertOpen(true);
      else setFailure(kind);
    }
  };

  const failureMessage =
    failure === 'signIn'
      ? t('register.signInNeeded')
      : failure === 'invalid'
        ? t('register.errors.cardNotFound')
        : failure
          ? t(`register.errors.${failure}`)
          : null;

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
        aria-describedby={ids.form}
      >
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.cardNumber} className="text-sm font-semibold text-slate-800">
              {t('register.cardNumber')}
            </label>
            <input
              ref={cardNumberRef}
              id={ids.cardNumber}
              name="card_number"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={19}
              value={cardNumber}
              onChange={(event) => setCardNumber(cardNumberInput(event.target.value))}
              aria-invalid={errors.cardNumber ? true : undefined}
              aria-describedby={describedBy('cardNumber')}
              className={inputClass}
            />
            <p id={`${ids.cardNumber}-hint`} className="text-sm text-slate-600">
              {t('register.cardNumberHint')}
            </p>
            {errors.cardNumber ? (
              <p id={`${ids.cardNumber}-error`} className="text-sm font-medium text-red-700">
                {t(`register.errors.${errors.cardNumber}`)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.csv} className="text-sm font-semibold text-slate-800">
              {t('register.csv')}
            </label>
            <input
              ref={csvRef}
              id={ids.csv}
              name="csv"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={csv}
              onChange={(event) => setCsv(csvInput(event.target.value))}
              aria-invalid={errors.csv ? true : undefined}
              aria-describedby={describedBy('csv')}
              className={inputClass}
            />
            <p id={`${ids.csv}-hint`} className="text-sm text-slate-600">
              {t('register.csvHint')}
            </p>
            {errors.csv ? (
              <p id={`${ids.csv}-error`} className="text-sm font-medium text-red-700">
                {t(`register.errors.${errors.csv}`)}
              </p>
            ) : null}
          </div>
        </div>
        <p id={ids.form} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {failureMessage}
        </p>
        <Button
          type="submit"
          variant="primary"
          className="self-start"
          // Not `disabled` while sending: the button keeps the focus, for the alert to give it back.
          disabled={sessionLoading}
          aria-disabled={registration.isPending || undefined}
          aria-busy={registration.isPending || undefined}
        >
          {registration.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <PartnerAlertDialog open={alertOpen} onOpenChange={setAlertOpen} />
      <PlusUpgradeModal
        open={step === 'upgrade'}
        onOpenChange={(open) => {
          if (!open) setStep('welcome');
        }}
        upgradeType={result?.upgradeType}
        manualCancellationRequired={result?.manual_cancellation_required ?? false}
      />
      <PlusWelcomeModal
        open={step === 'welcome'}
        onOpenChange={(open) => {
          if (!open) setStep(null);
        }}
        expiryDate={result?.card.expiry_date ?? null}
      />
    </>
  );
}
