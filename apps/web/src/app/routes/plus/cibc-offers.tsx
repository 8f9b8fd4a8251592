// /cibc/offers (spec §2 "Bank tier", §9 "Bank offer tiers: cashback 60, 30, 25 (links per language)"):
// the bank's cash-back tiers, highest first, each with its conditions on the bank's site in the
// interface language.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { BANK_CASHBACK_TIERS, bankOfferUrl, formatCashback } from '../../../features/plus/bank-offers.ts';
import { BankPagesNav } from '../../../features/plus/components/bank-pages-nav.tsx';
import { PlusPage } from '../../../features/plus/components/plus-page.tsx';

export function CibcOffersRoute() {
  const { t } = useTranslation('plus');
  const { language } = useLanguage();
  return (
    <PlusPage
      title={t('offers.title')}
      description={t('offers.description')}
      heading={t('offers.heading')}
      lead={t('offers.lead')}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {BANK_CASHBACK_TIERS.map((tier) => {
          const amount = t('offers.cashback', { amount: formatCashback(tier, language) });
          return (
            <li key={tier} className="flex">
              <section
                aria-label={amount}
                className="flex flex-1 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <p className="text-3xl font-bold text-brand-700">{amount}</p>
                <a
                  href={bankOfferUrl(tier, language)}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-auto self-start font-semibold text-brand-700 underline underline-offset-4"
                >
                  {t('offers.conditions')} <span className="sr-only">{`${amount} ${t('cibc.newTab')}`}</span>
                </a>
              </section>
            </li>
          );
        })}
      </ul>
      <Link to={paths.cibc()} className="self-start font-semibold text-brand-700 underline underline-offset-4">
        {t('offers.back')}
      </Link>
      <BankPagesNav />
    </PlusPage>
  );
}
