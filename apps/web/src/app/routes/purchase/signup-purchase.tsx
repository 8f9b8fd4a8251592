// /signup/purchase — the membership step of sign-up (spec §2, §4 "Purchase guard"): a registered user
// without a valid card chooses the SPC membership, may apply a promo or school code, and continues to
// the summary; or starts the free trial (spec §4 "Free trial flow"). Visitors and unregistered users go
// to /signup, a free trial to /purchase, members to /deals; someone who came to sign up with a card to
// activate goes on to /signup/activate (issue 6).
//
// A route module composes features (house rule): the free trial (features/activation) and the
// later-auto-renew question (features/billing) meet here, not inside either feature.
import { isServer } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureSession, setPurchaseNavigation } from '../../../lib/session.ts';
import { referralCodeRedirect } from './code-kind.ts';
import { signupActivationRedirect } from '../../../features/activation/activation-access.ts';
import { FreeTrialOffer } from '../../../features/activation/components/free-trial-offer.tsx';
import { FreeTrialStarted } from '../../../features/activation/components/free-trial-started.tsx';
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
    return activation ? redirect(activation) : referralCodeRedirect(url, request.signal);
  }
  // Spec §4 "Purchase guard": a logged-out visitor heading for a purchase goes to sign-up with the flag.
  if (purchaseStanding(session) === 'visitor') setPurchaseNavigation();
  return redirect(target);
}

export function SignupPurchaseRoute() {
  const [searchParams] = useSearchParams();
  const { promo, referral } = codesFromSearch(searchParams);
  const [trial, setTrial] = useState<FreeTrialStart | null>(null);
  const [asking, setAsking] = useState(false);
  // Spec §4 "Free trial flow": the welcome (the started page; the trial button that opened the flow is
  // gone, so the focus goes to its heading as it appears), then the auto-renew question when it applies
  // (free-trial-rules.ts); it opens from the heading, so closing it hands the focus back there.
  const startedHeading = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (!heading || !trial) return;
      heading.focus();
      if (trial.askAutoRenew) setAsking(true);
    },
    [trial],
  );

  return (
    <>
      {trial ? (
        <FreeTrialStarted card={trial.card} headingRef={startedHeading} />
      ) : (
        <MembershipChoice
          from="signup-purchase"
          initialPromo={promo}
          referralCode={referral}
          freeTrial={<FreeTrialOffer onStarted={setTrial} />}
        />
      )}
      <LaterAutoRenewDialog
        open={asking}
        onOpenChange={setAsking}
        // Now on a trial, the member cannot open /billing: a paid year with auto-renew is at /purchase.
        yesTo={paths.purchase()}
      />
    </>
  );
}
