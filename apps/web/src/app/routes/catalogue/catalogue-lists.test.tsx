// /weekly-deals/{id}, /plus-offers and /trending through the real route table, the API stubbed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { categoriesFixture } from '../../../test/fixtures/deals.ts';
import { pageFixture, trendingFixture, weeklyFixture } from '../../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const failing = () => jsonResponse({ error: 'INTERNAL', message: 'x' }, 500);

describe('/weekly-deals/{id}', () => {
  it('shows the week by name and dates, in French too', async () => {
    stubApi([['GET /api/partners/v2/weekly-deals/week-12', weeklyFixture()]]);
    await renderApp('/weekly-deals/week-12', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Semaine de la rentrée' })).toBeInTheDocument();
    expect(screen.getByText('Du 2 mars 2026 au 8 mars 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15 % de rabais sur toutes les boissons' })).toBeInTheDocument();
  });

  it('has an empty state and a 404 for an unknown week', async () => {
    stubApi([
      ['GET /api/partners/v2/weekly-deals/week-1', weeklyFixture([])],
      [
        'GET /api/partners/v2/weekly-deals/nope',
        () => jsonResponse({ error: 'NOT_FOUND', message: 'Weekly deals not found' }, 404),
      ],
    ]);
    const { unmount } = await renderApp('/weekly-deals/week-1');
    expect(await screen.findByRole('heading', { name: 'No offers this week yet.' })).toBeInTheDocument();
    unmount();
    await renderApp('/weekly-deals/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/plus-offers', () => {
  it('lists a page of SPC+ offers with its filters and paging', async () => {
    const fetchMock = stubApi([
      ['GET /api/partners/v2/plus-offers', pageFixture(undefined, { current_page: 2, total_pages: 2 })],
    ]);
    await renderApp('/plus-offers?page=2&sort_by=alphabetical');

    expect(await screen.findByRole('heading', { level: 1, name: 'SPC+ offers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '20% off online orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /previous/i })).toHaveAttribute(
      'href',
      '/plus-offers?sort_by=alphabetical',
    );
    expect(calls(fetchMock)[0]).toContain('current_page=2&page_size=24&sort_by=alphabetical');
  });

  it('shows an error with a retry, then an empty state', async () => {
    let fail = true;
    stubApi([['GET /api/partners/v2/plus-offers', () => (fail ? failing() : jsonResponse(pageFixture([])))]]);
    const { user } = await renderApp('/plus-offers');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no SPC+ offers right now.')).toBeInTheDocument();
  });
});

describe('/trending', () => {
  it('shows trending offers and switches category', async () => {
    const fetchMock = stubApi([
      ['GET /api/partners/v2/categories', categoriesFixture],
      ['GET /api/partners/v2/trendingOffers', trendingFixture()],
    ]);
    const { user } = await renderApp('/trending');

    expect(await screen.findByRole('heading', { level: 1, name: 'Trending offers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: 'Trending by category' });
    expect(within(switcher).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(switcher).getByRole('link', { name: 'Food' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Trending in Food' })).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock).at(-1)).toContain('/trendingOffers?category=food'));
  });

  it('has an empty state', async () => {
    stubApi([
      ['GET /api/partners/v2/categories', categoriesFixture],
      ['GET /api/partners/v2/trendingOffers', trendingFixture([])],
    ]);
    await renderApp('/trending');
    expect(await screen.findByRole('heading', { name: 'Nothing is trending here yet.' })).toBeInTheDocument();
  });
});
