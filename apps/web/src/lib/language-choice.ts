// A language the person chose on purpose — the footer's selector or a /fr, /en prefix in the address
// (spec §2: the prefix switches the language; §4: a toggle is saved to the profile of a registered
// member). The choice outranks the profile's language: it is saved to the profile, not undone by it.
// A prefix is noted here by the router's middleware (or before hydrating) and taken by the profile
// language hook once the member's session is known.
import type { Language } from '@spc/domain/constants';
import type { QueryClient } from '@tanstack/react-query';
import { saveProfileLanguage } from './auth-client.ts';
import { updateCachedSession } from './session.ts';

let pending: Language | null = null;

/** A language prefix was followed: the member's profile should learn it. */
export function noteLanguageChoice(language: Language): void {
  pending = language;
}

/** The choice noted since the last call, once. */
export function takeLanguageChoice(): Language | null {
  const choice = pending;
  pending = null;
  return choice;
}

/** Saves the interface language to a registered member's profile and to the cached session. */
export async function saveLanguageChoice(queryClient: QueryClient, language: Language): Promise<void> {
  try {
    await saveProfileLanguage(language);
    updateCachedSession(queryClient, (current) =>
      current.profile ? { ...current, profile: { ...current.profile, language } } : current,
    );
  } catch (error) {
    // The interface has switched; the profile keeps its language until the next choice.
    console.warn('The language could not be saved to the profile', error);
  }
}
