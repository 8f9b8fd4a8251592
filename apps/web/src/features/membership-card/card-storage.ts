// The last card /membership-screen loaded, kept on this device so the screen still shows it offline
// (at a till with no signal). One entry, tagged with its member's id: another member signed in on the
// same browser never sees it, and sign-out removes it (lib/session.ts signOut).
import type { MembershipCard } from '@spc/domain/membership';
import { readStoredJson, removeStored, storeJson } from '../../lib/storage.ts';

/** lib/session.ts removes this key at sign-out. */
export const STORED_CARD_KEY = 'spc.membershipCard';

export interface StoredCard {
  uid: string;
  card: MembershipCard;
  /** When it was loaded (epoch ms): the offline screen says how old it is. */
  savedAt: number;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Checked by hand: the stored copy may come from an older version of the app, or be tampered with. */
function isCard(value: unknown): value is MembershipCard {
  const card = value as Partial<Record<keyof MembershipCard, unknown>> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    isString(card.first_name) &&
    isString(card.last_name) &&
    isString(card.card_number) &&
    isString(card.expiry_date) &&
    !Number.isNaN(Date.parse(card.expiry_date)) &&
    (card.tier === 'spc' || card.tier === 'spc_plus') &&
    typeof card.is_free_trial === 'boolean' &&
    isString(card.verification_url)
  );
}

export function readStoredCard(): StoredCard | null {
  const value = readStoredJson(STORED_CARD_KEY) as Partial<StoredCard> | null;
  if (!value || !isString(value.uid) || typeof value.savedAt !== 'number' || !isCard(value.card)) return null;
  return { uid: value.uid, card: value.card, savedAt: value.savedAt };
}

export function storeCard(uid: string, card: MembershipCard, now = Date.now()): void {
  storeJson(STORED_CARD_KEY, { uid, card, savedAt: now } satisfies StoredCard);
}

export function clearStoredCard(): void {
  removeStored(STORED_CARD_KEY);
}
