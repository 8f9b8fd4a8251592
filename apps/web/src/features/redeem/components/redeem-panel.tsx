// The offer page's call to action (spec §2 "Redeem", "offer redeem gate", "access-gate panel"; §6): the
// buttons to use the offer — "Get the code" online, "Show my card" in store, or a choice between the two
// for an offer that is both — and, for whoever cannot use it yet, the gate. A member with a valid card
// gets the code (POST /v2/offers/{id}/code) in the Redeem dialog; a visitor or a member without a valid
// card gets the gate in the same dialog. The route module keeps the SPC+ gate in front of SPC+ offers.
// The dialog (and Radix with it) is a lazy module, fetched on the first use: the offer page's first load
// carries only the buttons. Issue 23 item 12: the code's success rate and "reported not working", and
// "Did it work?" for a member whose revealed code has no answer yet.
import type { Offer } from '@spc/domain/offers';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { track } from '../../../lib/analytics-queue.ts';
import { useSession, useSessionStatus } from '../../../lib/session.ts';
import { useRevealOfferCode } from '../api/get-offer-code.ts';
import { useRevealedCode } from '../api/get-revealed-code.ts';
import { redeemFailure } from '../redeem-errors.ts';
import { AccessGate } from './access-gate.tsx';
import { CodeHealth } from './code-health.tsx';
import { DidItWork } from './did-it-work.tsx';
import type { RedeemDialogState } from './redeem-dialog.tsx';

const loadRedeemDialog = () => import('./redeem-dialog.tsx');
const RedeemDialog = lazy(async () => ({ default: (await loadRedeemDialog()).RedeemDialog }));

type Channel = 'online' | 'in_store';

interface RedeemPanelProps {
  offer: Pick<Offer, 'offer_id' | 'online' | 'in_store'>;
  partnerName: string;
}

export function RedeemPanel({ offer, partnerName }: RedeemPanelProps) {
  const { t } = useTranslation('redeem');
  const groupLabel = useId();
  const session = useSession();
  const loading = useSessionStatus() === 'loading';
  const reveal = useRevealOfferCode(session?.user.uid ?? '');
  // The code the member revealed before this visit: asked about here until answered (in the dialog too).
  const revealed = useRevealedCode(session?.hasValidCard ? session.user.uid : undefined, offer.offer_id);
  const [answeredHere, setAnsweredHere] = useState(false);
  const [dialog, setDialog] = useState<RedeemDialogState | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Channel | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const lastChannel = useRef<Channel>('online');

  const show = (state: RedeemDialogState) => {
    setDialog(state);
    setOpen(true);
  };

  const use = (channel: Channel, button: HTMLButtonElement | null) => {
    if (button) trigger.current = button;
    lastChannel.current = channel;
    // Whatever the answer, the dialog shows it: its module loads alongside.
    void loadRedeemDialog();
    if (!session) return show({ kind: 'gate', variant: 'visitor' });
    if (!session.hasValidCard) return show({ kind: 'gate', variant: 'noCard' });
    setPending(channel);
    reveal.mutate(
      { offerId: offer.offer_id, isOnline: channel === 'online' },
      {
        onSuccess: (result) => {
          // Analytics (issue 21 item 2): a code or link revealed.
          track({ type: 'reveal', offer_id: offer.offer_id });
          show({ kind: 'revealed', result });
        },
        onError: (error) => {
          const failure = redeemFailure(error);
          if (failure.kind === 'signIn') show({ kind: 'gate', variant: 'visitor' });
          else if (failure.kind === 'noValidCard') show({ kind: 'gate', variant: 'noCard' });
          else if (failure.kind === 'notRegistered') show({ kind: 'notRegistered' });
          // Spec §8: a 429 opens the rate-limited modal already (lib/api-client.ts); one dialog is enough.
          else if (failure.kind === 'message' && failure.message === 'rateLimited') return;
          else if (failure.kind === 'message') {
            show({ kind: 'failed', message: failure.message, retryable: failure.retryable });
          } else show({ kind: 'failed', message: 'generic', retryable: true });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const button = (channel: Channel, label: string, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      size="lg"
      aria-busy={pending === channel}
      disabled={loading || pending !== null}
      onClick={(event) => use(channel, event.currentTarget)}
    >
      {pending === channel ? t('actions.working') : label}
    </Button>
  );

  // Whoever cannot use the offer yet (a visitor, a member without a valid card) is shown the gate
  // first: no "Show my card" for someone with no card, and the ways to get the code stay secondary.
  const gated = !loading && (!session || !session.hasValidCard);
  const both = offer.online && offer.in_store;
  let actions;
  if (gated && !offer.online) {
    actions = null;
  } else if (gated) {
    actions = button('online', t('actions.getCode'), 'secondary');
  } else if (both) {
    actions = (
      <div role="group" aria-labelledby={groupLabel} className="flex flex-col gap-2">
        <p id={groupLabel} className="text-sm text-slate-700">
          {t('actions.choose')}
        </p>
        {button('online', t('actions.useOnline'), 'primary')}
        {button('in_store', t('actions.useInStore'), 'secondary')}
      </div>
    );
  } else if (offer.online) {
    actions = button('online', t('actions.getCode'), 'primary');
  } else {
    actions = button('in_store', t('actions.showCard'), 'primary');
  }

  return (
    <div className="flex flex-col gap-4">
      {/* The gate waits for the session: a member must not see it flash while theirs loads. */}
      {!loading && !session ? <AccessGate variant="visitor" /> : null}
      {session && !session.hasValidCard ? <AccessGate variant="noCard" /> : null}
      {actions}
      <CodeHealth offerId={offer.offer_id} />
      {session && revealed.data && (!revealed.data.feedback || answeredHere) && !open ? (
        <DidItWork
          uid={session.user.uid}
          offerId={offer.offer_id}
          answer={revealed.data.feedback}
          onAnswered={() => setAnsweredHere(true)}
        />
      ) : null}
      {/* Mounted from its first showing on, so closing returns focus to the button. */}
      {dialog ? (
        <Suspense fallback={null}>
          <RedeemDialog
            state={dialog}
            open={open}
            onOpenChange={setOpen}
            partnerName={partnerName}
            offerId={offer.offer_id}
            uid={session?.user.uid ?? ''}
            isFreeTrial={session?.isFreeTrial ?? false}
            onRetry={() => {
              setOpen(false);
              use(lastChannel.current, null);
            }}
            onCloseAutoFocus={(event) => {
              // The button that opened it, even when it was disabled while the code loaded (which moved focus).
              if (trigger.current?.isConnected) {
                event.preventDefault();
                trigger.current.focus();
              }
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
