// Leaving the app for a partner's site (/redirect-to-partner). `replace`, so the back button skips the
// hand-off page rather than bouncing to the partner again. One function, so tests can replace the
// browser navigation that jsdom does not do. Only ever called with a URL the API returned (it refuses
// links off the partner's host: docs/api-member-offers.md "No open redirect").
export function leaveForPartner(url: string): void {
  window.location.replace(url);
}
