// /activate/info (spec §2, §4 "Activation"): reachable from /activate with the card in navigation state,
// else /deals. What the card gives, the auto-renew option (on to /activate/subscription) and Activate.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { cardSearch } from '../../../features/activation/activation-access.ts';
import { readInfoState, type SubscriptionState } from '../../../features/activation/activation-state.ts';
import { ActivationInfo } from '../../../features/activation/components/activation-info.tsx';
import { ActivationLoading, ActivationPage } from '../../../features/activation/components/activation-page.tsx';
import { useActivationMember } from '../../../features/activation/hooks/use-activation-member.ts';

export function ActivateInfoRoute() {
  const { t } = useTranslation('activation');
  const location = useLocation();
  const navigate = useNavigate();
  const state = readInfoState(location.state);
  const session = useActivationMember(cardSearch(state?.card ?? null), { enabled: state !== null });

  if (!state) return <Navigate to={paths.deals()} replace />;
  if (!session) return <ActivationLoading />;
  return (
    <ActivationPage title={t('info.title')} lead={t('info.lead')}>
      <ActivationInfo
        card={state.card}
        registerable={state.registerable}
        flow="activate"
        session={session}
        onChooseAutoRenew={() => {
          const next: SubscriptionState = { from: 'info', card: state.card, registerable: state.registerable };
          void navigate(paths.activateSubscription(), { state: next });
        }}
      />
    </ActivationPage>
  );
}
