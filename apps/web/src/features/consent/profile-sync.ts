// The consent decision on the profile (issue 21): when a person is signed in, the device's decision
// goes to a profile that holds none of the current version, and a profile's decision comes to a device
// that holds none (so a person who chose on another device is not asked again). When both hold one, the
// device's stands: it is the one the person last saw here. Once per person and page load; a failure
// changes nothing (the device's cookie is what gates storage).
import { isCurrentChoice, type ConsentChoice } from '@spc/domain/consent-rules';
import { saveConsentChoice } from '../../lib/consent-gate.ts';
import { readConsentChoice } from '../../lib/cookies.ts';
import { getProfileConsent, putProfileConsent } from './api/profile-consent.ts';

const synced = new Set<string>();

/** Answers the profile's decision when the device adopted it, else null. */
export async function syncProfileConsent(uid: string): Promise<ConsentChoice | null> {
  if (synced.has(uid)) return null;
  synced.add(uid);
  try {
    const profile = await getProfileConsent();
    const device = readConsentChoice();
    if (isCurrentChoice(device)) {
      if (!isCurrentChoice(profile)) await putProfileConsent(device);
      return null;
    }
    if (!isCurrentChoice(profile)) return null;
    saveConsentChoice(profile);
    return profile;
  } catch {
    synced.delete(uid);
    return null;
  }
}

/** Forgets who was synced (tests). */
export function resetProfileSync(): void {
  synced.clear();
}
