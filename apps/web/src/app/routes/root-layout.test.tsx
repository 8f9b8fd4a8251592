// Spec §2: "Scroll resets to the top unless restoring" — and list filters keep the reader's place.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { categoriesFixture, summaryFixture } from '../../test/fixtures/deals.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('scroll on navigation', () => {
  it('goes back to the top on a new page, not when a filter changes the list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi([
      ['GET /api/partners/v2/categories', categoriesFixture],
      ['GET /api/partners/v5/offers/summary', summaryFixture()],
    ]);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, router } = await renderApp('/deals');
    await screen.findByRole('heading', { level: 1, name: 'All discounts' });

    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Online' }));
    await waitFor(() => expect(router.state.location.search).toBe('?offer_filters=online'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
