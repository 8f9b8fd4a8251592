// "Choose your membership" (/signup/purchase, and /purchase for a free trial's upgrade): the SPC
// membership at its yearly price, the facts of spec §1, the promo and school code fields, and the way
// on to the summary; the free trial when the page offers it; also "I already have a card", "Buy in
// store" and buying a card without an account (a gift, issue 23 item 14).
import { formatMoney } from '@spc/domain/store-rules';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useProduct } from '../api/get-product.ts';
import { useCodeEntry } from '../hooks/use-code-entry.ts';
import { purchaseErrorMessage } from '../purchase-errors.ts';
import type { PurchaseOrigin, SummaryState } from '../purchase-state.ts';
import { CodeField } from './code-field.tsx';
import { PurchaseLoadError, PurchasePage, PurchasePanel } from './purchase-page.tsx';
import { paths } from '../../../lib/paths.ts';

interface MembershipChoiceProps {
  from: PurchaseOrigin;
  /** A promo code from the URL (?promo= or ?code=), checked as the page opens. */
  initialPromo?: string | null;
  /** A friend's referral code from the URL (?referral=), carried to the order. */
  referralCode?: string | null;
  /** The free-trial offer, shown between the membership and the other ways to join. */
  freeTrial?: ReactNode;
}

export function MembershipChoice({ from, initialPromo, referralCode, freeTrial }: MembershipChoiceProps) {
  const { t } = useTranslation('purchase');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const product = useProduct();
  const promo = useCodeEntry('promo', initialPromo);
  const school = useCodeEntry('school');
  const [continueTried, setContinueTried] = useState(false);
  const promoInput = useRef<HTMLInputElement>(null);
  const schoolInput = useRef<HTMLInputElement>(null);
  const membershipHeading = useId();
  const otherHeading = useId();

  const price = product.data
    ? { cents: product.data.product.price_cents, currency: product.data.product.currency }
    : undefined;
  const checking = promo.checking || school.checking;

  const proceed = () => {
    setContinueTried(true);
    // A code typed but never applied would be silently lost: ask first.
    if (promo.unapplied) {
      promoInput.current?.focus();
      return;
    }
    if (school.unapplied) {
      schoolInput.current?.focus();
      return;
    }
    const state: SummaryState = { from };
    if (promo.valid) state.promoCode = promo.valid;
    if (school.valid) state.schoolCode = school.valid;
    if (referralCode) state.referralCode = referralCode;
    void navigate(paths.purchaseSummary(), { state });
  };

  let priceLine;
  if (product.isError) {
    priceLine = (
      <PurchaseLoadError
        message={purchaseErrorMessage(t, product.error)}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  } else if (price) {
    priceLine = (
      <p className="text-3xl font-bold text-slate-900">
        {t('choice.price', { price: formatMoney(price.cents, price.currency, language) })}
      </p>
    );
  } else {
    priceLine = (
      <p role="status" className="text-slate-600">
        {t('choice.loadingPrice')}
      </p>
    );
  }

  return (
    <PurchasePage
      title={t(from === 'add-subscription' ? 'choice.upgradeTitle' : 'choice.title')}
      lead={t(from === 'add-subscription' ? 'choice.upgradeLead' : 'choice.lead')}
    >
      <PurchasePanel labelledBy={membershipHeading}>
        <h2 id={membershipHeading} className="text-xl font-bold text-slate-900">
          {t('choice.membership')}
        </h2>
        {priceLine}
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('facts.deals')}</li>
          <li>{t('facts.nonRefundable')}</li>
          <li>{t('facts.canadaOnly')}</li>
          <li>{t('facts.studentId')}</li>
        </ul>
        <CodeField entry={promo} price={price} unappliedWarning={continueTried} inputRef={promoInput} />
        <CodeField entry={school} price={price} unappliedWarning={continueTried} inputRef={schoolInput} />
        {promo.valid && school.valid ? <p className="text-sm text-slate-700">{t('codes.noStacking')}</p> : null}
        <Button size="lg" onClick={proceed} disabled={checking}>
          {t('choice.continue')}
        </Button>
      </PurchasePanel>
      {/* The free trial (spec §4 "Free trial flow"), composed by the route module: features stay apart. */}
      {freeTrial}
      <PurchasePanel labelledBy={otherHeading}>
        <h2 id={otherHeading} className="text-lg font-bold text-slate-900">
          {t('choice.otherWays')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.activate()} className={buttonClasses({ variant: 'secondary' })}>
            {t('choice.haveCard')}
          </Link>
          <Link to={paths.purchaseInStore()} className={buttonClasses({ variant: 'secondary' })}>
            {t('choice.buyInStore')}
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {t('choice.forSomeoneElse')}{' '}
          <Link to={paths.purchaseGuest()} className="font-semibold text-brand-700 underline">
            {t('choice.buyWithoutAccount')}
          </Link>
        </p>
      </PurchasePanel>
    </PurchasePage>
  );
}
