// The responsive grid of offer cards (1 column on phones, up to 4 on desktop) and its loading skeleton.
// The grid is memoised: a page that re-renders for another reason (the session arriving after hydration,
// above all) does not render its cards again when their props are the same (pass `renderActions` stable).
import type { Language } from '@spc/domain/constants';
import type { Offer, OffersSummaryResponse } from '@spc/domain/offers';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferCard } from './offer-card.tsx';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

interface OfferGridProps {
  offers: OffersSummaryResponse['offers'];
  partnersById: OffersSummaryResponse['partners_by_id'];
  language: Language;
  now: number;
  /** True while the next list loads: the current one stays, dimmed. */
  busy?: boolean;
  /** Buttons for each card, from another feature through the route module (favourite, save to list). */
  renderActions?: ((offer: Offer) => ReactNode) | undefined;
  /** Shows the first `limit` offers only (so the caller passes its list as it is, and the memo holds). */
  limit?: number;
  /** The page's first grid: its first cover loads at once (the largest picture of the first screen). */
  priority?: boolean;
}

export const OfferGrid = memo(function OfferGrid({
  offers,
  partnersById,
  language,
  now,
  busy = false,
  renderActions,
  limit,
  priority = false,
}: OfferGridProps) {
  const { t } = useTranslation('deals');
  return (
    <ul
      aria-label={t('offers.label')}
      aria-busy={busy}
      className={`${gridClass} transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {(limit === undefined ? offers : offers.slice(0, limit)).map((offer, index) => (
        <li key={offer.offer_id}>
          <OfferCard
            offer={offer}
            priority={priority && index === 0}
            partner={partnersById[String(offer.partner_id)]}
            language={language}
            now={now}
            actions={renderActions?.(offer)}
          />
        </li>
      ))}
    </ul>
  );
});

export function OfferGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('deals');
  return (
    <div>
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex animate-pulse flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div className="aspect-video rounded-xl bg-slate-200" />
            <div className="flex items-center gap-3">
              <div className="size-14 rounded-xl bg-slate-200" />
              <div className="h-3 w-24 rounded bg-slate-200" />
            </div>
            <div className="h-4 w-full rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="mt-auto h-5 w-20 rounded-full bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
