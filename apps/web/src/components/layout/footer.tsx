// Site footer, first cut (spec §2 "Footer"): the language selector and the copyright line. The link
// columns, app badges and social links arrive with the next issue.
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from './language-selector.tsx';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <LanguageSelector />
        <p className="text-sm text-slate-400">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
