// /signup/purchase — the membership step of sign-up (spec §2, §4 "Purchase guard"): a registered user
// without a valid card chooses the SPC membership, may apply a promo or school code, and continues to
// the summary; or starts the free trial (spec §4 "Free trial flow"). Visitors and unregistered users go
// to /signup, a free trial to /purchase, members to /deals; someone who came to sign up with a card to
// activate goes on to /signup/activate (issue 6).
//
// A route module composes features (house rule): the free trial (features/activation) and the
// later-auto-renew question (features/billing) meet here, not inside either feature.
import { isServer } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureSession, setPurchaseNavigation } from '../../../lib/session.ts';
import { signupActivationRedirect } from '../../../features/activation/activation-access.ts';
import { FreeTrialOffer } from '../../../features/activation/components/free-trial-offer.tsx';
import { FreeTrialStarted } from '../../../features/activation/components/free-trial-started.tsx';
import { RegisterSuccessDialog } from '../../../features/activation/components/register-success-dialog.tsx';
import type { FreeTrialStart } from '../../../features/activation/hooks/use-free-trial.ts';
import { LaterAutoRenewDialog } from '../../../features/billing/components/later-auto-renew-dialog.tsx';
import { MembershipChoice } from '../../../features/purchase/components/membership-choice.tsx';
import {
  codesFromSearch,
  purchaseStanding,
  signupPurchaseRedirect,
} from '../../../features/purchase/purchase-guard.ts';

export async function signupPurchaseLoader({ request, context }: LoaderFunctionArgs) {
  // The server renders no personal page (decision 007): the browser decides once it knows the session.
  if (isServer) return null;
  const session = await ensureSession(context.get(queryClientContext));
  const url = new URL(request.url);
  const target = signupPurchaseRedirect(session, url);
  if (!target) {
    // Spec §4 "Activation": sign-up was for activating a card, which is this step's job now.
    const activation = signupActivationRedirect(url);
    return activation ? redirect(activation) : null;
  }
  // Spec §4 "Purchase guard": a logged-out visitor heading for a purchase goes to sign-up with the flag.
  if (purchaseStanding(session) === 'visitor') setPurchaseNavigation();
  return redirect(target);
}

type TrialDialog = 'success' | 'auto-renew' | null;

export function SignupPurchaseRoute() {
  const [searchParams] = useSearchParams();
  const { promo, referral } = codesFromSearch(searchParams);
  const navigate = useNavigate();
  const [trial, setTrial] = useState<FreeTrialStart | null>(null);
  const [dialog, setDialog] = useState<TrialDialog>(null);
  const startedHeading = useRef<HTMLHeadingElement>(null);

  // Spec §4 "Free trial flow": the success modal, then the auto-renew question when it applies
  // (free-trial-rules.ts). Once both are closed the page shows the started trial with "Start shopping".
  const afterSuccess = (event: Event) => {
    // The trial button that opened the flow is gone: the focus goes to the new page's heading, and
    // from there to the question and back.
    event.preventDefault();
    startedHeading.current?.focus();
    if (trial?.askAutoRenew) setDialog('auto-renew');
  };

  return (
    <>
      {trial ? (
        <FreeTrialStarted card={trial.card} headingRef={startedHeading} />
      ) : (
        <MembershipChoice
          from="signup-purchase"
          initialPromo={promo}
          referralCode={referral}
          freeTrial={
            <FreeTrialOffer
              onStarted={(start) => {
                setTrial(start);
                setDialog('success');
              }}
            />
          }
        />
      )}
      <RegisterSuccessDialog
        open={dialog === 'success'}
        card={trial?.card ?? null}
        onOpenChange={(open) => setDialog(open ? 'success' : null)}
        onStartShopping={() => {
          setDialog(null);
          // With the question to ask, shopping waits until it is answered (the started page links there).
          if (!trial?.askAutoRenew) void navigate(paths.deals());
        }}
        onClosed={afterSuccess}
      />
      <LaterAutoRenewDialog
        open={dialog === 'auto-renew'}
        onOpenChange={(open) => setDialog(open ? 'auto-renew' : null)}
        // Now on a trial, the member cannot open /billing: a paid year with auto-renew is at /purchase.
        yesTo={paths.purchase()}
      />
    </>
  );
}
