// English / Français switch (spec §2 "Footer"). Each name is written in its own language and marked
// with `lang` so screen readers pronounce it right. In country us the selector does nothing (spec §4
// "Language": country us forces English). For a logged-in, registered member the choice is also saved
// to the profile (PUT /api/users/user/update_language).
import { LANGUAGES, type Language } from '@spc/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountry } from '../../lib/country.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { saveLanguageChoice } from '../../lib/language-choice.ts';
import { useSession } from '../../lib/session.ts';

export function LanguageSelector() {
  const { t } = useTranslation('nav');
  const { t: tCommon } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const country = useCountry();
  const session = useSession();
  const queryClient = useQueryClient();
  const labelId = useId();

  const choose = async (option: Language) => {
    if (country === 'us') return;
    await changeLanguage(option);
    if (session?.registered) await saveLanguageChoice(queryClient, option);
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
      <span id={labelId} className="text-sm text-slate-300">
        {t('footer.language')}
      </span>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void choose(option)}
          className={`rounded-md px-2.5 py-1 text-sm font-medium ${
            option === language ? 'bg-white text-slate-900' : 'text-slate-200 hover:bg-white/10'
          }`}
        >
          {tCommon(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
