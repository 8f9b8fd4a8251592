// /purchase/instore is public: the steps to buy a card at a campus store and activate it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { visitorRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/purchase/instore', () => {
  it('shows a visitor how to buy a card in store and where to activate it', async () => {
    stubApi(visitorRoutes);
    const { router } = await renderApp('/purchase/instore');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buy your card in store' })).toBeInTheDocument();
    for (const step of ['Find a campus store', 'Buy the card', 'Activate it online']) {
      expect(screen.getByRole('heading', { level: 2, name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Activate my card' })).toHaveAttribute('href', '/activate');
    expect(router.state.location.pathname).toBe('/purchase/instore');
    expect(document.title).toBe('Buy your card in store — SPC');
  });
});
