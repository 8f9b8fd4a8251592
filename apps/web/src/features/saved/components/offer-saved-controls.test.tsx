// The offer page's favourite toggle and "Save to list" (spec §2, §4: on the Deal page a list created
// from the chooser reopens it), through the real route table with the API stubbed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { listFixture, moreOffers, offerPageFixture } from '../../../test/fixtures/offers.ts';
import { memberRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { savedServer } from '../testing/saved-api.ts';

// Dialog journeys through the whole app: slow on a busy machine.
const SLOW = { timeout: 15_000 };

const offerApi: StubRoute[] = [
  ['GET /api/partners/v2/offers/2', offerPageFixture()],
  ['GET /api/partners/offer/2/partner/offers', listFixture(moreOffers.slice(0, 1))],
  ['GET /api/partners/offer/2/related/offers', listFixture(moreOffers.slice(1))],
];

describe('the offer page’s saving', SLOW, () => {
  it('adds the offer to the favourites, and saves it to a list created on the way', async () => {
    const server = savedServer({ favourites: [5] });
    stubApi([...server.routes, ...offerApi, ...memberRoutes()]);
    const { user } = await renderApp('/deals/northern-threads/offer/2');
    await screen.findByRole('heading', { level: 1, name: '20% off online orders' });

    const heart = await screen.findByRole('button', { name: 'Add to favourites', pressed: false });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('Remove from favourites');
    await waitFor(() => expect(server.state.favourites).toEqual([5, 2]));

    const save = screen.getByRole('button', { name: 'Save to list' });
    await user.click(save);
    const chooser = await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.click(await within(chooser).findByRole('button', { name: 'Create a list' }));
    const create = await screen.findByRole('dialog', { name: 'Create a list' });
    await user.type(within(create).getByRole('textbox', { name: 'List name' }), 'Clothes');
    await user.click(within(create).getByRole('button', { name: 'Create' }));

    const reopened = await screen.findByRole('dialog', { name: 'Save to a list' });
    await user.click(await within(reopened).findByRole('button', { name: 'Save to Clothes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.state.lists).toEqual([{ id: 1, name: 'Clothes', offer_ids: [2] }]));
    expect(save).toHaveFocus();
  });
});
