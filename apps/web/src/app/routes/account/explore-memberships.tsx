// /explore-memberships (spec §2): the ways to a membership for someone without a valid card — SPC at
// its yearly price, the free trial, SPC+ with the bank, or registering a card one already has. A
// member with a valid card is told so and sent to the deals.
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatCad } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { AccountLoading, AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { useAccountSession } from '../../../features/account/hooks/use-account-session.ts';
import { paths } from '../../../lib/paths.ts';
// Issue 6: "I have a VIP code", from the VIP feature, composed here (route modules compose features).
import { VipCodePanel } from '../../../features/vip/components/vip-code-form.tsx';

interface MembershipOption {
  key: 'spc' | 'freeTrial' | 'plus' | 'activate';
  to: string;
  primary?: boolean;
}

const OPTIONS: readonly MembershipOption[] = [
  { key: 'spc', to: paths.purchase(), primary: true },
  { key: 'freeTrial', to: paths.freeTrial() },
  { key: 'plus', to: paths.cibc() },
  { key: 'activate', to: paths.activate() },
];

export function ExploreMembershipsRoute() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { session, loading } = useAccountSession();
  const price = formatCad(MEMBERSHIP_PRICE_CENTS, language);

  if (loading) return <AccountLoading />;
  if (session?.hasValidCard) {
    return (
      <AccountPage title={t('memberships.title')}>
        <AccountPanel>
          <p className="text-slate-700">{t('memberships.alreadyMember')}</p>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
            {t('memberships.browse')}
          </Link>
        </AccountPanel>
        <VipCodePanel key="vip" />
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('memberships.title')} lead={t('memberships.lead')} wide>
      <ul className="grid gap-4 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <li key={option.key} className="flex">
            <article
              aria-labelledby={`membership-${option.key}`}
              className={`flex flex-1 flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm ${option.primary ? 'border-brand-600' : 'border-slate-200'}`}
            >
              <h2 id={`membership-${option.key}`} className="text-lg font-bold text-slate-900">
                {t(`memberships.options.${option.key}.title`)}
              </h2>
              {option.key === 'spc' ? (
                <p className="text-2xl font-bold text-brand-700">{t('memberships.perYear', { price })}</p>
              ) : null}
              <p className="flex-1 text-sm text-slate-700">{t(`memberships.options.${option.key}.body`, { price })}</p>
              <Link
                to={option.to}
                className={buttonClasses({
                  variant: option.primary ? 'primary' : 'secondary',
                  className: 'self-start',
                })}
              >
                {t(`memberships.options.${option.key}.cta`)}
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('memberships.notes')}</p>
      {/* Keyed in both views: redeeming can give a valid card, and the form must keep its answer. */}
      <VipCodePanel key="vip" />
    </AccountPage>
  );
}
