// Whether a URL is an auto-login one (spec §4 "Auto-login"): `?auto_login=yes&custom_token=…` on any page
// except /redirect-to-partner. Apart from the sign-in itself (auto-login.ts, loaded when a URL is one)
// because every navigation asks.
import { paths } from '../../lib/paths.ts';

/** The custom token of an auto-login URL, or null when the URL is not one (or is /redirect-to-partner). */
export function readAutoLoginToken(url: URL): string | null {
  if (url.pathname === paths.redirectToPartner()) return null;
  if (url.searchParams.get('auto_login') !== 'yes') return null;
  const token = url.searchParams.get('custom_token')?.trim();
  return token ? token : null;
}
