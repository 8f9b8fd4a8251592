// The partner-linking gate (spec §2: two e-mail fields, a submit button with a loading bar, a link to
// join the partner programme; §4 "Partner linking"; §5): submit on a valid pair only; disabled while the
// pair is invalid, while loading, and after a link error until a key is typed again. On success it tells
// its owner (who closes it and opens the congratulations); on failure it shows the §8 message.
// Plain controlled fields rather than react-hook-form: the rule is live (the button follows every
// keystroke), not a check on submit, and the domain's `isPartnerLinkingSubmitDisabled` is that rule.
import { isPartnerLinkingSubmitDisabled, isValidPartnerLinkingPair } from '@spc/domain/rewards-linking';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useLinkRewardsAccount } from '../api/link-rewards-account.ts';
import { linkingErrorMessage } from '../linking-errors.ts';
import { rewardsJoinUrl } from '../links.ts';

interface PartnerLinkingFormProps {
  uid: string;
  /** Prefix of the fields' ids (the page's form and the gate's may be on screen together). */
  idPrefix: string;
  /** The link succeeded (spec §4: "emits success"). */
  onLinked: () => void;
  /** The member typed in the form (the page's form keeps the account-linking gate from popping up). */
  onInteract?: () => void;
  /** The first field takes the focus when a dialog opens. */
  autoFocus?: boolean;
}

/** Keys that type something (a character, or a deletion), as opposed to moving around the form. */
const typesSomething = (event: KeyboardEvent) =>
  event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete';

export function PartnerLinkingForm({
  uid,
  idPrefix,
  onLinked,
  onInteract,
  autoFocus = false,
}: PartnerLinkingFormProps) {
  const { t } = useTranslation('rewards');
  const { language } = useLanguage();
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [confirmationLeft, setConfirmationLeft] = useState(false);
  const [failed, setFailed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const link = useLinkRewardsAccount(uid);
  const loading = link.isPending;
  const disabled = isPartnerLinkingSubmitDisabled({ email, confirmation, loading, failed });
  const pairInvalid = !isValidPartnerLinkingPair(email, confirmation) && (confirmation !== '' || confirmationLeft);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!typesSomething(event)) return;
    onInteract?.();
    if (failed) setFailed(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setFailure(null);
    try {
      await link.mutateAsync(email.trim());
      onLinked();
    } catch (error) {
      setFailed(true);
      setFailure(linkingErrorMessage(error, t));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={loading}>
      <TextField
        id={`${idPrefix}-th-email`}
        name="th_email"
        type="email"
        required
        autoComplete="email"
        label={t('form.email')}
        value={email}
        onValueChange={setEmail}
        onKeyDown={onKeyDown}
        {...(autoFocus && { 'data-autofocus': true })}
      />
      <TextField
        id={`${idPrefix}-th-email-confirm`}
        name="th_email_confirm"
        type="email"
        required
        autoComplete="email"
        label={t('form.confirmation')}
        value={confirmation}
        onValueChange={setConfirmation}
        onKeyDown={onKeyDown}
        onBlur={() => setConfirmationLeft(true)}
        error={pairInvalid ? t('form.pairInvalid') : null}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <button
        type="submit"
        disabled={disabled}
        className={buttonClasses({
          variant: 'primary',
          className: 'relative overflow-hidden disabled:cursor-not-allowed disabled:opacity-60',
        })}
      >
        {t('form.submit')}
        {loading ? (
          <span
            role="progressbar"
            aria-label={t('form.linking')}
            className="absolute inset-x-0 bottom-0 h-1 overflow-hidden bg-white/30"
          >
            <span className="block h-full w-1/3 animate-[spc-progress_1s_ease-in-out_infinite] bg-white motion-reduce:animate-none" />
          </span>
        ) : null}
      </button>
      <p className="text-sm text-slate-700">
        <a
          href={rewardsJoinUrl(language)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('form.join')} <span className="sr-only">{t('form.newTab')}</span>
        </a>
      </p>
    </form>
  );
}
