// /activate/incentive (spec §2): the offer an activated card brings (GET /activation-incentive/{id}),
// reachable only from the completion (navigation state), else /deals.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { readIncentiveState } from '../../../features/activation/activation-state.ts';
import { ActivationPage } from '../../../features/activation/components/activation-page.tsx';
import { IncentiveDetails } from '../../../features/activation/components/incentive-details.tsx';

export function ActivateIncentiveRoute() {
  const { t } = useTranslation('activation');
  const state = readIncentiveState(useLocation().state);
  if (!state) return <Navigate to={paths.deals()} replace />;
  return (
    <ActivationPage title={t('incentive.title')} lead={t('incentive.lead')}>
      <IncentiveDetails incentiveId={state.incentiveId} />
    </ActivationPage>
  );
}
