// An activation incentive (GET /activation-incentive/{id}): its title and description in the reader's
// language and a link to its offer; loading, not-found and failure states.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { activationErrorMessage } from '../activation-errors.ts';
import { useActivationIncentive } from '../api/get-activation-incentive.ts';
import { ActivationLoading, ActivationNotice, ActivationPanel } from './activation-page.tsx';

export function IncentiveDetails({ incentiveId }: { incentiveId: number }) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const headingId = useId();
  const incentive = useActivationIncentive(incentiveId);

  if (incentive.isPending) return <ActivationLoading label={t('incentive.loading')} />;
  if (incentive.isError) {
    const gone = incentive.error instanceof ApiError && incentive.error.status === 404;
    return (
      <ActivationNotice tone={gone ? 'info' : 'error'}>
        <p>{activationErrorMessage(t, incentive.error)}</p>
        {gone ? (
          <Link to={paths.deals()} className={buttonClasses({ size: 'sm' })}>
            {t('startShopping')}
          </Link>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void incentive.refetch()}
            disabled={incentive.isFetching}
          >
            {incentive.isFetching ? t('retrying') : t('retry')}
          </Button>
        )}
      </ActivationNotice>
    );
  }

  const { data } = incentive;
  return (
    <ActivationPanel labelledBy={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {language === 'fr' ? data.title_fr : data.title_en}
      </h2>
      <p className="whitespace-pre-line text-slate-700">
        {language === 'fr' ? data.description_fr : data.description_en}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {data.offer_id !== null ? (
          <Link to={paths.offerById(data.offer_id)} className={buttonClasses({ size: 'lg' })}>
            {t('incentive.seeOffer')}
          </Link>
        ) : null}
        <Link to={paths.deals()} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('startShopping')}
        </Link>
      </div>
    </ActivationPanel>
  );
}
