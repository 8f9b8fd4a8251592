// /signup/purchase — the membership step of sign-up (spec §2, §4 "Purchase guard"): a registered user
// without a valid card chooses the SPC membership, may apply a promo or school code, and continues to
// the summary. Visitors and unregistered users go to /signup, a free trial to /purchase, members to /deals.
import { isServer } from '@tanstack/react-query';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureSession, setPurchaseNavigation } from '../../../lib/session.ts';
import { MembershipChoice } from '../components/membership-choice.tsx';
import { codesFromSearch, purchaseStanding, signupPurchaseRedirect } from '../purchase-guard.ts';

export async function signupPurchaseLoader({ request, context }: LoaderFunctionArgs) {
  // The server renders no personal page (decision 007): the browser decides once it knows the session.
  if (isServer) return null;
  const session = await ensureSession(context.get(queryClientContext));
  const target = signupPurchaseRedirect(session, new URL(request.url));
  if (!target) return null;
  // Spec §4 "Purchase guard": a logged-out visitor heading for a purchase goes to sign-up with the flag.
  if (purchaseStanding(session) === 'visitor') setPurchaseNavigation();
  return redirect(target);
}

export function SignupPurchaseRoute() {
  const [searchParams] = useSearchParams();
  const { promo, referral } = codesFromSearch(searchParams);
  return <MembershipChoice from="signup-purchase" initialPromo={promo} referralCode={referral} />;
}
