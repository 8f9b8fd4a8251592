// /spc-plus (spec §1, §2): what SPC+ is — exclusive offers, no student ID for bank-linked members, the
// bank's co-branded card — and the way to it (/cibc). SPC+ members see "Already have an SPC+
// membership" (spec "Screens seen through text only") and their SPC+ offers instead.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession, useSessionStatus } from '../../../lib/session.ts';
import { PlusPage, PlusPanel } from '../../../features/plus/components/plus-page.tsx';

const BENEFITS = ['exclusive', 'noStudentId', 'card'] as const;

export function SpcPlusRoute() {
  const { t } = useTranslation('plus');
  const session = useSession();
  const loading = useSessionStatus() === 'loading';

  let action;
  if (loading) {
    action = (
      <p role="status" className="text-slate-600">
        {t('loading')}
      </p>
    );
  } else if (session?.isBankLinked) {
    action = (
      <PlusPanel headingId="spc-plus-member">
        <h2 id="spc-plus-member" className="text-xl font-bold text-slate-900">
          {t('spcPlus.member.title')}
        </h2>
        <p className="text-slate-700">{t('spcPlus.member.body')}</p>
        <Link to={paths.plusOffers()} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
          {t('spcPlus.member.offers')}
        </Link>
      </PlusPanel>
    );
  } else {
    action = (
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.cibc()} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
          {t('spcPlus.cta')}
        </Link>
        <Link to={paths.plusOffers()} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('spcPlus.preview')}
        </Link>
      </div>
    );
  }

  return (
    <PlusPage
      title={t('spcPlus.title')}
      description={t('spcPlus.description')}
      heading={t('spcPlus.heading')}
      lead={t('spcPlus.lead')}
    >
      <section aria-labelledby="spc-plus-benefits" className="flex flex-col gap-4">
        <h2 id="spc-plus-benefits" className="text-2xl font-bold tracking-tight">
          {t('spcPlus.benefitsHeading')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li
              key={benefit}
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-slate-900">{t(`spcPlus.benefits.${benefit}.title`)}</h3>
              <p className="text-sm text-slate-700">{t(`spcPlus.benefits.${benefit}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      {action}
    </PlusPage>
  );
}
