// The head of the public pages across in-app navigation, through the real route table with the API
// stubbed: after every navigation and language switch there is one title, one description and one
// canonical, the en/fr/x-default alternates of the current page, and the Offer JSON-LD of the current
// offer page only. Also the server-side pieces of seo.ts.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../test/api-stub.ts';
import { categoriesFixture, summaryFixture } from '../test/fixtures/deals.ts';
import { websiteMenuFixture } from '../test/fixtures/navigation.ts';
import {
  categoryOffersFixture,
  listFixture,
  moreOffers,
  offerPageFixture,
  searchFixture,
} from '../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../test/render-app.tsx';
import { isServerRenderedPath, linkTags } from './seo.ts';

const catalogue: StubRoute[] = [
  ['GET /api/users/website-menu', websiteMenuFixture],
  ['GET /api/partners/v2/categories', categoriesFixture],
  ['GET /api/partners/v4/offers/category/food', categoryOffersFixture()],
  ['GET /api/partners/v2/offers/2', offerPageFixture()],
  ['GET /api/partners/offer/2/partner/offers', listFixture(moreOffers.slice(0, 1))],
  ['GET /api/partners/offer/2/related/offers', listFixture(moreOffers.slice(1))],
  ['POST /api/partners/v2/search', searchFixture()],
  ['GET /api/partners/v5/offers/summary', summaryFixture()],
  [
    'GET /api/partners/v2/offers/5',
    () =>
      jsonResponse({ error: 'OFFER_DELISTED', message: 'Offer delisted', partner_url_name: 'northern-threads' }, 410),
  ],
];

interface Head {
  titles: (string | null)[];
  descriptions: (string | null)[];
  canonicals: (string | null)[];
  alternates: string[];
  jsonLd: Record<string, unknown>[];
}

/** What a crawler would read in the document now. */
function head(): Head {
  return {
    titles: [...document.querySelectorAll('title')].map((el) => el.textContent),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((el) => el.getAttribute('content')),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((el) => el.getAttribute('href')),
    alternates: [...document.querySelectorAll('link[rel="alternate"]')]
      .map((el) => `${el.getAttribute('hreflang')} ${el.getAttribute('href')}`)
      .sort(),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (el) => JSON.parse(el.textContent) as Record<string, unknown>,
    ),
  };
}

const origin = () => window.location.origin;

/** The head a page at `path` must have, `title` and `description` aside. */
function pageHead(path: string, language: 'en' | 'fr', title: string, jsonLd: Record<string, unknown>[] = []) {
  const en = `${origin()}${path}`;
  const fr = `${origin()}${path === '/' ? '/fr' : `/fr${path}`}`;
  return {
    titles: [title],
    descriptions: [expect.any(String) as string],
    canonicals: [language === 'fr' ? fr : en],
    alternates: [`en ${en}`, `fr ${fr}`, `x-default ${en}`].sort(),
    jsonLd,
  };
}

async function settledHead(expected: Head | ReturnType<typeof pageHead>) {
  await waitFor(() => expect(head()).toEqual(expected));
}

