// The member's account links (spec §2 "Header"), shared by the header's account menu and the mobile
// menu: Saved and Profile for registered members, Billing only when allowed (not a free trial, a valid
// card, at least one card, not a gold ticket: Session.canSeeBilling), in the spec's order.
import { paths } from './paths.ts';
import type { Session } from './session.ts';

export type AccountLinkKey = 'saved' | 'billing' | 'profile';

export function accountLinks(
  session: Pick<Session, 'registered' | 'canSeeBilling'>,
): { key: AccountLinkKey; to: string }[] {
  const links: { key: AccountLinkKey; to: string }[] = [];
  if (session.registered) links.push({ key: 'saved', to: paths.favourites() });
  if (session.canSeeBilling) links.push({ key: 'billing', to: paths.billing() });
  if (session.registered) links.push({ key: 'profile', to: paths.profile() });
  return links;
}
