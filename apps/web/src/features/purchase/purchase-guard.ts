// The purchase guard (spec §4 "Purchase guard", "Purchase flow"), as pure functions of the session and
// the URL, for the purchase routes' loaders: who may see the membership choice, who goes on to
// /signup/purchase (carrying the code), and who is already a member and goes to /deals.
import type { Session } from '../../lib/session.ts';
import { paths } from '../../lib/paths.ts';

type GuardSession = Pick<Session, 'registered' | 'hasValidCard' | 'isFreeTrial'>;

/** Where a signed-in person stands with respect to buying a membership. */
export type PurchaseStanding = 'visitor' | 'unregistered' | 'free-trial' | 'no-card' | 'member';

export function purchaseStanding(session: GuardSession | null): PurchaseStanding {
  if (!session) return 'visitor';
  if (!session.registered) return 'unregistered';
  // A trial card is a valid card, but its holder is invited to buy the full year.
  if (session.isFreeTrial) return 'free-trial';
  return session.hasValidCard ? 'member' : 'no-card';
}

/** The query names that carry a code to /purchase (spec §2: referral, promo or code). */
const CODE_PARAMS = ['referral', 'promo', 'code'] as const;

/** The code-carrying part of a query, to hand on when redirecting between the purchase pages. */
export function codeSearch(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CODE_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** A promo code (?promo= or ?code=) and a friend's referral code (?referral=) from the URL. */
export function codesFromSearch(search: URLSearchParams): { promo: string | null; referral: string | null } {
  const read = (name: string) => search.get(name)?.trim() || null;
  return { promo: read('promo') ?? read('code'), referral: read('referral') };
}

/**
 * /purchase: free-trial users stay (they upgrade to a paid year); registered users without a valid
 * card go on to /signup/purchase with the code; members go to /deals, or to the QR membership choice
 * when they came from a QR landing (`from_qr`). Visitors and unregistered users are the global guard's.
 */
export function purchaseRedirect(session: GuardSession | null, url: URL): string | null {
  switch (purchaseStanding(session)) {
    case 'no-card':
      return paths.signupPurchase(codeSearch(url.searchParams));
    case 'member':
      return url.searchParams.has('from_qr') ? paths.qrSelectMembership() : paths.deals();
    default:
      return null;
  }
}

/**
 * /signup/purchase: the step of sign-up for a registered user without a valid card. Visitors and
 * unregistered users go back to /signup (the first with the purchase-navigation flag, which the
 * caller sets), a free trial to /purchase (its upgrade), a member to /deals.
 */
export function signupPurchaseRedirect(session: GuardSession | null, url: URL): string | null {
  switch (purchaseStanding(session)) {
    case 'visitor':
    case 'unregistered':
      return paths.signup();
    case 'free-trial':
      return paths.purchase(codeSearch(url.searchParams));
    case 'member':
      return paths.deals();
    default:
      return null;
  }
}

/** /purchase/summary: members have nothing to buy here. */
export function summaryRedirect(session: GuardSession | null): string | null {
  return purchaseStanding(session) === 'member' ? paths.deals() : null;
}
