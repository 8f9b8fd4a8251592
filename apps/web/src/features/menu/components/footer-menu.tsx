// The footer's three link columns from the website menu (spec §2 "Footer"): each entry's text in the
// interface language; an in-app route is a client-side link unless force_link asks for a full page
// load; an external link leaves in a new tab. A failed menu is only logged (spec §8): no columns.
import type { Language } from '@spc/domain/constants';
import type { MenuEntry } from '@spc/domain/menu';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { useWebsiteMenu } from '../api/get-website-menu.ts';
import { reportLogged } from '../../../lib/report-error.ts';

const linkClass = 'rounded text-sm text-slate-300 hover:text-white hover:underline';

function MenuLink({ entry, language }: { entry: MenuEntry; language: Language }) {
  const { t } = useTranslation('nav');
  const text = language === 'fr' ? entry.text_fr : entry.text_en;
  if (entry.route !== null && !entry.force_link) {
    return (
      <Link to={entry.route} className={linkClass}>
        {text}
      </Link>
    );
  }
  if (entry.route !== null) {
    return (
      <a href={entry.route} className={linkClass}>
        {text}
      </a>
    );
  }
  if (entry.link !== null) {
    return (
      <a href={entry.link} target="_blank" rel="noopener" className={linkClass}>
        {text}
        <span className="sr-only"> {t('footer.newTab')}</span>
      </a>
    );
  }
  return null;
}

export function FooterMenu() {
  const { t } = useTranslation('nav');
  const { language } = useLanguage();
  const menu = useWebsiteMenu();

  useEffect(() => {
    if (menu.error) {
      console.warn('Website menu failed to load', menu.error);
      reportLogged('Website menu failed to load', menu.error);
    }
  }, [menu.error]);

  if (!menu.data) return null;
  const { first_column, second_column, third_column } = menu.data.footer;
  return (
    <nav aria-label={t('footer.menuLabel')} className="grid grid-cols-1 gap-6 tablet:grid-cols-3">
      {[first_column, second_column, third_column].map((column, index) => (
        <ul key={index} className="flex flex-col gap-2">
          {column.map((entry) => (
            <li key={`${entry.text_en}|${entry.route ?? entry.link ?? ''}`}>
              <MenuLink entry={entry} language={language} />
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
