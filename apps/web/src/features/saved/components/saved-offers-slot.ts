// How the saved pages show offers: features do not import each other, so the route module
// (app/saved-routes.tsx) hands in the deals feature's grid and its skeleton, and these pages give it
// the offers and the buttons each card carries.
import type { Offer, Partner } from '@spc/domain/offers';
import type { ReactNode } from 'react';

export interface SavedOffersView {
  offers: Offer[];
  partnersById: Record<string, Partner>;
  /** Epoch ms the offers were read at (the cards' limited-time badges are checked against it). */
  now: number;
  renderActions?: (offer: Offer) => ReactNode;
}

export interface SavedOffersSlots {
  renderOffers: (view: SavedOffersView) => ReactNode;
  /** Shown while the offers load. */
  offersSkeleton: ReactNode;
}
