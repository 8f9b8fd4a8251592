// English / Français switch (spec §2 "Footer"). Each name is written in its own language and marked
// with `lang` so screen readers pronounce it right.
import { LANGUAGES } from '@spc/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';

export function LanguageSelector() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const labelId = useId();
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
          onClick={() => void changeLanguage(option)}
          className={`rounded-md px-2.5 py-1 text-sm font-medium ${
            option === language ? 'bg-white text-slate-900' : 'text-slate-200 hover:bg-white/10'
          }`}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
