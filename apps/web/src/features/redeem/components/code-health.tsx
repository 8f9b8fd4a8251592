// How the offer's code has fared (issue 23 item 12): its success rate in the members' answers over the
// last 30 days and when it last worked, and a shared code that keeps failing marked "reported not
// working". Public (the same for everyone); nothing shows before the first answer.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useCodeHealth } from '../api/get-code-health.ts';

export function CodeHealth({ offerId }: { offerId: number }) {
  const { t } = useTranslation('redeem');
  const { language } = useLanguage();
  const health = useCodeHealth(offerId);
  if (!health.data || health.data.answers === 0 || health.data.success_rate === null) return null;
  const { answers, success_rate: rate, last_worked_at: lastWorked, reported_not_working: notWorking } = health.data;
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      {notWorking ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <strong className="font-semibold">{t('health.notWorking')}</strong> {t('health.notWorkingBody')}
        </p>
      ) : null}
      <p>
        {t('health.rate', {
          count: answers,
          formatted: new Intl.NumberFormat(locale).format(answers),
          rate: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate),
        })}
      </p>
      {lastWorked !== null ? <p>{t('health.lastWorked', { date: formatDate(lastWorked, language) })}</p> : null}
    </div>
  );
}
