// /purchase/instore (public): how to buy an SPC card at a campus store, then register it at /activate.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PurchasePage, PurchasePanel } from '../../../features/purchase/components/purchase-page.tsx';
import { paths } from '../../../lib/paths.ts';

const STEPS = ['find', 'buy', 'activate'] as const;

export function PurchaseInStoreRoute() {
  const { t } = useTranslation('purchase');
  return (
    <PurchasePage title={t('inStore.title')} lead={t('inStore.lead')} indexable>
      <meta name="description" content={t('inStore.description')} />
      <PurchasePanel>
        <ol className="flex flex-col gap-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h2 className="font-semibold text-slate-900">{t(`inStore.steps.${step}.title`)}</h2>
                <p className="text-sm text-slate-700">{t(`inStore.steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('facts.nonRefundable')}</li>
          <li>{t('facts.canadaOnly')}</li>
          <li>{t('facts.studentId')}</li>
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.activate()} className={buttonClasses({ variant: 'primary' })}>
            {t('inStore.activate')}
          </Link>
          <Link to={paths.signupPurchase()} className={buttonClasses({ variant: 'secondary' })}>
            {t('inStore.buyOnline')}
          </Link>
        </div>
      </PurchasePanel>
    </PurchasePage>
  );
}
