// The header, mobile menu and mobile search modal for a visitor, through the real route table.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { stubViewport } from '../../test/viewport.ts';
import { categoriesFixture } from '../../test/fixtures/deals.ts';
import { tagsFixture, websiteMenuFixture } from '../../test/fixtures/navigation.ts';
import { renderApp } from '../../test/render-app.tsx';

function stubNavigationApi() {
  return stubApi([
    ['GET /api/partners/v2/categories', categoriesFixture],
    ['GET /api/users/website-menu', websiteMenuFixture],
    ['GET /api/partners/v2/tags/suggestions', tagsFixture(['pizza', 'pizzeria'])],
  ]);
}

describe('header, for a visitor', () => {
  it('has the logo, the links of spec §2 and the calls to action', async () => {
    stubNavigationApi();
    stubViewport(1280);
    await renderApp('/about');
    const banner = await screen.findByRole('banner');

    expect(within(banner).getByRole('link', { name: 'SPC home' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Discounts', '/deals'],
      ['SPC+', '/cibc'],
      ['Blog', '/blogs'],
      ['Tim Hortons', '/timhortons'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
  });

  it('opens the categories panel with All, SPC+ and the loaded categories', async () => {
    stubNavigationApi();
    stubViewport(1280);
    const { user, router } = await renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Categories' }));
    const panel = await screen.findByRole('dialog', { name: 'Browse by category' });
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Fitness' })).toBeInTheDocument());
    expect(within(panel).getByRole('link', { name: 'All discounts' })).toHaveAttribute('href', '/deals');
    expect(within(panel).getByRole('link', { name: 'SPC+ exclusives' })).toHaveAttribute('href', '/spc-plus');
    expect(within(panel).getByRole('link', { name: 'Food' })).toHaveAttribute('href', '/deals/category/food');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.click(await screen.findByRole('link', { name: 'Food' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/category/food'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the desktop search button opens the search panel; a search goes to /search/{query}', async () => {
    stubNavigationApi();
    stubViewport(1280);
    const { user, router } = await renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const panel = await screen.findByRole('dialog', { name: 'Search discounts' });
    const box = within(panel).getByRole('combobox', { name: 'Search discounts' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'pizza{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search/pizza'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is in French with French selected', async () => {
    stubNavigationApi();
    await renderApp('/about', { language: 'fr' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Rabais' })).toHaveAttribute('href', '/deals');
    expect(within(banner).getByRole('link', { name: 'Blogue' })).toHaveAttribute('href', '/blogs');
    expect(within(banner).getByRole('button', { name: 'Catégories' })).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens, traps focus, closes on Escape and gives focus back to its button', async () => {
    stubNavigationApi();
    stubViewport(375);
    const { user } = await renderApp('/about');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const items = within(dialog)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(items).toEqual([
      ['Discounts', '/deals'],
      ['SPC+', '/cibc'],
      ['Blog', '/blogs'],
      ['Tim Hortons', '/timhortons'],
      ['Log in', '/login'],
      ['Get started', '/signup'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Categories' })).toBeInTheDocument();

    // Focus cycles inside the dialog.
    for (let index = 0; index < 12; index += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('closes on an outside click and with its close button', async () => {
    stubNavigationApi();
    stubViewport(375);
    const { user } = await renderApp('/about');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Menu' });
    const overlay = document.querySelector<HTMLElement>('[data-state="open"][class*="bg-slate-900/50"]');
    expect(overlay).not.toBeNull();
    await user.pointer({ keys: '[MouseLeft]', target: overlay! });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());

    await user.click(menuButton);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('navigates and closes when a link is chosen', async () => {
    stubNavigationApi();
    stubViewport(375);
    const { user, router } = await renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Categories opens the search modal: a search box and the tiles, SPC+ first, in the spec order', async () => {
    stubNavigationApi();
    stubViewport(375);
    const { user } = await renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Categories' }),
    );

    const modal = await screen.findByRole('dialog', { name: 'Search and categories' });
    expect(within(modal).getByRole('combobox', { name: 'Search discounts' })).toBeInTheDocument();
    const tiles = within(within(modal).getByRole('list', { name: 'Categories' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(tiles).toEqual([
      ['SPC+', '/spc-plus'],
      ['Fitness', '/deals/category/fitness'],
      ['Food', '/deals/category/food'],
      ['Travel', '/deals/category/travel'],
      ['Fashion', '/deals/category/fashion'],
      ['Tech & Mobile', '/deals/category/tech-mobile'],
      ['Local', '/deals/category/local'],
      ['Beauty', '/deals/category/beauty'],
      ['Entertainment', '/deals/category/entertainment'],
      ['Lifestyle', '/deals/category/lifestyle'],
    ]);
  });

  it('the search button opens the search modal below the desktop width; Escape clears, then closes', async () => {
    stubNavigationApi();
    stubViewport(800);
    const { user } = await renderApp('/about');
    const searchButton = await screen.findByRole('button', { name: 'Search' });
    await user.click(searchButton);
    const modal = await screen.findByRole('dialog', { name: 'Search and categories' });
    const box = within(modal).getByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());

    await user.type(box, 'pizza');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(modal).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchButton).toHaveFocus();
  });
});
