// Browser storage behind functions: nothing here runs at import time, so the modules that use it can
// be rendered on a server later, and a blocked or full storage never breaks the page.
import { LANGUAGES, type Language } from '@spc/domain/constants';

const LANGUAGE_KEY = 'spc.language';

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access itself throws when storage is disabled (privacy settings, sandboxed frames).
    return null;
  }
}

export function readStoredLanguage(): Language | null {
  const value = localStorageOrNull()?.getItem(LANGUAGE_KEY) ?? null;
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

export function storeLanguage(language: Language): void {
  try {
    localStorageOrNull()?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Quota or privacy mode: the choice simply is not remembered.
  }
}
