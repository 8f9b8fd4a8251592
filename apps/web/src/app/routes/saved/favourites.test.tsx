// /favourites through the real route table, the API stubbed (spec §2 "/favourites", "Saved lists
// (create, saved, delete, edit)"; §4 "Updates"): the member's lists and favourite offers, their empty,
// loading-failure and filled states, and managing the lists from here.
import type { SavedList } from '@spc/domain/member-offers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { offersFixture } from '../../../test/fixtures/deals.ts';
import { memberRoutes } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { savedServer, type SavedServerOptions } from '../../../features/saved/testing/saved-api.ts';

// Dialog journeys through the whole app: slow on a busy machine.
const SLOW = { timeout: 15_000 };

async function openFavourites(
  options: SavedServerOptions = {},
  { before = [], language = 'en' }: { before?: StubRoute[]; language?: 'en' | 'fr' } = {},
) {
  const server = savedServer({ offers: offersFixture, ...options });
  const fetchMock = stubApi([...before, ...server.routes, ...memberRoutes({ language })]);
  const app = await renderApp('/favourites', { language });
  await screen.findByRole('heading', { level: 1, name: language === 'fr' ? 'Mes sauvegardes' : 'Saved' });
  return { ...app, fetchMock, server };
}

const listsSection = () => screen.getByRole('region', { name: 'My lists' });
const offersSection = () => screen.getByRole('region', { name: 'Favourite offers' });

const threeLists: SavedList[] = [
  { id: 1, name: 'Road trip', offer_ids: [1, 2, 9] },
  { id: 2, name: 'Gifts', offer_ids: [1] },
  { id: 3, name: 'Someday' },
];

describe('/favourites', SLOW, () => {
  it('says when there are no lists and no favourites yet, with a way to the deals', async () => {
    await openFavourites();

    expect(await within(listsSection()).findByRole('heading', { name: 'No saved lists yet' })).toBeInTheDocument();
    expect(await within(offersSection()).findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(within(offersSection()).getByRole('link', { name: 'Browse discounts' })).toHaveAttribute('href', '/deals');
    await waitFor(() => expect(document.title).toBe('Saved — SPC'));
  });

  it('lists the saved lists with their counts and links, and the favourite offers', async () => {
    const { user, server } = await openFavourites({ lists: threeLists, favourites: [2, 1] });

    const road = await within(listsSection()).findByRole('link', { name: 'Road trip' });
    expect(road).toHaveAttribute('href', '/favourites/list/1?source=favourites');
    const items = within(listsSection()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/offers?$/).textContent)).toEqual([
      '3 offers',
      '1 offer',
      '0 offers',
    ]);

    const grid = await within(offersSection()).findByRole('list', { name: 'Offers' });
    expect(within(grid).getByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
    const card = within(grid).getByRole('group', { name: '20% off online orders' });
    const heart = within(card).getByRole('button', { name: 'Remove from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Turning a heart off here takes the offer off the page at once.
    await user.click(heart);
    await waitFor(() => expect(within(grid).queryByRole('link', { name: '20% off online orders' })).toBeNull());
    await waitFor(() => expect(server.state.favourites).toEqual([1]));
  });

  it('shows a failure to load the lists with a retry', async () => {
    let fail = true;
    const server = savedServer({ lists: threeLists });
    const failing: StubRoute = [
      'GET /api/partners/user/saved-list',
      () =>
        fail
          ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' }, 500)
          : jsonResponse({ lists: server.state.lists }),
    ];
    const { user } = await openFavourites({}, { before: [failing] });

    const alert = await within(listsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your lists.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(listsSection()).findByRole('link', { name: 'Road trip' })).toBeInTheDocument();
  });

  it('creates a list from the page', async () => {
    const { user, server } = await openFavourites();
    const create = await within(listsSection()).findByRole('button', { name: 'Create a list' });

    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create a list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'List name' }), 'Groceries');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(listsSection()).findByRole('link', { name: 'Groceries' })).toBeInTheDocument();
    expect(server.state.lists).toEqual([{ id: 1, name: 'Groceries', offer_ids: [] }]);
    expect(create).toHaveFocus();
  });

  it('renames a list, refusing a name already taken', async () => {
    const { user, server } = await openFavourites({ lists: threeLists });

    await user.click(await within(listsSection()).findByRole('button', { name: 'Rename Gifts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the list' });
    const field = within(dialog).getByRole('textbox', { name: 'List name' });
    expect(field).toHaveValue('Gifts');
    await user.clear(field);
    await user.type(field, 'road trip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('list already exists!');
    // Rolled back: the list keeps its name.
    expect(document.querySelector('a[href="/favourites/list/2?source=favourites"]')).toHaveTextContent(/^Gifts$/);

    await user.clear(field);
    await user.type(field, 'Birthday gifts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(listsSection()).getByRole('link', { name: 'Birthday gifts' })).toBeInTheDocument();
    expect(server.state.lists[1]).toEqual({ id: 2, name: 'Birthday gifts', offer_ids: [1] });
  });

  it('deletes a list after confirming, and Escape cancels with the focus back on its button', async () => {
    const { user, server } = await openFavourites({ lists: threeLists });
    const remove = await within(listsSection()).findByRole('button', { name: 'Delete Road trip' });

    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Delete this list?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveFocus();
    expect(server.state.lists).toHaveLength(3);

    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(listsSection()).queryByRole('link', { name: 'Road trip' })).toBeNull();
    expect(server.state.lists.map((list) => list.name)).toEqual(['Gifts', 'Someday']);
    expect(within(listsSection()).getByRole('heading', { name: 'My lists' })).toHaveFocus();
  });

  it('is in French', async () => {
    await openFavourites({ lists: threeLists }, { language: 'fr' });

    const lists = screen.getByRole('region', { name: 'Mes listes' });
    expect(await within(lists).findByText('3 offres')).toBeInTheDocument();
    expect(within(lists).getByText('1 offre')).toBeInTheDocument();
    expect(within(lists).getByRole('button', { name: 'Renommer Road trip' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Offres favorites' })).findByRole('heading', {
        name: 'Aucun favori pour l’instant',
      }),
    ).toBeInTheDocument();
  });
});
