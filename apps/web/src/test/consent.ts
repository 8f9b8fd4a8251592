// Consent in tests (issue 21): a decision as the banner stores it (the spc_consent cookie), and a clean
// slate — no cookie of any kind, no write waiting in memory for a decision.
import { formatConsentCookie, makeConsentChoice, type OptionalConsentCategory } from '@spc/domain/consent-rules';
import { dropWaitingWrites } from '../lib/consent-gate.ts';

/** Stores a decision of the current version, as "Accept all" (both) or the settings would. */
export function consentTo(categories: Partial<Record<OptionalConsentCategory, boolean>>, now = new Date()): void {
  document.cookie = `spc_consent=${formatConsentCookie(makeConsentChoice(categories, now))}; Path=/`;
}

/** Deletes every cookie of the document and the writes waiting for a decision. */
export function resetCookiesAndConsent(): void {
  for (const part of document.cookie.split(/;\s*/)) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  dropWaitingWrites();
}

/** The names of the document's cookies. */
export function cookieNames(): string[] {
  return document.cookie
    .split(/;\s*/)
    .map((part) => part.split('=')[0] ?? '')
    .filter((name) => name !== '');
}
