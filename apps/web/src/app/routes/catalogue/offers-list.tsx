// The body of every paged offers page (category, search, in-store, SPC+ offers): error with retry,
// loading skeleton, empty state, or the grid and its pagination. Composes the deals feature's grid.
import type { Language } from '@spc/domain/constants';
import type { Offer, Partner } from '@spc/domain/offers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DealsErrorState } from '../../../features/deals/components/deals-error-state.tsx';
import { OfferGrid, OfferGridSkeleton } from '../../../features/deals/components/offer-grid.tsx';
import { Pagination } from '../../../features/deals/components/pagination.tsx';

export interface OffersPage {
  offers: Offer[];
  partners_by_id: Record<string, Partner>;
  current_page?: number;
  total_pages?: number;
}

interface OffersListProps {
  query: {
    data: OffersPage | undefined;
    isError: boolean;
    isFetching: boolean;
    dataUpdatedAt: number;
    refetch: () => unknown;
  };
  language: Language;
  /** The empty state of this page. */
  empty: ReactNode;
  /** Another page of the same list; leave out for a list that is not paged. */
  hrefFor?: (page: number) => string;
  busy?: boolean;
  /** What the error state says instead of the default (e.g. a geocoding message). */
  error?: ReactNode;
  /** Buttons on each card (the saved feature's favourite and save-to-list). */
  renderActions?: (offer: Offer) => ReactNode;
}

export function OffersList({ query, language, empty, hrefFor, busy = false, error, renderActions }: OffersListProps) {
  const { t } = useTranslation('deals');
  if (query.isError) {
    return error ?? <DealsErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const page = query.data;
  if (!page) return <OfferGridSkeleton />;
  if (page.offers.length === 0) return <>{empty}</>;
  return (
    <>
      {/* Right under the page's h1: a hidden h2 keeps the cards' h3 titles in heading order. */}
      <h2 className="sr-only">{t('offers.label')}</h2>
      <OfferGrid
        priority
        offers={page.offers}
        partnersById={page.partners_by_id}
        language={language}
        now={query.dataUpdatedAt}
        busy={busy}
        renderActions={renderActions}
      />
      {hrefFor && page.current_page !== undefined && page.total_pages !== undefined ? (
        <Pagination page={page.current_page} totalPages={page.total_pages} hrefFor={hrefFor} />
      ) : null}
    </>
  );
}
