// The loaded session's token marker, held apart from the session module so the API client can read it
// without importing the session (which itself calls the API client): one value, set by the session
// query in the browser, read by `requestHeaders`.

/** The token of the loaded session (only ever set in the browser). */
let currentToken: string | null = null;

/** The current session token marker, for the API client; null for visitors and on the server. */
export function getAuthToken(): string | null {
  return currentToken;
}

/** Set by the session query when it loads, and cleared on sign-out (lib/session.ts). */
export function setAuthToken(token: string | null): void {
  currentToken = token;
}
