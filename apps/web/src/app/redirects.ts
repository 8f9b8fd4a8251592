// The public redirects and aliases of spec §2, as one table: each rule is the loader of a route whose
// path redirect-routes.ts lists (the table loads with the first redirect followed, not with the home
// page). Aliases keep the query string (campaign parameters survive them). Targets we chose where the spec names
// none are explained beside them and in docs/decisions (navigation shell record).
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { currentCountry } from '../lib/country.ts';
import { FUNDRAISING_URL, paths } from '../lib/paths.ts';

export interface RedirectRule {
  /** Route pattern, relative to the root ("partner/:name"). */
  path: string;
  /** Where it goes, from the route params. Absolute http(s) URLs leave the app. */
  to: (params: Record<string, string | undefined>) => string;
  /** Spec §2 "Canada-only redirects": in another country the path is a 404. */
  canadaOnly?: boolean;
  /** Keep the query string (default true; off for external targets). */
  keepQuery?: boolean;
}

const to = (target: string) => () => target;

/** In the order of REDIRECT_PATHS (redirect-routes.ts), which a test holds equal to these paths. */
export const REDIRECTS: readonly RedirectRule[] = [
  { path: 'mobile', to: to(paths.home()) },
  { path: 'why-spc-hm', to: to(paths.whySpc()) },
  { path: 'buyspc', to: to(paths.whySpc()) },
  { path: 'fundraise', to: to(paths.fundraising()) },
  // Spec: "/fundraising is an external redirect".
  { path: 'fundraising', to: to(FUNDRAISING_URL), keepQuery: false },
  { path: 'contact-us', to: to(paths.contact()) },
  { path: 'contactez-nous', to: to(paths.contact()) },
  { path: 'terms-of-use', to: to(paths.terms()) },
  { path: 'terms-of-service', to: to(paths.terms()) },
  { path: 'conditions-dutilisation', to: to(paths.terms()) },
  { path: 'privacy-policy', to: to(paths.privacy()) },
  { path: 'confidentialite', to: to(paths.privacy()) },
  { path: 'blog', to: to(paths.blogs()) },
  { path: 'signup/account-creation', to: to(paths.signup()) },
  { path: 'sportchek', to: to(paths.home()) },
  { path: 'banking', to: to(paths.cibc()) },
  { path: 'partner/:name', to: ({ name = '' }) => paths.partner(name) },
  { path: 'partners/:name', to: ({ name = '' }) => paths.partner(name) },
  { path: 'offer/:id', to: ({ id = '' }) => paths.offerById(id) },
  { path: 'contest/buy-spc', to: to(paths.deals()) },
  // Canada-only redirects: the spec names no targets, so each goes where its name points.
  // /business: partnership enquiries go through the contact page.
  { path: 'business', to: to(paths.contact()), canadaOnly: true },
  // /verifyEmail: the old e-mail verification link, to the verification page with its query (oobCode…).
  { path: 'verifyEmail', to: to(paths.emailVerification()), canadaOnly: true },
  // /samsung10 and /h&m: partner campaigns, to the partner's page (which falls back to a search).
  { path: 'samsung10', to: to(paths.partner('samsung')), canadaOnly: true },
  { path: 'h&m', to: to(paths.partner('h-m')), canadaOnly: true },
];

function isExternal(target: string): boolean {
  return /^https?:\/\//.test(target);
}

export function redirectLoader(rule: RedirectRule) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (rule.canadaOnly && currentCountry() !== 'ca') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
      throw data(null, { status: 404, statusText: 'Not found' });
    }
    const target = rule.to(params);
    if (!(rule.keepQuery ?? !isExternal(target))) return redirect(target);
    // The target's own query first, then the visitor's (utm_*, source…), without duplicates.
    const [pathname = '', targetQuery = ''] = target.split('?');
    const query = new URLSearchParams(targetQuery);
    for (const [key, value] of new URL(request.url).searchParams) if (!query.has(key)) query.append(key, value);
    const search = query.toString().replaceAll('%2C', ',');
    return redirect(search ? `${pathname}?${search}` : pathname);
  };
}

/** The loader of the redirect route at `path` (redirect-routes.ts). */
export function redirectLoaderAt(path: string) {
  const rule = REDIRECTS.find((candidate) => candidate.path === path);
  if (!rule) throw new Error(`no redirect rule for ${path}`);
  return redirectLoader(rule);
}
