// The access gates of spec §2: for a visitor, the "access-gate panel for non-members" (log in, become a
// member, activate a card with its 16-digit number); for a member without a valid card, the "offer
// redeem gate" variant (buy, start a free trial, register a card). Shown in the offer's call to action,
// in the offer-redeem gate dialog and on /redirect-to-partner. Every choice remembers the page, so
// signing in (or getting a card) comes back to it.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { storeRedirectTarget } from '../../../lib/session.ts';

export type GateVariant = 'visitor' | 'noCard';

interface AccessGateProps {
  variant: GateVariant;
  /** Heading level of the gate's title inside its container. */
  headingLevel?: 'h2' | 'h3';
  /** Hide the title and lead (a dialog already says them). */
  bare?: boolean;
  /** Called after a choice, to close the dialog it sits in. */
  onChoose?: () => void;
}

export function AccessGate({ variant, headingLevel: Heading = 'h3', bare = false, onChoose }: AccessGateProps) {
  const { t } = useTranslation('redeem');
  const location = useLocation();
  const choose = () => {
    storeRedirectTarget(`${location.pathname}${location.search}`);
    onChoose?.();
  };
  const [primary, secondary] =
    variant === 'visitor'
      ? [
          { to: paths.login(), label: t('gate.visitor.login') },
          { to: paths.signup(), label: t('gate.visitor.join') },
        ]
      : [
          { to: paths.purchase(), label: t('gate.noCard.buy') },
          { to: paths.freeTrial(), label: t('gate.noCard.freeTrial') },
        ];
  return (
    <div className="flex flex-col gap-3">
      {bare ? null : (
        <>
          <Heading className="text-sm font-semibold text-slate-900">{t(`gate.${variant}.title`)}</Heading>
          <p className="text-sm text-slate-700">{t(`gate.${variant}.body`)}</p>
        </>
      )}
      <Link to={primary.to} onClick={choose} className={buttonClasses({ variant: 'primary' })}>
        {primary.label}
      </Link>
      <Link to={secondary.to} onClick={choose} className={buttonClasses({ variant: 'secondary' })}>
        {secondary.label}
      </Link>
      <p className="text-sm text-slate-700">
        {t(`gate.${variant}.cardHint`)}{' '}
        <Link
          to={paths.activate()}
          onClick={choose}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t(`gate.${variant}.activate`)}
        </Link>
      </p>
    </div>
  );
}
