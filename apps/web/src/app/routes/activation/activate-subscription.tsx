// /activate/subscription (spec §4 "Activation": reachable only from activation info or the membership
// step, else /deals): "Renew automatically at the end of the year" chosen, the card to renew with
// (components/payment/card-form.tsx: only a nonce reaches our API), then the activation with
// auto-renew. Nothing is charged today. Activating without auto-renew stays one button away.
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import { addMonths } from '@spc/domain/store-rules';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { CardForm } from '../../../components/payment/card-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCad, formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { cardSearch } from '../../../features/activation/activation-access.ts';
import { activationErrorMessage } from '../../../features/activation/activation-errors.ts';
import { readSubscriptionState, type SubscriptionState } from '../../../features/activation/activation-state.ts';
import {
  ActivationLoading,
  ActivationPage,
  ActivationPanel,
} from '../../../features/activation/components/activation-page.tsx';
import { ACTIVATION_MONTHS, CardBenefits } from '../../../features/activation/components/card-benefits.tsx';
import { CheckoutError } from '../../../features/activation/components/checkout-error.tsx';
import { useActivationCheckout } from '../../../features/activation/hooks/use-activation-checkout.ts';
import { useActivationMember } from '../../../features/activation/hooks/use-activation-member.ts';

export function ActivateSubscriptionRoute() {
  const location = useLocation();
  const state = readSubscriptionState(location.state);
  const session = useActivationMember(cardSearch(state?.card ?? null), { enabled: state !== null });

  if (!state) return <Navigate to={paths.deals()} replace />;
  if (!session) return <ActivationLoading />;
  return <Subscription state={state} defaultPostal={session.profile?.postal ?? ''} />;
}

function Subscription({ state, defaultPostal }: { state: SubscriptionState; defaultPostal: string }) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const checkout = useActivationCheckout({
    card: state.card,
    incentiveId: state.registerable.incentive_id,
    flow: state.from === 'membership' ? 'signup' : 'activate',
  });
  const renewal = formatDate(addMonths(new Date(), ACTIVATION_MONTHS).getTime(), language);
  const price = formatCad(MEMBERSHIP_PRICE_CENTS, language);
  const { error } = checkout;
  // A lost answer and another membership have their own block; every other refusal shows in the form.
  const ownBlock = checkout.canRetry || (error instanceof ApiError && error.code === 'MEMBERSHIP_EXISTS');
  const formError = error && !ownBlock && !checkout.pending ? activationErrorMessage(t, error) : null;

  return (
    <ActivationPage title={t('subscription.title')} lead={t('subscription.lead', { date: renewal, price })}>
      <ActivationPanel>
        <CardBenefits cardNumber={state.card.card_number} registerable={state.registerable} />
      </ActivationPanel>
      <ActivationPanel>
        {ownBlock ? <CheckoutError checkout={checkout} /> : null}
        <CardForm
          submitLabel={t('subscription.submit')}
          defaultPostal={defaultPostal}
          error={formError}
          disabled={ownBlock}
          onTokenized={({ nonce }) => checkout.submit({ nonce, autoRenew: true })}
        />
        <p className="text-sm text-slate-600">{t('subscription.noCharge')}</p>
      </ActivationPanel>
      <ActivationPanel>
        <p className="text-sm text-slate-700">{t('subscription.withoutLead')}</p>
        <Button
          variant="secondary"
          className="self-start text-center whitespace-normal! aria-disabled:cursor-progress aria-disabled:opacity-70"
          aria-disabled={checkout.pending || undefined}
          disabled={ownBlock}
          onClick={() => {
            if (!checkout.pending) void checkout.submit({ nonce: null, autoRenew: false });
          }}
        >
          {t('subscription.without')}
        </Button>
      </ActivationPanel>
    </ActivationPage>
  );
}
