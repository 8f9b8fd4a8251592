// The membership part of /profile: the card that runs longest (spec §4 "Derived states"), its kind and
// end date, or the way to a membership when there is no valid card. Billing and cards have their own
// pages in later issues; this is only the summary.
import { hasValidCard, latestExpiringCard, type Card } from '@spc/domain/cards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';

function kindOf(card: Card): 'freeTrial' | 'plus' | 'campus' | 'standard' {
  if (card.is_free_trial) return 'freeTrial';
  if (card.cobrand === 'cibc') return 'plus';
  if (card.cobrand === 'campus') return 'campus';
  return 'standard';
}

export function MembershipSummary({ cards, headingId }: { cards: readonly Card[]; headingId: string }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const card = hasValidCard(cards) ? latestExpiringCard(cards.filter((item) => item.status === 'active')) : undefined;

  return (
    <div className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('profile.membership.title')}
      </h2>
      {card ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-600">{t('profile.membership.kind')}</dt>
          <dd className="text-slate-900">{t(`profile.membership.kinds.${kindOf(card)}`)}</dd>
          <dt className="font-semibold text-slate-600">{t('profile.membership.card')}</dt>
          <dd className="text-slate-900">
            {t('profile.membership.cardEnding', { digits: card.card_number.slice(-4) })}
          </dd>
          {card.expiry_date ? (
            <>
              <dt className="font-semibold text-slate-600">{t('profile.membership.validUntil')}</dt>
              <dd className="text-slate-900">{formatDate(Date.parse(card.expiry_date), language)}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('profile.membership.none')}</p>
          <Link
            to={paths.exploreMemberships()}
            className={buttonClasses({ variant: 'primary', className: 'self-start' })}
          >
            {t('profile.membership.explore')}
          </Link>
        </>
      )}
    </div>
  );
}
