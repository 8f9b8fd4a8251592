// The back-to-school market (store /bts-market-offers): the offers of the booth's partners; a member with
// a membership gets their own code for each, once ('Already Redeemed Offer' after).
import type { BtsMarketOffer } from '@spc/domain/bts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useMarketOffers, useOrderMarketOffer } from '../api/market-offers.ts';
import { btsErrorKey } from '../bts-errors.ts';

export function MarketOffers() {
  const { t } = useTranslation('student');
  const session = useSession();
  const uid = session?.registered ? session.user.uid : undefined;
  const offers = useMarketOffers(uid);
  return (
    <section aria-labelledby="bts-market" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="bts-market" className="text-2xl font-bold text-slate-900">
          {t('bts.market.title')}
        </h2>
        <p className="text-slate-700">{uid ? t('bts.market.lead') : t('bts.market.leadVisitor')}</p>
      </div>
      {offers.isError ? (
        <p className="text-slate-600">{t('bts.market.error')}</p>
      ) : !offers.data ? (
        <div aria-busy="true" className="h-32 animate-pulse rounded-2xl bg-slate-100" />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {offers.data.offers.map((offer) => (
            <MarketOfferItem key={offer.id} offer={offer} uid={uid} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MarketOfferItem({ offer, uid }: { offer: BtsMarketOffer; uid: string | undefined }) {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  const fr = language === 'fr';
  const order = useOrderMarketOffer(uid);
  const [error, setError] = useState<string | null>(null);
  const title = fr ? offer.title_fr : offer.title_en;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{offer.partner_name}</p>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <p className="text-slate-700">{fr ? offer.description_fr : offer.description_en}</p>
      {offer.code ? (
        <p role="status" className="rounded-lg bg-slate-100 p-2">
          {t('bts.market.yourCode')} <span className="font-mono font-bold tracking-wider">{offer.code}</span>
        </p>
      ) : uid ? (
        <button
          type="button"
          disabled={order.isPending}
          aria-label={t('bts.market.getCodeFor', { title })}
          onClick={() => {
            setError(null);
            order.mutate(offer.id, { onError: (failure) => setError(t(btsErrorKey(failure))) });
          }}
          className={buttonClasses({ variant: 'secondary', className: 'mt-auto self-start' })}
        >
          {t('bts.market.getCode')}
        </button>
      ) : null}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}
