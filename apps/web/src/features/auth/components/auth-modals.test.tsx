// Spec §8 "Handling": a 429 on any call opens the rate-limited modal (and the error still reaches the
// page, which shows its own error state). Spec §2 "Modals": it closes on OK, Escape or its close button,
// and gives the focus back.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { categoriesFixture } from '../../../test/fixtures/deals.ts';
import { visitorRoutes } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const tooMany = () =>
  jsonResponse({ error: 'RATE_LIMITED', message: 'Too many requests at the moment. Please try again later' }, 429);

describe('rate-limited modal', () => {
  it('opens on a 429 from any call; the page still gets its error', async () => {
    stubApi([
      ...visitorRoutes,
      ['GET /api/partners/v2/categories', categoriesFixture],
      ['GET /api/partners/v5/offers/summary', tooMany],
    ]);
    const { user } = await renderApp('/deals');

    const modal = await screen.findByRole('dialog', { name: 'Too many requests' });
    expect(modal).toHaveAccessibleDescription('Too many requests at the moment. Please try again later');

    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The error reached the deals page too, which shows its own error state.
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('closes on Escape and with its close button, and opens again on the next 429', async () => {
    let limited = true;
    stubApi([
      ...visitorRoutes,
      ['GET /api/partners/v2/categories', categoriesFixture],
      [
        'GET /api/partners/v5/offers/summary',
        () => (limited ? tooMany() : jsonResponse({ error: 'x', message: 'y' }, 500)),
      ],
    ]);
    const { user } = await renderApp('/deals');
    await screen.findByRole('dialog', { name: 'Too many requests' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const retry = await screen.findByRole('button', { name: /try again/i });
    await user.click(retry);
    const modal = await screen.findByRole('dialog', { name: 'Too many requests' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that made the call.
    expect(retry).toHaveFocus();
    limited = false;
  });
});
