// /favourites/list/{id} through the real route table, the API stubbed (spec §2 "/favourites/list/{id}
// (query source)", §4 "Saved list updates roll back on error"): the list's offers and their removal,
// the back link that follows `source`, and the empty and not-found states.
import type { SavedList } from '@spc/domain/member-offers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { offersFixture } from '../../../test/fixtures/deals.ts';
import { memberRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { savedServer, sentBodies } from '../../../features/saved/testing/saved-api.ts';

// Journeys through the whole app: slow on a busy machine.
const SLOW = { timeout: 15_000 };

const roadTrip: SavedList = { id: 7, name: 'Road trip', offer_ids: [1, 2] };

async function openList(
  path: string,
  lists: SavedList[] = [roadTrip],
  { language = 'en' }: { language?: 'en' | 'fr' } = {},
) {
  const server = savedServer({ lists, offers: offersFixture });
  const fetchMock = stubApi([...server.routes, ...memberRoutes({ language })]);
  const app = await renderApp(path, { language });
  return { ...app, fetchMock, server };
}

describe('/favourites/list/{id}', SLOW, () => {
  it('shows the list’s offers, and removing one saves the list without it', async () => {
    const { user, fetchMock, server } = await openList('/favourites/list/7?source=favourites');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Road trip' });
    expect(screen.getByText('2 offers')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Road trip — Saved — SPC'));
    expect(screen.getByRole('link', { name: 'Back to saved' })).toHaveAttribute('href', '/favourites');
    const grid = screen.getByRole('list', { name: 'Offers' });
    const card = within(grid).getByRole('group', { name: '15% off all drinks' });

    await user.click(within(card).getByRole('button', { name: 'Remove from list' }));

    expect(within(grid).queryByRole('link', { name: '15% off all drinks' })).toBeNull();
    expect(heading).toHaveFocus();
    expect(await screen.findByText('Removed from Road trip')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/partners/user/saved-list/7')).toEqual([
      { name: 'Road trip', offer_ids: [2] },
    ]);
    expect(server.state.lists[0]?.offer_ids).toEqual([2]);
    expect(screen.getByText('1 offer')).toBeInTheDocument();
  });

  it('puts a removed offer back when the server refuses, and says so', async () => {
    const { user, server } = await openList('/favourites/list/7');
    await screen.findByRole('heading', { level: 1, name: 'Road trip' });
    server.state.failNext.add('list');

    const grid = screen.getByRole('list', { name: 'Offers' });
    await user.click(
      within(within(grid).getByRole('group', { name: '20% off online orders' })).getByRole('button', {
        name: 'Remove from list',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t remove this offer from the list. Please try again.',
    );
    expect(await within(grid).findByRole('link', { name: '20% off online orders' })).toBeInTheDocument();
    expect(server.state.lists[0]?.offer_ids).toEqual([1, 2]);
  });

  it('leads back to the deals when not opened from /favourites', async () => {
    await openList('/favourites/list/7?source=deals');
    await screen.findByRole('heading', { level: 1, name: 'Road trip' });
    expect(screen.getByRole('link', { name: 'Back to discounts' })).toHaveAttribute('href', '/deals');
  });

  it('says when the list is empty', async () => {
    await openList('/favourites/list/3', [{ id: 3, name: 'Someday' }], { language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Someday' });
    expect(screen.getByRole('heading', { name: 'Cette liste est vide' })).toBeInTheDocument();
    expect(screen.getByText('0 offre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux rabais' })).toHaveAttribute('href', '/deals');
  });

  it('says when the list does not exist (or is another member’s)', async () => {
    await openList('/favourites/list/99?source=favourites');
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
    expect(screen.getByText('This list doesn’t exist or was deleted.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to saved' })[0]).toHaveAttribute('href', '/favourites');
  });
});
