// The pages that take a payment (decision 040): with the Braintree gateway they are served under a
// Content-Security-Policy that also lets Braintree's PayPal checkout load (apps/api/src/plugins/security.ts),
// and the web app loads that checkout only in a document that was served for one of them
// (apps/web/src/lib/paypal-tokenizer.ts). Every other page keeps the site's strict policy (decision 018).
import { LANGUAGES } from './constants.ts';

/** The purchase pages of spec §2 that offer PayPal or lead to a page that does (without language words). */
export const CHECKOUT_PAGES = ['/signup/purchase', '/purchase', '/purchase/summary', '/purchase/guest'] as const;

const isLanguage = (segment: string | undefined) => LANGUAGES.some((language) => language === segment);

/**
 * Whether a path is one of the checkout pages, with or without the language word of spec §2 before or
 * after it (`/fr/purchase/summary`, `/purchase/guest/en`) and a trailing slash; the query is ignored.
 */
export function isCheckoutPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (isLanguage(segments[0])) segments.shift();
  if (isLanguage(segments.at(-1))) segments.pop();
  const bare = `/${segments.join('/')}`;
  return CHECKOUT_PAGES.some((page) => page === bare);
}
