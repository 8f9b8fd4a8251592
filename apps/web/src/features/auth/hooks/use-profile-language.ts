// Spec §4 "Language": country us forces English; otherwise the profile's language comes first. When a
// registered member's session arrives, the interface switches to the language saved in the profile
// (once per member: later toggles are saved to the profile, so they agree).
import { useEffect, useRef } from 'react';
import { useCountry } from '../../../lib/country.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';

export function useProfileLanguage(): void {
  const session = useSession();
  const country = useCountry();
  const { language, changeLanguage } = useLanguage();
  const applied = useRef<string | null>(null);
  const uid = session?.user.uid;
  const preferred = session?.profile?.language;

  useEffect(() => {
    if (!uid || !preferred || applied.current === uid) return;
    applied.current = uid;
    if (country !== 'us' && preferred !== language) void changeLanguage(preferred);
  }, [uid, preferred, country, language, changeLanguage]);
}
