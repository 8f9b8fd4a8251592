// The favourite hearts of /deals (spec §4 "Updates": the favourites update is optimistic — it applies
// locally, fetches the server's list, merges additions and removals, saves; on failure the prior list
// is restored), through the real route table with the API stubbed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubHandler, type StubRoute } from '../../../test/api-stub.ts';
import { categoriesFixture, summaryFixture } from '../../../test/fixtures/deals.ts';
import { memberRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { savedServer } from '../testing/saved-api.ts';

// Dialog journeys through the whole app: slow on a busy machine.
const SLOW = { timeout: 15_000 };

const catalogue: StubRoute[] = [
  ['GET /api/partners/v2/categories', categoriesFixture],
  ['GET /api/partners/v5/offers/summary', summaryFixture()],
];

const FAVOURITES = '/api/users/v2/user/favouriteOffers';

/** PUT answers held until the test releases them, passed on to the fake server then. */
function heldPuts(server: ReturnType<typeof savedServer>) {
  const handler = server.routes.find(([match]) => match === `PUT ${FAVOURITES}`)?.[1] as StubHandler;
  const waiting: (() => void)[] = [];
  const bodies: unknown[] = [];
  const route: StubRoute = [
    `PUT ${FAVOURITES}`,
    async (request) => {
      bodies.push(request.body);
      await new Promise<void>((resolve) => waiting.push(resolve));
      return handler(request);
    },
  ];
  const releaseNext = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.();
  };
  return { route, bodies, releaseNext };
}

async function openDeals(favourites: number[]) {
  const server = savedServer({ favourites });
  const held = heldPuts(server);
  const fetchMock = stubApi([held.route, ...server.routes, ...catalogue, ...memberRoutes()]);
  const app = await renderApp('/deals');
  await screen.findByRole('link', { name: '15% off all drinks' });
  const heart = (title: string) =>
    within(screen.getByRole('group', { name: title })).getByRole('button', { name: /favourites$/ });
  return { ...app, fetchMock, server, held, heart };
}

describe('favourite hearts', SLOW, () => {
  it('turn on at once, then save the local change merged into what the server has meanwhile', async () => {
    const { user, server, held, heart } = await openDeals([2, 6]);
    // The page has read the favourites (offer 2's heart is on)…
    await waitFor(() => expect(heart('20% off online orders')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'false');
    // …then another device adds offer 7.
    server.state.favourites = [2, 6, 7];

    await user.click(heart('15% off all drinks'));

    // Optimistic: pressed while the save is still on its way.
    await waitFor(() => expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('15% off all drinks')).toHaveAccessibleName('Remove from favourites');
    await held.releaseNext();
    await waitFor(() => expect(server.state.favourites).toEqual([2, 6, 7, 1]));
    expect(held.bodies).toEqual([{ favourite_offer_ids: [2, 6, 7, 1] }]);
    expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'true');
  });

  it('turn off keeping what the server gained meanwhile', async () => {
    const { user, server, held, heart } = await openDeals([2, 6]);
    await waitFor(() => expect(heart('20% off online orders')).toHaveAttribute('aria-pressed', 'true'));
    server.state.favourites = [2, 6, 8];

    await user.click(heart('20% off online orders'));
    await waitFor(() => expect(heart('20% off online orders')).toHaveAttribute('aria-pressed', 'false'));
    await held.releaseNext();

    await waitFor(() => expect(server.state.favourites).toEqual([6, 8]));
    expect(held.bodies).toEqual([{ favourite_offer_ids: [6, 8] }]);
  });

  it('save two quick toggles one after the other, the second merged onto the first', async () => {
    const { user, server, held, heart } = await openDeals([]);
    await waitFor(() => expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'false'));

    await user.click(heart('15% off all drinks'));
    await user.click(heart('20% off online orders'));
    await waitFor(() => expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(heart('20% off online orders')).toHaveAttribute('aria-pressed', 'true'));

    await held.releaseNext();
    await held.releaseNext();
    await waitFor(() => expect(server.state.favourites).toEqual([1, 2]));
    expect(held.bodies).toEqual([{ favourite_offer_ids: [1] }, { favourite_offer_ids: [1, 2] }]);
    expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'true');
  });

  it('go back to the prior list when the save fails, and say so', async () => {
    const { user, server, held, heart } = await openDeals([2]);
    await waitFor(() => expect(heart('20% off online orders')).toHaveAttribute('aria-pressed', 'true'));
    server.state.failNext.add('favourites');

    await user.click(heart('15% off all drinks'));
    await waitFor(() => expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'true'));
    await held.releaseNext();

    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t update your favourites. Please try again.');
    expect(heart('15% off all drinks')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('20% off online orders')).toHaveAttribute('aria-pressed', 'true');
    expect(server.state.favourites).toEqual([2]);
  });
});
