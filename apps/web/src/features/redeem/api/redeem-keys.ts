// Query keys of the redeem feature. Every member's key starts with the member's id, so one member's
// savings never show for another who signs in later in the same tab; the public code health is nobody's.
export const redeemKeys = {
  all: (uid: string) => ['redeem', uid] as const,
  savings: (uid: string) => ['redeem', uid, 'savings'] as const,
  revealed: (uid: string, offerId: number) => ['redeem', uid, 'revealed', offerId] as const,
  codeHealth: (offerId: number) => ['redeem-public', 'code-health', offerId] as const,
  proxyUrl: (uid: string, offerId: number) => ['redeem', uid, 'proxy-url', offerId] as const,
};
