// Leaving the app for Google Wallet's save page. One function, so tests can replace the browser
// navigation that jsdom does not do.
export function leaveForWallet(url: string): void {
  window.location.assign(url);
}
