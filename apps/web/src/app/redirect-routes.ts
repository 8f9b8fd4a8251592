// The paths of the public redirects and aliases of spec §2 (redirects.ts holds their rules): routes
// whose loader comes with the first redirect followed, so the home page carries only these paths.
import type { RouteObject } from 'react-router';

export const REDIRECT_PATHS = [
  'mobile',
  'why-spc-hm',
  'buyspc',
  'fundraise',
  'fundraising',
  'contact-us',
  'contactez-nous',
  'terms-of-use',
  'terms-of-service',
  'conditions-dutilisation',
  'privacy-policy',
  'confidentialite',
  'blog',
  'signup/account-creation',
  'sportchek',
  'banking',
  'partner/:name',
  'partners/:name',
  'offer/:id',
  'contest/buy-spc',
  'business',
  'verifyEmail',
  'samsung10',
  'h&m',
] as const;

export const redirectRoutes: RouteObject[] = REDIRECT_PATHS.map((path) => ({
  path,
  lazy: async () => ({ loader: (await import('./redirects.ts')).redirectLoaderAt(path) }),
}));
