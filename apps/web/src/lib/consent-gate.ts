// The one gate of every optional write (issue 21 item 1; the mapping is packages/domain/src/
// consent-rules.ts): `storeWithConsent` writes when the person turned the category on, keeps the write
// in this page's memory while they have not decided yet (nothing reaches a cookie or storage), and drops
// it after a refusal. `saveConsentChoice` records a decision in the necessary spc_consent cookie,
// deletes what a refused category had stored, and runs the writes that waited for an acceptance.
// A lazy module: the first page carries only `mayStoreOptional` (lib/cookies.ts), which readers use.
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  formatConsentCookie,
  isCurrentChoice,
  OPTIONAL_CONSENT_CATEGORIES,
  OPTIONAL_STORAGE,
  type ConsentChoice,
  type OptionalConsentCategory,
} from '@spc/domain/consent-rules';
import { deleteCookie, mayStoreOptional, readConsentChoice, setCookie } from './cookies.ts';
import { removeStored } from './storage.ts';

interface Waiting {
  category: OptionalConsentCategory;
  write: () => void;
}

/** Bounds the memory a page spends on writes waiting for a decision (one per landing URL, in practice). */
const MAX_WAITING = 50;
let waiting: Waiting[] = [];

/**
 * Runs `write` (which stores something of `category`) now when the person consented to it, and answers
 * true. Otherwise answers false: before any decision (in a browser; the server stores nothing) the write
 * waits in memory for `saveConsentChoice`; after a refusal it is dropped.
 */
export function storeWithConsent(category: OptionalConsentCategory, write: () => void): boolean {
  if (mayStoreOptional(category)) {
    write();
    return true;
  }
  if (typeof document !== 'undefined' && !isCurrentChoice(readConsentChoice()) && waiting.length < MAX_WAITING) {
    waiting.push({ category, write });
  }
  return false;
}

/** Deletes every cookie and storage entry of an optional category (a refusal, or consent withdrawn). */
export function clearOptionalStorage(category: OptionalConsentCategory): void {
  for (const name of OPTIONAL_STORAGE[category].cookies) deleteCookie(name);
  for (const key of OPTIONAL_STORAGE[category].localStorage) removeStored(key);
}

/**
 * Records a decision on this device (spc_consent, 12 months), deletes what each category turned off
 * had stored, then runs the writes that waited for a category turned on; the others are forgotten.
 */
export function saveConsentChoice(choice: ConsentChoice): void {
  setCookie(CONSENT_COOKIE, formatConsentCookie(choice), { days: CONSENT_COOKIE_DAYS });
  for (const category of OPTIONAL_CONSENT_CATEGORIES) if (!choice[category]) clearOptionalStorage(category);
  const ready = waiting;
  waiting = [];
  for (const { category, write } of ready) if (choice[category]) write();
}

/** Forgets the writes waiting for a decision (tests, and a page that no longer needs them). */
export function dropWaitingWrites(): void {
  waiting = [];
}
