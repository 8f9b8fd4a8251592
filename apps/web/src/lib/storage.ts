// Browser storage behind functions: nothing here runs at import time, so the modules that use it can
// be rendered on a server later, and a blocked or full storage never breaks the page.
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@spc/domain/constants';
import { setCookie } from './cookies.ts';

const LANGUAGE_KEY = 'spc.language';

type StorageArea = 'local' | 'session';

function storageOrNull(area: StorageArea = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Access itself throws when storage is disabled (privacy settings, sandboxed frames).
    return null;
  }
}

const localStorageOrNull = () => storageOrNull('local');

/** A stored JSON value, or null when absent, unreadable or not JSON. */
export function readStoredJson(key: string, area: StorageArea = 'local'): unknown {
  const raw = storageOrNull(area)?.getItem(key) ?? null;
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function storeJson(key: string, value: unknown, area: StorageArea = 'local'): void {
  try {
    storageOrNull(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the value simply is not remembered.
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storageOrNull(area)?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

export function readStoredLanguage(): Language | null {
  const value = localStorageOrNull()?.getItem(LANGUAGE_KEY) ?? null;
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

export function storeLanguage(language: Language): void {
  // The cookie lets the server render the next page in this language (server rendering, decision 007).
  setCookie(LANGUAGE_COOKIE, language, { days: 365 });
  try {
    localStorageOrNull()?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Quota or privacy mode: the choice simply is not remembered.
  }
}
