// Browser cookies behind functions (nothing runs at import time). Used for the affiliate flag of
// spec §2 "/rktcki"; the session cookie itself is the server's and HttpOnly. And the one gate of every
// optional write (issue 21): `mayStoreOptional`, which reads the spc_consent cookie.
import { CONSENT_COOKIE, mayStore, parseConsentCookie, type OptionalConsentCategory } from '@spc/domain/consent-rules';

const DAY_SECONDS = 86_400;

export interface CookieOptions {
  /** Lifetime in days. */
  days: number;
  path?: string;
}

export function setCookie(name: string, value: string, { days, path = '/' }: CookieOptions): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * DAY_SECONDS)}` +
    `; Path=${path}; SameSite=Lax${secure}`;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(/;\s*/)) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function deleteCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}

/** The consent choice stored on this device, whatever its version; null before any. */
export function readConsentChoice() {
  return parseConsentCookie(readCookie(CONSENT_COOKIE));
}

/**
 * The one gate of every optional cookie and storage entry (packages/domain/src/consent.ts lists them):
 * true only when the person turned the category on, in a choice of the current version. A writer of
 * optional storage asks this first and writes nothing otherwise.
 */
export function mayStoreOptional(category: OptionalConsentCategory): boolean {
  return mayStore(category, readConsentChoice());
}
