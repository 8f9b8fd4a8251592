// The signed-in session as the navigation shell sees it. Accounts arrive with issue 4: until then
// everyone is a visitor, so `useSession()` is null and there is no token. The shape is what the
// header's logged-in variants will read (spec §2 "Header", §4 "Derived states").

export interface Session {
  firstName: string;
  /** The token sent as the authorisation header; also the condition of the `utm` header (§7). */
  token: string;
  /** At least one card is active and not expired. */
  hasValidCard: boolean;
  /** The latest-expiring card has cobrand cibc: the header shows the SPC+ logo. */
  isBankLinked: boolean;
  /** Billing is allowed (not a free trial, a valid card, not a gold ticket). */
  canSeeBilling: boolean;
}

/** The current token, for the API client; none until sign-in exists. */
export function getAuthToken(): string | null {
  return null;
}

/** The current session for components; null for visitors. */
export function useSession(): Session | null {
  return null;
}
