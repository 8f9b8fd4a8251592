// What the purchase pages hand each other through navigation state (spec §4 "Purchase flow": the
// summary is reachable only from signup purchase or add subscription, the completion only from the
// summary). History keeps the state, so a reload of the summary or the completion still works; any
// other way in has no state and is sent back.
import { purchaseResponseSchema, type PurchaseResponse } from '@spc/domain/store';

/** Where the summary was opened from: the sign-up purchase step, or a free trial's upgrade (/purchase). */
export type PurchaseOrigin = 'signup-purchase' | 'add-subscription';

export interface SummaryState {
  from: PurchaseOrigin;
  promoCode?: string;
  schoolCode?: string;
  /** A friend's referral code from /purchase?referral=, sent with the order. */
  referralCode?: string;
}

export interface CompletionState {
  from: 'summary';
  purchase: PurchaseResponse;
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The summary's state, or null when the page was not opened from one of its two origins. */
export function readSummaryState(state: unknown): SummaryState | null {
  if (state === null || typeof state !== 'object') return null;
  const record = state as Record<string, unknown>;
  if (record.from !== 'signup-purchase' && record.from !== 'add-subscription') return null;
  const result: SummaryState = { from: record.from };
  const promoCode = optionalString(record.promoCode);
  const schoolCode = optionalString(record.schoolCode);
  const referralCode = optionalString(record.referralCode);
  if (promoCode) result.promoCode = promoCode;
  if (schoolCode) result.schoolCode = schoolCode;
  if (referralCode) result.referralCode = referralCode;
  return result;
}

/** The completion's state, or null when it did not come from a purchase made on the summary. */
export function readCompletionState(state: unknown): CompletionState | null {
  if (state === null || typeof state !== 'object') return null;
  const record = state as Record<string, unknown>;
  if (record.from !== 'summary') return null;
  const parsed = purchaseResponseSchema.safeParse(record.purchase);
  return parsed.success ? { from: 'summary', purchase: parsed.data } : null;
}
