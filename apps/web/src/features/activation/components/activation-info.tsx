// /activate/info and the second step of /signup/activate: what the card gives, the option "Renew
// automatically at the end of the year" (which goes on to the card form, /activate/subscription), and
// Activate. Auto-renew is offered for SPC cards only: the bank's SPC+ card lives as long as the bank
// account, and a gold ticket is given, never billed (docs/api-membership.md "Gold-ticket billing rule").
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import type { RegisterableResponse } from '@spc/domain/membership';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCad } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { Session } from '../../../lib/session.ts';
import type { ActivationCard, ActivationFlow } from '../activation-state.ts';
import { useActivationCheckout } from '../hooks/use-activation-checkout.ts';
import { ActivationNotice, ActivationPanel } from './activation-page.tsx';
import { CardBenefits } from './card-benefits.tsx';
import { CheckoutError } from './checkout-error.tsx';

export function canAutoRenew(registerable: RegisterableResponse): boolean {
  return registerable.cobrand === 'spc' && !registerable.is_g_ticket;
}

interface ActivationInfoProps {
  card: ActivationCard;
  registerable: RegisterableResponse;
  flow: ActivationFlow;
  session: Session;
  /** Auto-renew chosen: on to the card form. */
  onChooseAutoRenew: () => void;
}

export function ActivationInfo({ card, registerable, flow, session, onChooseAutoRenew }: ActivationInfoProps) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const headingId = useId();
  const autoRenewId = useId();
  const checkout = useActivationCheckout({ card, incentiveId: registerable.incentive_id, flow });
  const [autoRenew, setAutoRenew] = useState(false);
  const offerAutoRenew = canAutoRenew(registerable);
  const alreadyMember = checkout.error instanceof ApiError && checkout.error.code === 'MEMBERSHIP_EXISTS';

  return (
    <>
      <ActivationPanel labelledBy={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {t('info.heading')}
        </h2>
        <CardBenefits cardNumber={card.card_number} registerable={registerable} />
        {registerable.cobrand === 'cibc' ? <p className="text-sm text-slate-700">{t('info.plusNote')}</p> : null}
        {registerable.is_g_ticket ? <p className="text-sm text-slate-700">{t('info.goldTicket')}</p> : null}
        {session.isFreeTrial ? <p className="text-sm text-slate-700">{t('info.replacesTrial')}</p> : null}
        <p className="text-sm text-slate-600">{t('info.facts')}</p>
      </ActivationPanel>
      <ActivationPanel>
        {alreadyMember ? (
          <ActivationNotice tone="info">
            <p>{t('errors.MEMBERSHIP_EXISTS')}</p>
            <Link to={paths.deals()} className={buttonClasses({ size: 'sm' })}>
              {t('startShopping')}
            </Link>
          </ActivationNotice>
        ) : (
          <>
            {offerAutoRenew ? (
              <div className="flex items-start gap-3">
                <input
                  id={autoRenewId}
                  type="checkbox"
                  checked={autoRenew}
                  onChange={(event) => setAutoRenew(event.target.checked)}
                  disabled={checkout.pending || checkout.canRetry}
                  aria-describedby={`${autoRenewId}-hint`}
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor={autoRenewId} className="text-sm font-semibold text-slate-800">
                    {t('info.autoRenew')}
                  </label>
                  <p id={`${autoRenewId}-hint`} className="text-sm text-slate-600">
                    {t('info.autoRenewHint', { price: formatCad(MEMBERSHIP_PRICE_CENTS, language) })}
                  </p>
                </div>
              </div>
            ) : null}
            <CheckoutError checkout={checkout} />
            {autoRenew ? (
              <Button size="lg" className="self-start text-center whitespace-normal!" onClick={onChooseAutoRenew}>
                {t('info.continueToCard')}
              </Button>
            ) : (
              <Button
                size="lg"
                className="self-start text-center whitespace-normal! aria-disabled:cursor-progress aria-disabled:opacity-70"
                aria-disabled={checkout.pending || undefined}
                disabled={checkout.canRetry}
                onClick={() => {
                  if (!checkout.pending) void checkout.submit({ nonce: null, autoRenew: false });
                }}
              >
                {checkout.pending ? t('activating') : t('info.activate')}
              </Button>
            )}
          </>
        )}
      </ActivationPanel>
    </>
  );
}
