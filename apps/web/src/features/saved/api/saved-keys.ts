// Query keys of the saved feature (favourites and saved lists). Every key starts with the member's id,
// so one member's lists never show for another who signs in later in the same tab.
export const savedKeys = {
  all: (uid: string) => ['saved', uid] as const,
  favouriteOffers: (uid: string) => ['saved', uid, 'favourite-offers'] as const,
  /** The favourite offers themselves (/favourites): under favouriteOffers, so refreshing it refreshes both. */
  favouriteOffersWithOffers: (uid: string) => ['saved', uid, 'favourite-offers', 'with-offers'] as const,
  favouriteCategories: (uid: string) => ['saved', uid, 'favourite-categories'] as const,
  lists: (uid: string) => ['saved', uid, 'lists'] as const,
  list: (uid: string, id: number | string) => ['saved', uid, 'list', String(id)] as const,
};

/** Mutation keys: updates of one kind run one after the other (`scope`), so each merges the last's result. */
export const savedMutationKeys = {
  favouriteOffers: ['saved', 'favourite-offers'] as const,
  favouriteCategories: ['saved', 'favourite-categories'] as const,
  lists: ['saved', 'lists'] as const,
};

/** The two kinds of favourites (spec §3 "Favourites"): where each is cached and under which field. */
export const FAVOURITE_KINDS = {
  offers: {
    key: savedKeys.favouriteOffers,
    field: 'favourite_offer_ids',
    mutationKey: savedMutationKeys.favouriteOffers,
  },
  categories: {
    key: savedKeys.favouriteCategories,
    field: 'favourite_categories',
    mutationKey: savedMutationKeys.favouriteCategories,
  },
} as const;
export type FavouriteKind = keyof typeof FAVOURITE_KINDS;
