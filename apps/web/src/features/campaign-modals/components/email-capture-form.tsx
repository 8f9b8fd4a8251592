// The e-mail capture form of the capture modal and the 'Get on the list' box (spec §5: submit is enabled
// only when the e-mail is valid; §7 POST /subscribe with email and device_id; §8 the subscribe messages,
// each in an alert). A success says to watch the inbox: the address is on the list only once the link in
// the e-mail is clicked (double opt-in).
import { isValidEmail } from '@spc/domain/email-rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { subscribe } from '../api/subscribe.ts';
import { deviceId, markSubscribedHere } from '../campaign-storage.ts';

const KNOWN = [
  'ALREADY_SUBSCRIBED',
  'ALREADY_REGISTERED',
  'ALREADY_OPTED_IN',
  'SUBSCRIBE_FAILED',
  'RATE_LIMITED',
] as const;
type Known = (typeof KNOWN)[number];

/** The message key for a failed subscribe: the server's code when known, else the generic one. */
export function subscribeFailureKey(error: unknown): Known | 'generic' {
  if (error instanceof ApiError && (KNOWN as readonly string[]).includes(error.code)) return error.code as Known;
  if (error instanceof ApiError && error.status >= 500) return 'SUBSCRIBE_FAILED';
  return 'generic';
}

export function EmailCaptureForm({
  onSubscribed,
  autoFocus = false,
}: {
  onSubscribed?: () => void;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'sent' } | { kind: 'error'; key: Known | 'generic' } | null>(null);
  const valid = isValidEmail(email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    setOutcome(null);
    try {
      await subscribe({ email, device_id: deviceId(), language: i18n.language === 'fr' ? 'fr' : 'en' });
      markSubscribedHere();
      setOutcome({ kind: 'sent' });
      onSubscribed?.();
    } catch (error) {
      const key = subscribeFailureKey(error);
      // An address already on the list or waiting for its click: this device need not be asked again.
      if (key === 'ALREADY_SUBSCRIBED' || key === 'ALREADY_OPTED_IN') markSubscribedHere();
      setOutcome({ kind: 'error', key });
    } finally {
      setSending(false);
    }
  }

  if (outcome?.kind === 'sent') {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
        {t('capture.sent')}
      </p>
    );
  }
  const showInvalid = email.trim() !== '' && !valid;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        {t('capture.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          value={email}
          placeholder={t('capture.placeholder')}
          aria-invalid={showInvalid || undefined}
          aria-describedby={showInvalid ? `${id}-invalid` : undefined}
          {...(autoFocus && { 'data-autofocus': true })}
          onChange={(event) => {
            setEmail(event.target.value);
            if (outcome?.kind === 'error') setOutcome(null);
          }}
          className="min-h-11 flex-1 rounded-lg border border-slate-400 px-3 text-base"
        />
        <button
          type="submit"
          disabled={!valid || sending}
          className="min-h-11 rounded-lg bg-slate-900 px-5 font-semibold text-white disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {sending ? t('capture.sending') : t('capture.submit')}
        </button>
      </div>
      {showInvalid ? (
        <p id={`${id}-invalid`} className="text-sm text-red-800">
          {t('capture.invalid')}
        </p>
      ) : null}
      {outcome?.kind === 'error' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {t(`capture.messages.${outcome.key}`)}
        </p>
      ) : null}
    </form>
  );
}
