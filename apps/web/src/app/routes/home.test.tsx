// Home: the SPC+ rule as a pure function, and the catalogue sections under the hero.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { categoriesFixture, offersFixture } from '../../test/fixtures/deals.ts';
import { partnersById, trendingFixture } from '../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';
import { homeRedirect } from './home.tsx';

describe('homeRedirect', () => {
  const spcPlus = { isBankLinked: true };
  it('sends SPC+ users to /deals', () => {
    expect(homeRedirect(spcPlus, new URLSearchParams())).toBe('/deals');
  });
  it('keeps them home with redirectHome', () => {
    expect(homeRedirect(spcPlus, new URLSearchParams('redirectHome=true'))).toBeNull();
    expect(homeRedirect(spcPlus, new URLSearchParams('redirectHome'))).toBeNull();
  });
  it('keeps visitors and other members home', () => {
    expect(homeRedirect(null, new URLSearchParams())).toBeNull();
    expect(homeRedirect({ isBankLinked: false }, new URLSearchParams())).toBeNull();
  });
});

describe('/', () => {
  it('shows the hero, then limited-time, trending and collection sections', async () => {
    stubApi([
      [
        'GET /api/partners/v4/limitedTimeOffers',
        { limited_time_offers: offersFixture.slice(1), partners_by_id: partnersById(offersFixture) },
      ],
      ['GET /api/partners/v2/trendingOffers', trendingFixture()],
      [
        'GET /api/partners/v4/collections',
        () =>
          jsonResponse({
            collections: [
              {
                id: 1,
                url_name: 'coffee',
                name_en: 'Coffee run',
                name_fr: 'Pause café',
                offer_ids: [1],
                offers: offersFixture.slice(0, 1),
              },
            ],
            partners_by_id: partnersById(offersFixture),
          }),
      ],
    ]);
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Limited-time offers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Coffee run' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Trending now' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: '20% off online orders' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'See all' })[0]).toHaveAttribute('href', '/deals?offer_filters=lto');
  });

  it('shows the hero picture first: eager, high fetch priority, alt text in the language', async () => {
    stubApi([['GET /api/partners/v2/categories', categoriesFixture]]);
    const { container } = await renderApp('/', { language: 'fr' });
    await screen.findByRole('img', { name: 'Rabais étudiants' });
    const hero = container.querySelector('section picture img')!;
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
    expect(hero).toHaveAttribute('width', '1280');
    expect(hero).toHaveAttribute('height', '800');
    expect(container.querySelector('section picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      categoriesFixture.hero!.avif,
    );
  });

  it('keeps the hero when a section fails, with a retry there', async () => {
    stubApi([]);
    await renderApp('/');
    expect((await screen.findAllByRole('button', { name: 'Try again' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Browse discounts' })).toBeInTheDocument();
  });
});
