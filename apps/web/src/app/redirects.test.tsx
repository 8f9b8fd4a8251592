// Every public redirect and alias of spec §2 and the language prefixes, through the real route table in
// a memory router.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { categoriesFixture, summaryFixture } from '../test/fixtures/deals.ts';
import { stubApi } from '../test/api-stub.ts';
import { createI18n } from '../lib/i18n.ts';
import { FUNDRAISING_URL } from '../lib/paths.ts';
import { createQueryClient, routerContextFor } from '../lib/query-client.ts';
import { REDIRECT_PATHS } from './redirect-routes.ts';
import { REDIRECTS, redirectLoader } from './redirects.ts';
import { routes } from './router.tsx';

async function settle(path: string, language: 'en' | 'fr' = 'en') {
  stubApi([
    ['GET /api/partners/v2/categories', categoriesFixture],
    ['GET /api/partners/v5/offers/summary', summaryFixture()],
  ]);
  const i18n = await createI18n(language);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routerContextFor(createQueryClient({ retry: false }), i18n),
  });
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, i18n, where };
}

const ALIASES: [from: string, to: string][] = [
  ['/mobile', '/'],
  ['/why-spc-hm', '/why-spc'],
  ['/buyspc', '/why-spc'],
  ['/contact-us', '/contact'],
  ['/contactez-nous', '/contact'],
  ['/terms-of-use', '/terms'],
  ['/terms-of-service', '/terms'],
  ['/conditions-dutilisation', '/terms'],
  ['/privacy-policy', '/privacy'],
  ['/confidentialite', '/privacy'],
  ['/blog', '/blogs'],
  ['/signup/account-creation', '/signup'],
  ['/sportchek', '/'],
  ['/banking', '/cibc'],
  ['/partner/cafe-lumiere', '/deals/cafe-lumiere'],
  ['/partners/cafe-lumiere', '/deals/cafe-lumiere'],
  ['/offer/42', '/deals/offer/42'],
  ['/contest/buy-spc', '/deals'],
  ['/business', '/contact'],
  ['/verifyEmail?oobCode=abc', '/emailverification?oobCode=abc'],
  ['/samsung10', '/deals/samsung'],
  ['/h&m', '/deals/h-m'],
  ['/h%26m', '/deals/h-m'],
  // Aliases keep the campaign of the link.
  ['/contact-us?utm_source=mail', '/contact?utm_source=mail'],
];

describe('redirects and aliases', () => {
  it('routes every rule, and no path without a rule', () => {
    expect([...REDIRECT_PATHS]).toEqual(REDIRECTS.map((rule) => rule.path));
  });

  afterEach(() => vi.doUnmock('../lib/country.ts'));

  // The first hop of each: the route the path matches, and where its loader sends the visitor.
  it.each(ALIASES)('%s → %s', async (from, to) => {
    const url = new URL(from, 'http://localhost');
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const match = matches.at(-1);
    // A redirect route's loader comes with its lazy module (redirect-routes.ts).
    const lazy = match?.route.lazy as (() => Promise<{ loader?: unknown }>) | undefined;
    const loader = match?.route.loader ?? (await lazy?.())?.loader;
    expect(typeof loader).toBe('function');
    const response = await (loader as (args: LoaderFunctionArgs) => Promise<Response> | Response)({
      request: new Request(url),
      params: match?.params ?? {},
    } as LoaderFunctionArgs);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(to);
  });

  // And whole navigations for those that land on a page of the shell.
  it.each([
    ['/why-spc-hm', '/why-spc'],
    ['/contactez-nous?utm_source=mail', '/contact?utm_source=mail'],
    ['/blog', '/blogs'],
    ['/banking', '/cibc'],
    ['/business', '/contact'],
  ])('navigating to %s ends on %s', async (from, to) => {
    const { where } = await settle(from);
    expect(where()).toBe(to);
  });

  it('/fundraise goes to /fundraising, which leaves for the external fundraising site', async () => {
    const fundraise = REDIRECTS.find((rule) => rule.path === 'fundraise');
    const fundraising = REDIRECTS.find((rule) => rule.path === 'fundraising');
    const call = (rule: (typeof REDIRECTS)[number] | undefined, url: string) =>
      redirectLoader(rule!)({
        request: new Request(url),
        params: {},
      } as Parameters<ReturnType<typeof redirectLoader>>[0]);
    expect(call(fundraise, 'http://localhost/fundraise').headers.get('Location')).toBe('/fundraising');
    expect(call(fundraising, 'http://localhost/fundraising?utm_source=x').headers.get('Location')).toBe(
      FUNDRAISING_URL,
    );
  });

  it('the Canada-only redirects are 404 pages outside Canada', async () => {
    vi.resetModules();
    vi.doMock('../lib/country.ts', () => ({ currentCountry: () => 'us', useCountry: () => 'us' }));
    const { redirectLoader: loaderOutsideCanada, REDIRECTS: rules } = await import('./redirects.ts');
    for (const path of ['business', 'verifyEmail', 'samsung10', 'h&m']) {
      const rule = rules.find((item) => item.path === path)!;
      expect(rule.canadaOnly).toBe(true);
      let thrown: unknown;
      try {
        loaderOutsideCanada(rule)({ request: new Request(`http://localhost/${path}`), params: {} } as never);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });

  it('an unknown single segment is the 404 page, not a holiday page', async () => {
    const { router } = await settle('/not-a-holiday');
    expect(router.state.location.pathname).toBe('/not-a-holiday');
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
  });
});

describe('language prefixes', () => {
  it.each([
    ['/fr', '/', 'fr'],
    ['/fr/', '/', 'fr'],
    ['/fr/deals', '/deals', 'fr'],
    ['/fr/deals?sort_by=new', '/deals?sort_by=new', 'fr'],
    ['/deals/fr/', '/deals', 'fr'],
    ['/deals/fr', '/deals', 'fr'],
    ['/about/fr', '/about', 'fr'],
    ['/en/deals', '/deals', 'en'],
    ['/en', '/', 'en'],
    ['/terms/en/', '/terms', 'en'],
  ] as const)('%s → %s in %s', async (from, to, language) => {
    const start = language === 'fr' ? 'en' : 'fr';
    const { where, i18n } = await settle(from, start);
    expect(where()).toBe(to);
    expect(i18n.language).toBe(language);
    expect(window.localStorage.getItem('spc.language')).toBe(language);
  });

  it('also applies to in-app navigation, after the first page', async () => {
    const { router, where, i18n } = await settle('/about');
    await router.navigate('/fr/contact');
    await vi.waitFor(() => expect(where()).toBe('/contact'));
    expect(i18n.language).toBe('fr');
    await router.navigate('/privacy/en/');
    await vi.waitFor(() => expect(where()).toBe('/privacy'));
    expect(i18n.language).toBe('en');
  });

  it('leaves paths that only contain "fr" alone', async () => {
    const { where } = await settle('/freesamples');
    expect(where()).toBe('/freesamples');
  });
});
