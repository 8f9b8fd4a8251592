// The billing page's reminders (GET /api/users/user/reminders, newest first; issue 23 item 19): which
// reminder was e-mailed and when. Loading, error and empty states, as the order history.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useReminders } from '../api/get-reminders.ts';
import { BillingPanel, PanelError, PanelLoading } from './billing-panel.tsx';

export function ReminderHistory({ uid }: { uid: string }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const query = useReminders(uid);

  let body;
  if (query.isPending) body = <PanelLoading />;
  else if (query.isError) body = <PanelError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.reminders.length === 0) body = <p className="text-sm text-slate-600">{t('reminders.empty')}</p>;
  else
    body = (
      <ul aria-label={t('reminders.caption')} className="divide-y divide-slate-100 text-sm">
        {query.data.reminders.map((reminder) => (
          <li
            key={`${reminder.kind}-${reminder.term_end}-${reminder.sent_at}`}
            className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4"
          >
            <span className="font-medium text-slate-900">{t(`reminders.kinds.${reminder.kind}`)}</span>
            <span className="text-slate-600">
              {t('reminders.sent', { date: formatDate(Date.parse(reminder.sent_at), language) })}
            </span>
          </li>
        ))}
      </ul>
    );
  return <BillingPanel title={t('reminders.title')}>{body}</BillingPanel>;
}
