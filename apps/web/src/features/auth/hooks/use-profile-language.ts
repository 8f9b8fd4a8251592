// Spec §4 "Language": country us forces English; otherwise the profile's language comes first. When a
// registered member's session arrives, the interface switches to the language saved in the profile
// (once per member: later toggles are saved to the profile, so they agree) — unless the member has just
// chosen one with a /fr or /en address (spec §2: the prefix switches the language), which is then saved
// to the profile like a toggle instead of being undone by it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCountry } from '../../../lib/country.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { saveLanguageChoice, takeLanguageChoice } from '../../../lib/language-choice.ts';
import { useSession } from '../../../lib/session.ts';

export function useProfileLanguage(): void {
  const session = useSession();
  const country = useCountry();
  const queryClient = useQueryClient();
  const { language, changeLanguage } = useLanguage();
  const applied = useRef<string | null>(null);
  const uid = session?.user.uid;
  const registered = session?.registered === true;
  const preferred = session?.profile?.language;

  useEffect(() => {
    if (!uid || !preferred) return;
    const chosen = takeLanguageChoice();
    if (chosen) {
      applied.current = uid;
      if (registered && country !== 'us' && chosen !== preferred) void saveLanguageChoice(queryClient, chosen);
      return;
    }
    if (applied.current === uid) return;
    applied.current = uid;
    if (country !== 'us' && preferred !== language) void changeLanguage(preferred);
  }, [uid, registered, preferred, country, language, changeLanguage, queryClient]);
}
