// /signup/activate (spec §2): the activation inside sign-up, for someone who came to sign up with a card
// (/signup/purchase sends them here once the additional questions are saved; activation-access.ts). The
// same steps as /activate and /activate/info on one page: the card (prefilled from the query), then
// what it gives and Activate; auto-renew goes on to /activate/subscription as "the membership step",
// and the end is /signup/activation/complete.
import type { RegisterableResponse } from '@spc/domain/membership';
import { isServer } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureSession } from '../../../lib/session.ts';
import { cardFromSearch, isMember, leaveForSignup } from '../../../features/activation/activation-access.ts';
import type {
  ActivationCard,
  CompletionState,
  SubscriptionState,
} from '../../../features/activation/activation-state.ts';
import { ActivationInfo } from '../../../features/activation/components/activation-info.tsx';
import {
  ActivationLoading,
  ActivationPage,
  ActivationPanel,
} from '../../../features/activation/components/activation-page.tsx';
import { CardStep } from '../../../features/activation/components/card-step.tsx';
import { useActivationMember } from '../../../features/activation/hooks/use-activation-member.ts';

export async function signupActivateLoader({ request, context }: LoaderFunctionArgs) {
  if (isServer) return null;
  const session = await ensureSession(context.get(queryClientContext));
  return isMember(session) ? null : redirect(leaveForSignup(new URL(request.url).searchParams));
}

interface Checked {
  card: ActivationCard;
  registerable: RegisterableResponse;
}

export function SignupActivateRoute() {
  const { t } = useTranslation('activation');
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useActivationMember(search);
  const [checked, setChecked] = useState<Checked | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  // A new step is announced by moving the focus to its heading (not on the first render).
  useEffect(() => {
    if (stepChanged.current) heading.current?.focus();
  }, [checked]);

  if (!session) return <ActivationLoading />;
  const changeStep = (next: Checked | null) => {
    stepChanged.current = true;
    setChecked(next);
  };

  if (!checked) {
    return (
      <ActivationPage title={t('activate.title')} lead={t('signupActivate.lead')} headingRef={heading}>
        <ActivationPanel>
          <CardStep
            key={search}
            prefill={cardFromSearch(searchParams)}
            onRegisterable={(card, registerable) => changeStep({ card, registerable })}
            onAssociated={(result) => {
              const state: CompletionState = { from: 'activation', result, incentiveId: null, autoRenew: false };
              void navigate(paths.signupActivationComplete(), { state });
            }}
          />
        </ActivationPanel>
      </ActivationPage>
    );
  }
  return (
    <ActivationPage title={t('info.title')} lead={t('info.lead')} headingRef={heading}>
      <ActivationInfo
        card={checked.card}
        registerable={checked.registerable}
        flow="signup"
        session={session}
        onChooseAutoRenew={() => {
          const state: SubscriptionState = { from: 'membership', ...checked };
          void navigate(paths.activateSubscription(), { state });
        }}
      />
      <Button variant="ghost" className="self-start" onClick={() => changeStep(null)}>
        {t('signupActivate.otherCard')}
      </Button>
    </ActivationPage>
  );
}
