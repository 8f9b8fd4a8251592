// Browser cookies behind functions (nothing runs at import time). Used for the affiliate flag of
// spec §2 "/rktcki"; the session cookie itself is the server's and HttpOnly.

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
