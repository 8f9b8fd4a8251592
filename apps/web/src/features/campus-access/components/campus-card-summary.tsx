// The campus card just given (spec §3 Card: cobrand campus, campus): the campus, the number in groups
// of four and the end date, with the way to the digital card.
import type { CampusMembershipResponse } from '@spc/domain/campus-access';
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';

export function CampusCardSummary({ result }: { result: CampusMembershipResponse }) {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  const fr = language === 'fr';
  const school = fr ? result.campus.school_name_fr : result.campus.school_name_en;
  const campus = fr ? result.campus.name_fr : result.campus.name_en;
  const until = new Intl.DateTimeFormat(fr ? 'fr-CA' : 'en-CA', { dateStyle: 'long' }).format(
    new Date(result.card.expiry_date),
  );
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-950">
      <p className="text-lg font-bold">{t('campusCard.title')}</p>
      <p>{t('campusCard.body', { school, campus })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{t('campusCard.number')}</dt>
        <dd className="font-mono tabular-nums">{formatCardNumber(result.card.card_number)}</dd>
        <dt className="font-semibold">{t('campusCard.until')}</dt>
        <dd>{until}</dd>
      </dl>
      <p className="text-sm">{t('campusCard.noId')}</p>
      <Link to="/membership-screen" className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
        {t('campusCard.show')}
      </Link>
    </div>
  );
}
