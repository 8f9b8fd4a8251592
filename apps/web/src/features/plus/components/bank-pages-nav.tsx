// The links between the bank tier's pages (spec §2 "Bank tier"): /cibc/offers, /cibc/highschool,
// /cibc/international and /cibc_trade_contest; the current page is marked.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const PAGES = [
  { key: 'offers', to: paths.cibcOffers() },
  { key: 'highSchool', to: paths.cibcHighSchool() },
  { key: 'international', to: paths.cibcInternational() },
  { key: 'tradeContest', to: paths.cibcTradeContest() },
] as const;

export function BankPagesNav() {
  const { t } = useTranslation('plus');
  return (
    <nav aria-label={t('bankPages.label')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PAGES.map((page) => (
          <li key={page.key} className="flex">
            <NavLink
              to={page.to}
              end
              className="flex min-h-11 flex-1 items-center rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-700 shadow-sm hover:border-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50"
            >
              {t(`bankPages.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
