// The resend button of the e-mail verification screens (spec §4 "Email verification", §8): it sends
// the e-mail again in the interface language; a rate limit (HTTP 429, or the provider's
// auth/too-many-requests) sets the rate-limit error state and starts a countdown from `retry_after`,
// and the button comes back when the countdown ends. Signed in, the wait left from an earlier send is
// read from the server; signed out (right after sign-up) it sends to the address just given.
import { RESEND_LIMIT } from '@spc/domain/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { isRateLimited, retryAfterOf } from '../api-errors.ts';
import { getResendRateLimitQueryOptions } from '../api/get-resend-rate-limit.ts';
import { sendVerificationEmail, sendVerificationEmailTo } from '../api/send-verification-email.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { FormMessage } from '../../../components/ui/form-messages.tsx';

type ResendState = 'idle' | 'sending' | 'sent' | 'rate-limited' | 'failed';

/** The spacing between two sends: the wait when the server names none. */
const SPACING_SECONDS = RESEND_LIMIT.minSecondsBetween;

/**
 * `email`: signed out, send to this address (the sign-up's "check your e-mail" screen). `secondary`:
 * beside another main action (the easy registration modal's "I have confirmed my address").
 */
export function ResendVerification({ email, secondary = false }: { email?: string; secondary?: boolean }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const signedOut = email !== undefined;
  const limitQuery = useQuery({ ...getResendRateLimitQueryOptions(), enabled: !signedOut });
  // A wait still running from an earlier send (this one, another tab, before a reload) holds the button.
  const serverWait = limitQuery.data?.retry_after ?? 0;
  const countdown = useCountdown(serverWait > 0 ? limitQuery.dataUpdatedAt + serverWait * 1000 : null);
  const [state, setState] = useState<ResendState>('idle');

  /** The wait the server now reports (signed in); 0 when unknown. */
  const refreshServerWait = async (): Promise<number> => {
    if (signedOut) return 0;
    try {
      return (await queryClient.fetchQuery({ ...getResendRateLimitQueryOptions(), staleTime: 0 })).retry_after;
    } catch {
      return 0;
    }
  };

  const resend = async () => {
    setState('sending');
    try {
      if (signedOut) await sendVerificationEmailTo(email);
      else await sendVerificationEmail(language);
      setState('sent');
      // Signed in, the server's figure arrives with the refreshed limit; signed out, the spacing applies.
      if (signedOut) countdown.start(SPACING_SECONDS);
      else await refreshServerWait();
    } catch (error) {
      if (isRateLimited(error)) {
        setState('rate-limited');
        const wait = retryAfterOf(error) ?? ((await refreshServerWait()) || SPACING_SECONDS);
        countdown.start(wait);
      } else {
        setState('failed');
      }
    }
  };

  const waiting = countdown.running;
  return (
    <div className="flex flex-col gap-3">
      <div aria-live="polite">
        {state === 'sent' ? <FormMessage tone="success">{t('verification.sent')}</FormMessage> : null}
        {state === 'rate-limited' ? <FormMessage tone="error">{t('errors.rateLimited')}</FormMessage> : null}
        {state === 'failed' ? <FormMessage tone="error">{t('errors.generic')}</FormMessage> : null}
      </div>
      <Button
        type="button"
        variant={secondary ? 'secondary' : 'primary'}
        onClick={() => void resend()}
        disabled={state === 'sending' || waiting}
        className="self-start"
      >
        {state === 'sending' ? t('verification.sending') : t('verification.resend')}
      </Button>
      {waiting ? (
        // Not live: a number changing every second would drown the reader. The state message above is.
        <p className="text-sm text-slate-600">{t('verification.wait', { seconds: countdown.seconds })}</p>
      ) : null}
    </div>
  );
}
