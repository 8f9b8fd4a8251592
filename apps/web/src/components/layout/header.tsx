// Site header, first cut (spec §2 "Header"): logo, Discounts, and the logged-out calls to action.
// The categories panel, search, SPC+ logo and account menu arrive with the next issue.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4">
        <Link
          to={paths.home()}
          aria-label={t('brand.homeLabel')}
          className="rounded-md text-2xl font-extrabold tracking-tight text-brand-600"
        >
          {t('brand.name')}
        </Link>
        <nav aria-label={t('nav.label')} className="flex flex-1 items-center">
          <NavLink
            to={paths.deals()}
            className={({ isActive }) =>
              `rounded-md px-2 py-1 text-sm font-semibold ${isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-brand-700'}`
            }
          >
            {t('nav.discounts')}
          </NavLink>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Link
            to={paths.login()}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-800 sm:px-3 hover:text-brand-700"
          >
            {t('nav.login')}
          </Link>
          <Link
            to={paths.signup()}
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('nav.signup')}
          </Link>
        </div>
      </div>
    </header>
  );
}
