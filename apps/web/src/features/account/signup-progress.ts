// Spec §4 "Signup": the additional questions need step one (account creation) complete in this visit,
// or a signed-in registered member. The flag lives in session storage: it ends with the tab.
import { readStoredJson, removeStored, storeJson } from '../../lib/storage.ts';

const STEP_ONE_KEY = 'spc.signup.accountCreated';

export function markAccountCreated(): void {
  storeJson(STEP_ONE_KEY, true, 'session');
}

export function isAccountCreated(): boolean {
  return readStoredJson(STEP_ONE_KEY, 'session') === true;
}

export function clearSignupProgress(): void {
  removeStored(STEP_ONE_KEY, 'session');
}
