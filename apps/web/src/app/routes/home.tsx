// Home (/): a first hero with the way to the deals; the full home page comes with a later issue.
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCad } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';

export function HomeRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-16 text-white shadow-lg sm:px-12 sm:py-24">
      <title>{t('home.pageTitle')}</title>
      <div className="max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('home.title')}</h1>
        <p className="mt-4 text-lg text-brand-50">
          {t('home.lead', { price: formatCad(MEMBERSHIP_PRICE_CENTS, language) })}
        </p>
        <Link
          to={paths.deals()}
          className="mt-8 inline-flex items-center rounded-xl bg-white px-6 py-3 text-base font-semibold text-brand-700 shadow hover:bg-brand-50 focus-visible:outline-white"
        >
          {t('home.cta')}
        </Link>
      </div>
    </section>
  );
}
