// Partner registration of a card (spec §4): a member registers the bank's co-branded card (16-digit
// number, 3-digit code) with the stored affiliate data; on success that data is cleared, the session
// reloaded, and the Plus upgrade modal (by upgrade type) then the SPC+ welcome follow. A visitor is
// asked to sign in first through the login prompt (`onSignInRequired`, given by the route module, which
// owns the composition with the sign-in feature); /cibc is remembered as where to come back to.
import type { CardCredentials, RegisterCardResponse } from '@spc/domain/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formatAsTyped, submitValidation } from '../../../lib/form.ts';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, storeRedirectTarget, useSession, useSessionStatus } from '../../../lib/session.ts';
import { clearAffiliate, readAffiliate } from '../../../lib/tracking.ts';
import { useRegisterPartnerCard } from '../api/register-partner-card.ts';
import {
  cardEntryResolver,
  cardNumberInput,
  csvInput,
  type CardEntryErrorKey,
  type CardEntryValues,
} from '../card-entry.ts';
import { partnerRegistrationFailure, type PartnerRegistrationFailure } from '../partner-registration-errors.ts';
import { PartnerAlertDialog } from './partner-alert-dialog.tsx';
import { PlusUpgradeModal } from './plus-upgrade-modal.tsx';
import { PlusWelcomeModal } from './plus-welcome-modal.tsx';

interface PartnerCardFormProps {
  /** Opens the login prompt (spec §2 "Modals"): the registration is for members. */
  onSignInRequired: () => void;
}

type Step = 'upgrade' | 'welcome' | null;

export function PartnerCardForm({ onSignInRequired }: PartnerCardFormProps) {
  const { t } = useTranslation('plus');
  const id = useId();
  const queryClient = useQueryClient();
  const session = useSession();
  const sessionLoading = useSessionStatus() === 'loading';
  const registration = useRegisterPartnerCard();
  // The errors stay until the next submit; the first refused field takes the focus (the number first).
  const { register, handleSubmit, reset, formState } = useForm<CardEntryValues, unknown, CardCredentials>({
    ...submitValidation,
    shouldFocusError: true,
    resolver: cardEntryResolver,
    defaultValues: { card_number: '', csv: '' },
  });
  const [failure, setFailure] = useState<Exclude<PartnerRegistrationFailure, 'failed'> | 'signIn' | null>(null);
  const [alertOpen, setAlertOpen] = useState(false);
  const [result, setResult] = useState<RegisterCardResponse | null>(null);
  const [step, setStep] = useState<Step>(null);

  const cardNumberField = register('card_number');
  const csvField = register('csv');
  const ids = {
    cardNumber: `${id}-card-number`,
    csv: `${id}-csv`,
    form: `${id}-form-message`,
  };
  const errorText = (key: string | undefined) => (key ? t(`register.errors.${key as CardEntryErrorKey}`) : null);

  const send = async ({ card_number, csv }: CardCredentials) => {
    if (!session) {
      storeRedirectTarget(paths.cibc());
      setFailure('signIn');
      onSignInRequired();
      return;
    }
    try {
      const response = await registration.mutateAsync({ card_number, csv, affiliate: readAffiliate() });
      // Spec §4: "on success the stored affiliate data is cleared".
      clearAffiliate();
      reset();
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registration.isPending || sessionLoading) return;
    setFailure(null);
    void handleSubmit(send)(event);
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-describedby={ids.form}>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField
            id={ids.cardNumber}
            label={t('register.cardNumber')}
            {...cardNumberField}
            onChange={(event) => void cardNumberField.onChange(formatAsTyped(event, cardNumberInput))}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={19}
            hint={t('register.cardNumberHint')}
            error={errorText(formState.errors.card_number?.type)}
            inputClassName="tabular-nums"
          />
          <TextField
            id={ids.csv}
            label={t('register.csv')}
            {...csvField}
            onChange={(event) => void csvField.onChange(formatAsTyped(event, csvInput))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            hint={t('register.csvHint')}
            error={errorText(formState.errors.csv?.type)}
            inputClassName="tabular-nums"
          />
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
