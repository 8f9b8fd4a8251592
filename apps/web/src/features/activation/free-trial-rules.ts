// Spec §4 "Free trial flow": "activates a card, reloads registration and cards, and opens the
// registration-success modal. It then offers the auto-renew question if the user is not on auto-renew,
// not on a trial and has no valid card."
//
// Our reading: the three conditions are those of the member who asked for the trial, taken BEFORE the
// trial card exists. Read after it, every new trial member is on a trial and holds a valid card, so
// the question would never be asked and the sentence would say nothing. Before it, the rule keeps the
// question from people who already renew automatically, who were already on a trial, or who already
// held a membership (none of whom the trial is for).
import type { Session } from '../../lib/session.ts';

type Before = Pick<Session, 'hasValidCard' | 'isFreeTrial' | 'profile'>;

export function shouldOfferAutoRenew(before: Before | null): boolean {
  if (!before) return false;
  return before.profile?.is_auto_renew !== true && !before.isFreeTrial && !before.hasValidCard;
}
