// Using an offer, without the schemas (docs/api-member-offers.md "Did it work?"): the offer page's redeem
// panel reads these, and member-offers.ts's schemas pull the offers', location and input rules', a long
// task to evaluate before a slow phone can hydrate the page (decision 043). member-offers.ts re-exports them.

/** Why a code did not work, as the member says. */
export const FEEDBACK_REASONS = ['expired', 'refused_at_checkout', 'minimum_not_met'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
