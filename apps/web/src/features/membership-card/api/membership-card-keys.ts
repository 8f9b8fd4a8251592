// Query keys of the digital card's calls. The member's card is keyed by their id, so a card never
// shows for another member who signs in later in the same tab.
export const membershipCardKeys = {
  card: (uid: string) => ['membership-card', uid] as const,
  verification: (token: string) => ['card-verification', token] as const,
  walletProviders: () => ['wallet-providers'] as const,
};
