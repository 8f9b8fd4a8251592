// /deals/category/{name} through the real route table, the API stubbed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { categoriesFixture } from '../../../test/fixtures/deals.ts';
import { categoryOffersFixture } from '../../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const categories = ['GET /api/partners/v2/categories', categoriesFixture] as StubRoute;

describe('/deals/category/{name}', () => {
  it('lists the category offers with paging, the strip marking it, and subcategory chips', async () => {
    const fetchMock = stubApi([
      categories,
      [
        'GET /api/partners/v4/offers/category/food',
        categoryOffersFixture(undefined, { current_page: 1, total_pages: 3 }),
      ],
    ]);
    const { user, router } = await renderApp('/deals/category/food?source=category');

    expect(await screen.findByRole('heading', { level: 1, name: 'Food' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15% off all drinks' })).toHaveAttribute(
      'href',
      '/deals/cafe-lumiere/offer/1',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute(
      'href',
      '/deals/category/food?page=2&source=category',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Food' }),
    ).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Food student discounts — SPC'));

    await user.click(screen.getByRole('button', { name: 'Restaurants' }));

    await waitFor(() => expect(router.state.location.search).toBe('?filter=22&source=category'));
    await waitFor(() => expect(calls(fetchMock).at(-1)).toContain('subcategory_filters=22'));
    // The router has the new address before React has rendered it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Restaurants' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('is in French', async () => {
    stubApi([categories, ['GET /api/partners/v4/offers/category/food', categoryOffersFixture()]]);
    await renderApp('/deals/category/food', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Alimentation' })).toBeInTheDocument();
    expect(screen.getByText('2 offres')).toBeInTheDocument();
  });

  it('shows the empty state, and clearing the filters asks again', async () => {
    stubApi([
      categories,
      [
        'GET /api/partners/v4/offers/category/food',
        ({ url }) => jsonResponse(categoryOffersFixture(url.searchParams.has('offer_filters') ? [] : undefined)),
      ],
    ]);
    const { user, router } = await renderApp('/deals/category/food?offer_filters=new');

    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubApi([
      categories,
      [
        'GET /api/partners/v4/offers/category/food',
        () => (fail ? jsonResponse({ error: 'INTERNAL', message: 'x' }, 500) : jsonResponse(categoryOffersFixture())),
      ],
    ]);
    const { user } = await renderApp('/deals/category/food');

    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
  });

  it('is a 404 page for an unknown category', async () => {
    stubApi([
      categories,
      [
        'GET /api/partners/v4/offers/category/nope',
        () => jsonResponse({ error: 'NOT_FOUND', message: 'Category not found' }, 404),
      ],
    ]);
    await renderApp('/deals/category/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
