// Leaving the app for another site (a social provider's consent page). One function, so tests can
// replace the browser navigation that jsdom does not do.
export function leaveApp(url: string): void {
  window.location.assign(url);
}
