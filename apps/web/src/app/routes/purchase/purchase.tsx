// /purchase (auth required; spec §2, §4 "Purchase guard"): the code comes from the `referral`, `promo`
// or `code` query. A free trial upgrades to a paid year here; registered users without a valid card go
// on to /signup/purchase with the code; members go to /deals (or the QR membership choice).
import { isServer } from '@tanstack/react-query';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureSession } from '../../../lib/session.ts';
import { referralCodeRedirect } from './code-kind.ts';
import { MembershipChoice } from '../../../features/purchase/components/membership-choice.tsx';
import { codesFromSearch, purchaseRedirect } from '../../../features/purchase/purchase-guard.ts';

export async function purchaseLoader({ request, context }: LoaderFunctionArgs) {
  if (isServer) return null;
  // Visitors and unregistered users were already sent on by the global guard (the page is auth-required).
  const session = await ensureSession(context.get(queryClientContext));
  const url = new URL(request.url);
  const target = purchaseRedirect(session, url);
  if (target) return redirect(target);
  return referralCodeRedirect(url, request.signal);
}

export function PurchaseRoute() {
  const [searchParams] = useSearchParams();
  const { promo, referral } = codesFromSearch(searchParams);
  return <MembershipChoice from="add-subscription" initialPromo={promo} referralCode={referral} />;
}
