// /cibc/highschool, /cibc/international and /cibc_trade_contest (spec §2 "Bank tier"): one page
// design for the bank's audiences — who it is for, three points, the bank's page in the interface
// language, and the way back to the card registration on /cibc.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { CIBC_URLS, paths } from '../../../lib/paths.ts';
import { BankPagesNav } from '../../../features/plus/components/bank-pages-nav.tsx';
import { PlusPage, PlusPanel } from '../../../features/plus/components/plus-page.tsx';

export type BankInfoPage = 'highSchool' | 'international' | 'tradeContest';

const POINTS = ['1', '2', '3'] as const;

export function BankInfoRoute({ page }: { page: BankInfoPage }) {
  const { t } = useTranslation('plus');
  const { language } = useLanguage();
  return (
    <PlusPage
      title={t(`${page}.title`)}
      description={t(`${page}.description`)}
      heading={t(`${page}.heading`)}
      lead={t(`${page}.lead`)}
    >
      <PlusPanel>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-slate-700">
          {POINTS.map((point) => (
            <li key={point}>{t(`${page}.points.${point}`)}</li>
          ))}
        </ol>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={CIBC_URLS[page][language]}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses({ variant: 'primary' })}
          >
            {t(`${page}.bank`)} <span className="sr-only">{t('cibc.newTab')}</span>
          </a>
          <Link to={paths.cibc()} className={buttonClasses({ variant: 'secondary' })}>
            {t('register.heading')}
          </Link>
        </div>
      </PlusPanel>
      <BankPagesNav />
    </PlusPage>
  );
}
