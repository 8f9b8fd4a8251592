// App-wide referral work, mounted once in the root layout: a `?referral=CODE` on any page is stored for
// 30 days (for a visitor or someone still signing up — a member following a link is not "referred"; the
// purchase page carries its own code), and once the session is a registered member's, the stored code is
// redeemed once. Renders nothing. The spec's source list and the API call load only when needed, so
// this stays out of the first page's JavaScript. The code is marketing storage (issue 21): stored
// through the consent gate, it waits in memory until the person decides, and is dropped on a refusal.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession, useSessionStatus } from '../../../lib/session.ts';

export function ReferralEffects() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const ready = useSessionStatus() === 'ready';
  const registered = session?.registered === true;
  const uid = session?.user.uid ?? null;
  // The landing URL waits here until the session is known (the visitor may have moved on by then).
  const landing = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    if (new URLSearchParams(search).has('referral')) landing.current = { pathname, search };
    if (!ready || !landing.current) return;
    const url = landing.current;
    landing.current = null;
    if (registered) return;
    void import('../capture-referral.ts').then(({ captureLandingReferral }) => captureLandingReferral(url));
  }, [pathname, search, ready, registered]);

  useEffect(() => {
    if (registered && uid) void import('../redeem-stored-referral.ts').then((module) => module.redeemStoredReferral());
  }, [registered, uid]);

  return null;
}