describe('head tags across in-app navigation', () => {
  it('category → offer → search → category in French → offer in French: always the current page only', async () => {
    stubApi(catalogue);
    const { user, router } = await renderApp('/deals/category/food?source=category&sort_by=new');

    await settledHead(pageHead('/deals/category/food', 'en', 'Food student discounts — SPC'));

    await user.click(await screen.findByRole('link', { name: '20% off online orders' }));
    const offerPath = '/deals/northern-threads/offer/2';
    await settledHead(
      pageHead(offerPath, 'en', '20% off online orders — Northern Threads — SPC', [
        expect.objectContaining({
          '@type': 'Offer',
          name: '20% off online orders',
          url: `${origin()}${offerPath}`,
          offeredBy: expect.objectContaining({ name: 'Northern Threads' }) as unknown,
        }) as Record<string, unknown>,
      ]),
    );
    expect(head().descriptions).toEqual(['Show your SPC card at checkout.']);

    await act(() => router.navigate('/search/coffee'));
    await settledHead(pageHead('/search/coffee', 'en', 'Results for coffee — SPC'));

    // The /fr prefix switches the language and is stripped from the address, as on a first load.
    await act(() => router.navigate('/fr/deals/category/food'));
    await settledHead(pageHead('/deals/category/food', 'fr', 'Rabais étudiants — Alimentation — SPC'));
    expect(router.state.location.pathname).toBe('/deals/category/food');

    await act(() => router.navigate(`${offerPath}?source=category`));
    await settledHead(
      pageHead(offerPath, 'fr', '20 % de rabais sur les commandes en ligne — Northern Threads — SPC', [
        expect.objectContaining({
          name: '20 % de rabais sur les commandes en ligne',
          url: `${origin()}/fr${offerPath}`,
        }) as Record<string, unknown>,
      ]),
    );
    expect(head().descriptions).toEqual(['Présentez votre carte SPC à la caisse.']);
  });

  it('home → /deals → a category → an offer: the home page’s and the listing’s tags do not stay behind', async () => {
    stubApi(catalogue);
    const { user } = await renderApp('/');
    await settledHead(pageHead('/', 'en', 'SPC — Student discounts across Canada'));

    await user.click(await screen.findByRole('link', { name: 'Browse discounts' }));
    await settledHead(pageHead('/deals', 'en', 'All discounts — SPC'));

    const strip = await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(within(strip).getByRole('link', { name: 'Food' }));
    await settledHead(pageHead('/deals/category/food', 'en', 'Food student discounts — SPC'));

    await user.click(await screen.findByRole('link', { name: '20% off online orders' }));
    await settledHead(
      pageHead('/deals/northern-threads/offer/2', 'en', '20% off online orders — Northern Threads — SPC', [
        expect.objectContaining({ '@type': 'Offer' }) as Record<string, unknown>,
      ]),
    );
  });

  it('leaves no Offer data on a delisted offer, and no links on a page that is not found', async () => {
    stubApi(catalogue);
    const { router } = await renderApp('/deals/northern-threads/offer/2');
    await waitFor(() => expect(head().jsonLd).toHaveLength(1));

    await act(() => router.navigate('/deals/northern-threads/offer/5'));
    await settledHead(pageHead('/deals/northern-threads/offer/5', 'en', 'Offer no longer available — SPC'));

    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(head().titles).toEqual(['Page not found — SPC']));
    expect(head()).toMatchObject({ canonicals: [], alternates: [], jsonLd: [] });
  });
});

describe('seo.ts', () => {
  it('renders the public pages on the server, and leaves the others to the SPA shell', () => {
    for (const path of [
      '/',
      '/deals',
      '/deals/category/food',
      '/deals/northern-threads',
      '/deals/northern-threads/offer/2',
      '/deals/offer/2',
      '/search/coffee',
      '/search/inStore',
      '/brands',
      '/trending',
      '/plus-offers',
      '/weekly-deals/7',
      '/about',
      '/why-spc',
      '/contact',
      '/faq-help',
      '/terms',
      '/privacy',
      '/careers',
      '/blogs',
      '/blog/first-week-budget',
      '/landingcontest/spring-draw',
      '/campus',
      '/campus/12',
      '/freesamples',
      '/coming-soon',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
    for (const path of ['/profile', '/login', '/deals/a/b', '/about/team', '/blog', '/blog/a/b', '/brands/a']) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });

  it('writes escaped fallback links for a rendered page that has none of its own', () => {
    expect(linkTags('https://spc.example', '/deals', '?category=a"b&page=2', 'fr')).toBe(
      '<link rel="canonical" href="https://spc.example/fr/deals?category=a%22b&amp;page=2" />' +
        '<link rel="alternate" hreflang="en" href="https://spc.example/deals?category=a%22b&amp;page=2" />' +
        '<link rel="alternate" hreflang="fr" href="https://spc.example/fr/deals?category=a%22b&amp;page=2" />' +
        '<link rel="alternate" hreflang="x-default" href="https://spc.example/deals?category=a%22b&amp;page=2" />',
    );
  });
});
