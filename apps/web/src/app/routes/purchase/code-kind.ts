// Spec §2: /purchase takes its code from a `referral`, `promo` or `code` query. A `code` may be either
// kind, so before the membership choice reads it as a promo code, the purchase loaders ask whether it is
// a friend's referral code and, when it is, carry it on as `referral` (which the order credits). A route
// helper because it joins two features: purchase reads the codes, referrals knows them.
import { redirect } from 'react-router';
import { findReferralCode } from '../../../features/referrals/api/check-referral-code.ts';

/** The same page with `?code=` moved to `?referral=` when it is a referral code; else null. */
export async function referralCodeRedirect(url: URL, signal?: AbortSignal): Promise<Response | null> {
  const code = url.searchParams.get('code')?.trim();
  if (!code || url.searchParams.has('referral') || url.searchParams.has('promo')) return null;
  const referral = await findReferralCode(code, signal ? { signal } : {}).catch(() => null);
  if (!referral) return null;
  const next = new URLSearchParams(url.searchParams);
  next.delete('code');
  next.set('referral', referral);
  return redirect(`${url.pathname}?${next.toString()}`);
}
