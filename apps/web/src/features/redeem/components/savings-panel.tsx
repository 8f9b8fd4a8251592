// The member's savings on /profile (docs/api-member-offers.md "Savings"): what they saved with the
// offers they said worked (issue 23 item 12: a reveal is not a saving; the amounts are estimates, and
// say so), set against the yearly membership price (how many times it paid for itself, or
// what is left to pay it back), how many offers they used and their latest uses — with loading, empty
// and error states. The profile route composes it; it reads the member from the session.
import type { SavingsResponse } from '@spc/domain/member-offers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/page-shell.tsx';
import { formatCad, formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSavings } from '../api/get-savings.ts';

export function SavingsPanel() {
  const session = useSession();
  if (!session) return null;
  return <MemberSavings uid={session.user.uid} />;
}

function MemberSavings({ uid }: { uid: string }) {
  const { t } = useTranslation('redeem');
  const headingId = useId();
  const savings = useSavings(uid);

  let body;
  if (savings.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          {t('savings.loading')}
        </p>
        <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
          <div className="h-9 w-48 rounded bg-slate-200" />
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-1/2 rounded bg-slate-200" />
        </div>
      </>
    );
  } else if (savings.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">{t('savings.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void savings.refetch()} disabled={savings.isFetching}>
          {t('savings.retry')}
        </Button>
      </div>
    );
  } else if (savings.data.offers_used === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">{t('savings.empty')}</p>
        <Link to={paths.deals()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          {t('savings.browse')}
        </Link>
      </div>
    );
  } else {
    body = <SavingsSummary savings={savings.data} />;
  }

  return (
    <Panel as="section" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('savings.title')}
      </h2>
      {body}
    </Panel>
  );
}

function SavingsSummary({ savings }: { savings: SavingsResponse }) {
  const { t } = useTranslation('redeem');
  const { language } = useLanguage();
  const recentHeading = useId();
  const { total_cents: total, membership_price_cents: price } = savings;
  const money = (cents: number) => formatCad(cents, language);
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';

  let comparison: string;
  if (price <= 0 || total < price) {
    comparison = t('savings.remaining', { remaining: money(Math.max(price - total, 0)), price: money(price) });
  } else {
    const times = Math.round((total / price) * 10) / 10;
    comparison =
      times <= 1
        ? t('savings.paidBack', { price: money(price) })
        : t('savings.times', {
            times: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(times),
            price: money(price),
          });
  }

  return (
    <>
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-extrabold tracking-tight text-emerald-800 sm:text-3xl">
          {t('savings.total', { amount: money(total) })}
        </p>
        <p className="text-sm text-slate-700">{comparison}</p>
        <p className="text-sm text-slate-700">
          {t('savings.offersUsed', {
            count: savings.offers_used,
            formatted: new Intl.NumberFormat(locale).format(savings.offers_used),
          })}
        </p>
        <p className="text-xs text-slate-600">{t('savings.estimateNote')}</p>
      </div>
      {savings.recent.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 id={recentHeading} className="text-sm font-semibold text-slate-900">
            {t('savings.recent')}
          </h3>
          <ul aria-labelledby={recentHeading} className="flex flex-col divide-y divide-slate-100">
            {savings.recent.map((entry) => (
              <li
                key={`${entry.offer_id}-${entry.used_at}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <div className="min-w-0">
                  <p className="text-sm font-semibold break-words text-slate-900">{entry.partner_name}</p>
                  <p className="text-sm break-words text-slate-700">
                    {language === 'fr' ? entry.title_fr : entry.title_en}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className="font-semibold text-emerald-800">{money(entry.value_cents)}</p>
                  <p className="text-slate-600">{formatDate(entry.used_at, language)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
