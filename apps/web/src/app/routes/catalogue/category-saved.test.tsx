// Favourites and saved lists on a category page (spec §2, §4 "Create list": on Category, Deal and
// Deals pages a created list reopens the chooser; §3 "Favourites": favourite_categories), through the
// real route table with the API stubbed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedServer } from '../../../features/saved/testing/saved-api.ts';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { categoriesFixture } from '../../../test/fixtures/deals.ts';
import { categoryOffersFixture } from '../../../test/fixtures/offers.ts';
import { memberRoutes, visitorRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Dialog journeys through the whole app: slow on a busy machine.
const SLOW = { timeout: 15_000 };

const catalogue: StubRoute[] = [
  ['GET /api/partners/v2/categories', categoriesFixture],
  ['GET /api/partners/v4/offers/category/food', categoryOffersFixture()],
];

async function openFood({ member = true, categories = [] as number[] } = {}) {
  const server = savedServer({ lists: [{ id: 1, name: 'Lunch spots', offer_ids: [] }], categories });
  stubApi([...server.routes, ...catalogue, ...(member ? memberRoutes() : visitorRoutes)]);
  const app = await renderApp('/deals/category/food');
  await screen.findByRole('heading', { level: 1, name: 'Food' });
  return { ...app, server };
}

describe('/deals/category/{name} saving', SLOW, () => {
  it('reopens the chooser after a list is created, with the same offer still to save', async () => {
    const { user, server } = await openFood();
    const card = await screen.findByRole('group', { name: '20% off online orders' });
    const button = within(card).getByRole('button', { name: 'Save to list' });

    await user.click(button);
    const chooser = await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.click(within(chooser).getByRole('button', { name: 'Create a list' }));
    const create = await screen.findByRole('dialog', { name: 'Create a list' });
    await user.type(within(create).getByRole('textbox', { name: 'List name' }), 'Treats');
    await user.click(within(create).getByRole('button', { name: 'Create' }));

    const reopened = await screen.findByRole('dialog', { name: 'Save to a list' });
    expect(await within(reopened).findByText('Treats')).toBeInTheDocument();
    expect(within(reopened).getByText('Lunch spots')).toBeInTheDocument();
    await user.click(within(reopened).getByRole('button', { name: 'Save to Treats' }));

    await waitFor(() => expect(server.state.lists.find((list) => list.name === 'Treats')?.offer_ids).toEqual([2]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('toggles the category as a favourite at once and saves it; a failure puts it back', async () => {
    const { user, server } = await openFood({ categories: [1] });
    const toggle = await screen.findByRole('button', { name: 'Add Food to favourites', pressed: false });

    await user.click(toggle);
    expect(
      await screen.findByRole('button', { name: 'Remove Food from favourites', pressed: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.state.categories).toEqual([1, 2]));

    server.state.failNext.add('categories');
    await user.click(screen.getByRole('button', { name: 'Remove Food from favourites', pressed: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t update your favourites. Please try again.');
    expect(screen.getByRole('button', { name: 'Remove Food from favourites', pressed: true })).toBeInTheDocument();
    expect(server.state.categories).toEqual([1, 2]);
  });

  it('asks a visitor to log in instead', async () => {
    const { user } = await openFood({ member: false });

    await user.click(await screen.findByRole('button', { name: 'Add Food to favourites', pressed: false }));
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
    expect(window.localStorage.getItem('redirectUrl')).toBe(JSON.stringify('/deals/category/food'));
  });
});
