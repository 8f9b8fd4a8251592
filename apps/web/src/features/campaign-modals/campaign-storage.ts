// What the campaign modals keep in the browser (spec §4 "kept in local storage"): the showings history,
// this device's id for POST /subscribe, whether this device subscribed, and the visit's page count.
import {
  IMPRESSIONS_STORAGE_KEY,
  parseImpressionHistory,
  type ImpressionHistory,
} from '@spc/domain/campaign-modal-rules';
import { DEVICE_ID_PATTERN } from '@spc/domain/device-id';
import { readStoredJson, storeJson } from '../../lib/storage.ts';

const DEVICE_KEY = 'spc.device-id';
const SUBSCRIBED_KEY = 'spc.subscribed';
const PAGES_KEY = 'spc.campaign-pages';

export const readHistory = (): ImpressionHistory => parseImpressionHistory(readStoredJson(IMPRESSIONS_STORAGE_KEY));
export const storeHistory = (history: ImpressionHistory) => storeJson(IMPRESSIONS_STORAGE_KEY, history);

/** This browser's id (a random UUID made once). */
export function deviceId(): string {
  const stored = readStoredJson(DEVICE_KEY);
  if (typeof stored === 'string' && DEVICE_ID_PATTERN.test(stored)) return stored;
  const made = crypto.randomUUID();
  storeJson(DEVICE_KEY, made);
  return made;
}

export const subscribedHere = () => readStoredJson(SUBSCRIBED_KEY) === true;
export const markSubscribedHere = () => storeJson(SUBSCRIBED_KEY, true);

/** Counts a page of this visit (tab session) and answers the count. */
export function countPage(): number {
  const count = Number(readStoredJson(PAGES_KEY, 'session')) || 0;
  storeJson(PAGES_KEY, count + 1, 'session');
  return count + 1;
}
