// What the activation pages hand each other through navigation state (spec §4 "Activation":
// /activate/subscription is reachable only from activation info or the membership step, else /deals;
// the completion and the incentive only from the flow). History keeps the state, so a reload still
// works; any other way in has no state and the page sends the reader to /deals.
import {
  registerableResponseSchema,
  registerCardResponseSchema,
  type RegisterableResponse,
  type RegisterCardResponse,
} from '@spc/domain/membership';

/** The card being activated: 16 digits and the 3-digit security code, as the API takes them. */
export interface ActivationCard {
  card_number: string;
  csv: string;
}

/** Which activation this is: the standalone /activate pages, or the one inside sign-up. */
export type ActivationFlow = 'activate' | 'signup';

/** /activate/info: opened by /activate once the card answered "registerable". */
export interface InfoState {
  from: 'activate';
  card: ActivationCard;
  registerable: RegisterableResponse;
}

/**
 * /activate/subscription: the card form for auto-renew, opened from /activate/info ('info') or from
 * the membership step of sign-up, /signup/activate ('membership').
 */
export interface SubscriptionState {
  from: 'info' | 'membership';
  card: ActivationCard;
  registerable: RegisterableResponse;
}

/** /activate/completion and /signup/activation/complete: opened by a successful activation. */
export interface CompletionState {
  from: 'activation';
  result: RegisterCardResponse;
  /** The card's incentive, shown on /activate/incentive. */
  incentiveId: number | null;
  autoRenew: boolean;
}

/** /activate/incentive: opened from the completion. */
export interface IncentiveState {
  from: 'completion';
  incentiveId: number;
}

const record = (state: unknown): Record<string, unknown> | null =>
  state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;

function readCard(value: unknown): ActivationCard | null {
  const card = record(value);
  if (!card) return null;
  const { card_number: cardNumber, csv } = card;
  if (typeof cardNumber !== 'string' || !/^6018\d{12}$/.test(cardNumber)) return null;
  if (typeof csv !== 'string' || !/^\d{3}$/.test(csv)) return null;
  return { card_number: cardNumber, csv };
}

function readStep(state: unknown): { card: ActivationCard; registerable: RegisterableResponse } | null {
  const value = record(state);
  const card = readCard(value?.card);
  const registerable = registerableResponseSchema.safeParse(value?.registerable);
  return card && registerable.success ? { card, registerable: registerable.data } : null;
}

export function readInfoState(state: unknown): InfoState | null {
  if (record(state)?.from !== 'activate') return null;
  const step = readStep(state);
  return step ? { from: 'activate', ...step } : null;
}

export function readSubscriptionState(state: unknown): SubscriptionState | null {
  const from = record(state)?.from;
  if (from !== 'info' && from !== 'membership') return null;
  const step = readStep(state);
  return step ? { from, ...step } : null;
}

export function readCompletionState(state: unknown): CompletionState | null {
  const value = record(state);
  if (value?.from !== 'activation') return null;
  const result = registerCardResponseSchema.safeParse(value.result);
  if (!result.success) return null;
  const incentiveId = typeof value.incentiveId === 'number' ? value.incentiveId : null;
  return { from: 'activation', result: result.data, incentiveId, autoRenew: value.autoRenew === true };
}

export function readIncentiveState(state: unknown): IncentiveState | null {
  const value = record(state);
  if (value?.from !== 'completion') return null;
  return typeof value.incentiveId === 'number' && Number.isInteger(value.incentiveId)
    ? { from: 'completion', incentiveId: value.incentiveId }
    : null;
}
