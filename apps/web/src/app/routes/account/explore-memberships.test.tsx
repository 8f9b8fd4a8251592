// /explore-memberships through the real route table: the four ways to a membership, the price as each
// language writes it (spec §9: fr-CA "11,99 $"), and a member who already has a valid card.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';

const withoutCard = () => memberApi({ cards: [] });

describe('/explore-memberships', () => {
  it('lists SPC at its yearly price, the free trial, SPC+ and registering a card', async () => {
    stubApi(withoutCard());
    await renderApp('/explore-memberships');

    expect(await screen.findByRole('heading', { level: 1, name: 'Explore memberships' })).toBeInTheDocument();
    const options = screen.getAllByRole('article');
    expect(options.map((option) => within(option).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'SPC membership',
      'Free trial',
      'SPC+ with CIBC',
      'I already have a card',
    ]);
    const spc = screen.getByRole('article', { name: 'SPC membership' });
    expect(within(spc).getByText('$11.99 a year')).toBeInTheDocument();
    expect(within(spc).getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', '/purchase');
    expect(screen.getByRole('link', { name: 'Start my free trial' })).toHaveAttribute('href', '/signup/purchase');
    expect(screen.getByRole('link', { name: 'Discover SPC+' })).toHaveAttribute('href', '/cibc');
    expect(screen.getByRole('link', { name: 'Register my card' })).toHaveAttribute('href', '/activate');
  });

  it('writes the price the French-Canadian way', async () => {
    stubApi(memberApi({ cards: [], profile: profileFixture({ language: 'fr' }) }));
    await renderApp('/explore-memberships', { language: 'fr' });

    const spc = await screen.findByRole('article', { name: 'Abonnement SPC' });
    expect(within(spc).getByText('11,99 $ par année')).toBeInTheDocument();
  });

  it('is open to visitors too', async () => {
    stubApi(visitorApi);
    await renderApp('/explore-memberships');

    expect(await screen.findByRole('article', { name: 'SPC membership' })).toBeInTheDocument();
  });

  it('tells a member with a valid card they already have one', async () => {
    stubApi(memberApi({ cards: [cardFixture()] }));
    await renderApp('/explore-memberships');

    expect(await screen.findByText('You already have an active membership. Enjoy your deals!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
