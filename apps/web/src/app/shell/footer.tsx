// Site footer (spec §2 "Footer"): the three link columns of the website menu, the language selector
// (English / Français), app badges, social links, the copyright year and the app-store trademark text.
import { useTranslation } from 'react-i18next';
import { FooterMenu } from '../../features/menu/components/footer-menu.tsx';
import { LanguageSelector } from '../../components/layout/language-selector.tsx';
import { AppBadges, SocialLinks } from '../../components/layout/footer-links.tsx';
// Issue 21: the "Cookie settings" link, which also brings the consent banner when no choice is stored.
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button.tsx';

export function Footer() {
  const { t } = useTranslation('nav');
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <div className="flex flex-col gap-10 desktop:flex-row desktop:justify-between">
          <div className="desktop:flex-1">
            <FooterMenu />
          </div>
          <div className="flex flex-col gap-6">
            <AppBadges />
            <SocialLinks />
          </div>
        </div>
        <div className="flex flex-col gap-4 border-t border-slate-700 pt-6 tablet:flex-row tablet:items-center tablet:justify-between">
          <LanguageSelector />
          <CookieSettingsButton className="self-start text-sm text-slate-200 underline hover:text-white" />
          <p className="text-sm text-slate-400">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
        <p className="text-xs text-slate-400">{t('footer.trademark')}</p>
      </div>
    </footer>
  );
}
