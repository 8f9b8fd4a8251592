// Query keys of the redeem feature. Every key starts with the member's id, so one member's savings never
// show for another who signs in later in the same tab.
export const redeemKeys = {
  all: (uid: string) => ['redeem', uid] as const,
  savings: (uid: string) => ['redeem', uid, 'savings'] as const,
  proxyUrl: (uid: string, offerId: number) => ['redeem', uid, 'proxy-url', offerId] as const,
};
