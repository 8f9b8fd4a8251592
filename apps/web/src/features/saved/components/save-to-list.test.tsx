// "Save to list" on the offer cards of /deals, through the real route table with the API stubbed (spec
// §2 "Saved-list chooser", "Create list modal", §4 "Create list", "Choosing a list", "Saved list
// updates roll back on error", §5 list-name rule, §8 messages): the chooser's names, counts and save
// actions, choosing a list, a refused save, creating a list, and how the dialogs close.
import type { SavedList } from '@spc/domain/member-offers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { categoriesFixture, summaryFixture } from '../../../test/fixtures/deals.ts';
import { memberRoutes, visitorRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { savedServer, sentBodies } from '../testing/saved-api.ts';
import type { StubRoute } from '../../../test/api-stub.ts';

// Dialog journeys through the whole app: slow on a busy machine.
const SLOW = { timeout: 15_000 };

const NAME_45 = 'Weekend plans with the whole crew in Montréal'; // 45 characters
const NAME_46 = 'Weekend plans with the whole crew in Montréal!'; // 46 characters

const catalogue: StubRoute[] = [
  ['GET /api/partners/v2/categories', categoriesFixture],
  ['GET /api/partners/v5/offers/summary', summaryFixture()],
];

async function openDeals(
  lists: SavedList[],
  { language = 'en', member = true }: { language?: 'en' | 'fr'; member?: boolean } = {},
) {
  const server = savedServer({ lists });
  const fetchMock = stubApi([...server.routes, ...catalogue, ...(member ? memberRoutes({ language }) : visitorRoutes)]);
  const app = await renderApp('/deals', { language });
  await screen.findByRole('link', {
    name: language === 'fr' ? '15 % de rabais sur toutes les boissons' : '15% off all drinks',
  });
  return { ...app, fetchMock, server };
}

/** The buttons of the first offer's card (grouped under the offer's title). */
const firstCard = (language: 'en' | 'fr' = 'en') =>
  screen.getByRole('group', {
    name: language === 'fr' ? '15 % de rabais sur toutes les boissons' : '15% off all drinks',
  });

describe('the saved-list chooser', SLOW, () => {
  it('shows each list with its name, truncated past 45 characters with the full name as tooltip, and its count', async () => {
    expect([...NAME_45]).toHaveLength(45);
    expect([...NAME_46]).toHaveLength(46);
    const { user } = await openDeals([
      { id: 1, name: NAME_45, offer_ids: [2, 5, 6] },
      { id: 2, name: NAME_46, offer_ids: [2] },
      { id: 3, name: 'Empty' },
    ]);

    await user.click(within(firstCard()).getByRole('button', { name: 'Save to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(3);

    // 45 characters: shown whole, no tooltip.
    expect(within(items[0]!).getByText(NAME_45)).toBeInTheDocument();
    expect(within(items[0]!).queryByTitle(NAME_45)).toBeNull();
    expect(within(items[0]!).getByText('3 offers')).toBeInTheDocument();
    // 46 characters: 40 and an ellipsis on screen, the full name as tooltip and for screen readers.
    const shown = within(items[1]!).getByTitle(NAME_46);
    expect(shown).toHaveTextContent(/^Weekend plans with the whole crew in Mon…$/);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(within(items[1]!).getByText(NAME_46)).toHaveClass('sr-only');
    expect(within(items[1]!).getByText('1 offer')).toBeInTheDocument();
    // offer_ids absent: zero items (spec §3).
    expect(within(items[2]!).getByText('0 offers')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: `Save to ${NAME_46}` })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Create a list' })).toBeInTheDocument();
  });

  it('counts in French and marks a list that already has the offer as saved', async () => {
    const { user } = await openDeals(
      [
        { id: 1, name: 'Rentrée', offer_ids: [1, 2] },
        { id: 2, name: 'Vide', offer_ids: [] },
        { id: 3, name: 'Une', offer_ids: [6] },
      ],
      { language: 'fr' },
    );

    await user.click(within(firstCard('fr')).getByRole('button', { name: 'Sauvegarder dans une liste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sauvegarder dans une liste' });
    const [first, second, third] = await within(dialog).findAllByRole('listitem');
    expect(within(first!).getByText('2 offres')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Déjà sauvegardée dans Rentrée' })).toBeDisabled();
    expect(within(second!).getByText('0 offre')).toBeInTheDocument();
    expect(within(third!).getByText('1 offre')).toBeInTheDocument();
    expect(within(third!).getByRole('button', { name: 'Sauvegarder dans Une' })).toBeEnabled();
  });

  it('choosing a list appends the offer, sends the list, closes the chooser and says so', async () => {
    const { user, fetchMock, server } = await openDeals([{ id: 4, name: 'Road trip', offer_ids: [6] }]);
    const button = within(firstCard()).getByRole('button', { name: 'Save to list' });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save to Road trip' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PUT', '/api/partners/user/saved-list/4')).toEqual([
      { name: 'Road trip', offer_ids: [6, 1] },
    ]);
    // A polite confirmation (spec §4), in a live region.
    expect((await screen.findByText('Saved to Road trip')).closest('[aria-live="polite"]')).not.toBeNull();
    expect(server.state.lists[0]?.offer_ids).toEqual([6, 1]);
    expect(button).toHaveFocus();

    // The pending offer is gone; the next "Save to list" is for the other card, and the list counts 2.
    await user.click(
      within(screen.getByRole('group', { name: '20% off online orders' })).getByRole('button', {
        name: 'Save to list',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Save to a list' });
    expect(await within(again).findByText('2 offers')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Save to Road trip' })).toBeEnabled();
  });

  it('a refused save puts the list back as it was and shows an error', async () => {
    const { user, server } = await openDeals([{ id: 4, name: 'Road trip', offer_ids: [6] }]);
    server.state.failNext.add('list');

    await user.click(within(firstCard()).getByRole('button', { name: 'Save to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save to Road trip' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t save this offer to Road trip. Please try again.',
    );
    expect(server.state.lists[0]?.offer_ids).toEqual([6]);
    await user.click(within(firstCard()).getByRole('button', { name: 'Save to list' }));
    const again = await screen.findByRole('dialog', { name: 'Save to a list' });
    expect(within(again).getByText('1 offer')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Save to Road trip' })).toBeEnabled();
  });

  it('closes on Escape and on its close button, giving the focus back to the card’s button', async () => {
    const { user } = await openDeals([{ id: 4, name: 'Road trip', offer_ids: [] }]);
    const button = within(firstCard()).getByRole('button', { name: 'Save to list' });

    await user.click(button);
    await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

describe('creating a list from the chooser', SLOW, () => {
  it('refuses a blank name, shows the server’s already-exists, then adds the list and reopens the chooser', async () => {
    const { user, fetchMock, server } = await openDeals([{ id: 4, name: 'Road trip', offer_ids: [] }]);
    const button = within(firstCard()).getByRole('button', { name: 'Save to list' });

    await user.click(button);
    const chooser = await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.click(within(chooser).getByRole('button', { name: 'Create a list' }));

    const create = await screen.findByRole('dialog', { name: 'Create a list' });
    expect(
      within(create).getByText('Give your list a name. You can add offers to it at any time.'),
    ).toBeInTheDocument();
    const field = within(create).getByRole('textbox', { name: 'List name' });
    expect(field).toHaveFocus();
    await user.type(field, '   ');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(within(create).getByRole('alert')).toHaveTextContent('Enter valid list name');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST', '/api/partners/user/saved-list')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'ROAD TRIP');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await within(create).findByRole('alert')).toHaveTextContent('list already exists!');

    await user.clear(field);
    await user.type(field, '  Rainy   days ');
    await user.click(within(create).getByRole('button', { name: 'Create' }));

    // Spec §4: on the Deals page the chooser comes back, with the new list and the same pending offer.
    const reopened = await screen.findByRole('dialog', { name: 'Save to a list' });
    expect(sentBodies(fetchMock, 'POST', '/api/partners/user/saved-list')).toEqual([
      { name: 'ROAD TRIP' },
      { name: 'Rainy days' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Create a list' })).toBeNull();
    await user.click(within(reopened).getByRole('button', { name: 'Save to Rainy days' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.state.lists[1]).toEqual({ id: 5, name: 'Rainy days', offer_ids: [1] }));
    expect(button).toHaveFocus();
  });

  it('says the same in French', async () => {
    const { user } = await openDeals([{ id: 4, name: 'Voyage', offer_ids: [] }], { language: 'fr' });

    await user.click(within(firstCard('fr')).getByRole('button', { name: 'Sauvegarder dans une liste' }));
    const chooser = await screen.findByRole('dialog', { name: 'Sauvegarder dans une liste' });
    await user.click(within(chooser).getByRole('button', { name: 'Créer une liste' }));
    const create = await screen.findByRole('dialog', { name: 'Créer une liste' });
    const field = within(create).getByRole('textbox', { name: 'Nom de la liste' });

    await user.click(within(create).getByRole('button', { name: 'Créer' }));
    expect(within(create).getByRole('alert')).toHaveTextContent('Entrez un nom de liste valide');

    await user.type(field, 'voyage');
    await user.click(within(create).getByRole('button', { name: 'Créer' }));
    expect(await within(create).findByRole('alert')).toHaveTextContent('Cette liste existe déjà!');
  });

  it('closes on Escape, and the focus goes back to the card’s button', async () => {
    const { user } = await openDeals([]);
    const button = within(firstCard()).getByRole('button', { name: 'Save to list' });

    await user.click(button);
    const chooser = await screen.findByRole('dialog', { name: 'Save to a list' });
    expect(await within(chooser).findByText('You don’t have any lists yet.')).toBeInTheDocument();
    await user.click(within(chooser).getByRole('button', { name: 'Create a list' }));
    await screen.findByRole('dialog', { name: 'Create a list' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

describe('a visitor', SLOW, () => {
  it('gets the login prompt from "Save to list" and from the heart, and comes back here afterwards', async () => {
    const { user, fetchMock } = await openDeals([], { member: false });

    await user.click(within(firstCard()).getByRole('button', { name: 'Save to list' }));
    const prompt = await screen.findByRole('dialog', { name: 'Members only' });
    expect(window.localStorage.getItem('redirectUrl')).toBe(JSON.stringify('/deals'));
    await user.click(within(prompt).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(firstCard()).getByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(firstCard()).getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls(fetchMock).filter((call) => /saved-list|favourite/.test(call))).toEqual([]);
  });
});
