// Query keys of the billing calls. Every key starts with the member's id, so one member's billing never
// shows for another who signs in later in the same tab, and a change can refresh all of it at once.
export const billingKeys = {
  all: (uid: string) => ['billing', uid] as const,
  subscription: (uid: string) => ['billing', uid, 'subscription'] as const,
  transactions: (uid: string) => ['billing', uid, 'transactions'] as const,
  bannerStatus: (uid: string) => ['billing', uid, 'banner-status'] as const,
  reminders: (uid: string) => ['billing', uid, 'reminders'] as const,
};
