// /activate (spec §2, §4 "Activation"; query card_num, csv from a QR pack): "Activate your card" for a
// member; a logged-out or unregistered user is sent to sign-up with the card and the page remembered
// (activation-access.ts). A registerable card goes on to /activate/info with the card in navigation
// state.
import { isServer } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureSession } from '../../../lib/session.ts';
import { cardFromSearch, isMember, leaveForSignup } from '../../../features/activation/activation-access.ts';
import type { CompletionState, InfoState } from '../../../features/activation/activation-state.ts';
import {
  ActivationLoading,
  ActivationPage,
  ActivationPanel,
} from '../../../features/activation/components/activation-page.tsx';
import { CardStep } from '../../../features/activation/components/card-step.tsx';
import { useActivationMember } from '../../../features/activation/hooks/use-activation-member.ts';

export async function activateLoader({ request, context }: LoaderFunctionArgs) {
  // Personal pages are the browser's (decision 007).
  if (isServer) return null;
  const session = await ensureSession(context.get(queryClientContext));
  return isMember(session) ? null : redirect(leaveForSignup(new URL(request.url).searchParams));
}

export function ActivateRoute() {
  const { t } = useTranslation('activation');
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useActivationMember(search);

  if (!session) return <ActivationLoading />;
  return (
    <ActivationPage title={t('activate.title')} lead={t('activate.lead')}>
      <ActivationPanel>
        {/* A new link (another QR pack) is another card: the form starts afresh. */}
        <CardStep
          key={search}
          prefill={cardFromSearch(searchParams)}
          onRegisterable={(card, registerable) => {
            const state: InfoState = { from: 'activate', card, registerable };
            void navigate(paths.activateInfo(), { state });
          }}
          onAssociated={(result) => {
            const state: CompletionState = { from: 'activation', result, incentiveId: null, autoRenew: false };
            void navigate(paths.activateCompletion(), { state });
          }}
        />
      </ActivationPanel>
      {session.hasValidCard ? null : (
        <p className="text-sm text-slate-700">
          {t('activate.noCard')}{' '}
          <Link to={paths.signupPurchase()} className="font-semibold text-brand-700 underline">
            {t('activate.otherWays')}
          </Link>
        </p>
      )}
    </ActivationPage>
  );
}
