// The header, mobile menu and mobile search modal, for a visitor and for members (spec §2 "Header"),
// through the real route table.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../../test/api-stub.ts';
import { stubViewport } from '../../test/viewport.ts';
import { categoriesFixture } from '../../test/fixtures/deals.ts';
import { suggestionsFixture, websiteMenuFixture } from '../../test/fixtures/navigation.ts';
import { cardFixture, daysFromNow, memberRoutes, type MemberOptions } from '../../test/fixtures/session.ts';
import { renderApp } from '../../test/render-app.tsx';

function stubNavigationApi() {
  return stubApi([
    ['GET /api/partners/v2/categories', categoriesFixture],
    ['GET /api/users/website-menu', websiteMenuFixture],
    ['GET /api/partners/v2/tags/suggestions', suggestionsFixture(['pizza', 'pizzeria'])],
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
    // The categories are a list of their own under their heading, apart from the SPC+ shortcut.
    const list = within(panel).getByRole('list', { name: 'Categories' });
    expect(within(list).getByRole('link', { name: 'Food' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'SPC+ exclusives' })).not.toBeInTheDocument();

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

function stubMemberApi(options: MemberOptions = {}) {
  return stubApi([
    ['GET /api/partners/v2/categories', categoriesFixture],
    ['GET /api/users/website-menu', websiteMenuFixture],
    ...memberRoutes(options),
  ]);
}

/** The links of the account menu, opened from the header's account button. */
async function openAccountMenu(user: Awaited<ReturnType<typeof renderApp>>['user'], name = 'Camille') {
  await user.click(await screen.findByRole('button', { name: `Account menu for ${name}` }));
  const panel = await screen.findByRole('dialog', { name: 'Account menu' });
  return within(panel)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('header, for a member', () => {
  it('without a valid card: first name, Explore memberships, and Saved / Profile / Log out', async () => {
    stubMemberApi({ cards: [] });
    stubViewport(1280);
    const { user } = await renderApp('/about');
    const banner = await screen.findByRole('banner');

    const account = await within(banner).findByRole('button', { name: 'Account menu for Camille' });
    expect(account).toHaveTextContent('Camille');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('link', { name: 'Explore memberships' })).toHaveAttribute(
      'href',
      '/explore-memberships',
    );
    expect(within(banner).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'My card' })).not.toBeInTheDocument();

    expect(await openAccountMenu(user)).toEqual([
      ['Saved', '/favourites'],
      ['Profile', '/profile'],
      ['Log out', '/logout'],
    ]);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(account).toHaveFocus();
  });

  it('with a valid card: Billing in the menu, no Explore memberships, and the digital card on a phone', async () => {
    stubMemberApi({ cards: [cardFixture()] });
    stubViewport(375);
    const { user } = await renderApp('/about');
    const banner = await screen.findByRole('banner');

    expect(await within(banner).findByRole('link', { name: 'My card' })).toHaveAttribute('href', '/membership-screen');
    expect(within(banner).queryByRole('link', { name: 'Explore memberships' })).not.toBeInTheDocument();
    expect(await openAccountMenu(user)).toEqual([
      ['Saved', '/favourites'],
      ['Billing', '/billing'],
      ['Profile', '/profile'],
      ['Log out', '/logout'],
    ]);
  });

  it.each([
    ['a gold ticket', { is_g_ticket: true }],
    ['a free trial', { is_free_trial: true }],
    ['an expired card', { expiry_date: daysFromNow(-2) }],
  ])('hides Billing for %s', async (_case, card) => {
    stubMemberApi({ cards: [cardFixture(card)] });
    stubViewport(1280);
    const { user } = await renderApp('/about');
    expect((await openAccountMenu(user)).map(([text]) => text)).toEqual(['Saved', 'Profile', 'Log out']);
  });

  it('hides Billing when the cards could not be loaded (no valid card, spec §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubMemberApi({ cardsFail: true });
    stubViewport(1280);
    const { user } = await renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Explore memberships' })).toBeInTheDocument();
    expect((await openAccountMenu(user)).map(([text]) => text)).toEqual(['Saved', 'Profile', 'Log out']);
  });

  it('shows the SPC+ logo for a bank-linked member', async () => {
    stubMemberApi({ cards: [cardFixture({ cobrand: 'cibc' })] });
    stubViewport(1280);
    await renderApp('/about');
    const banner = await screen.findByRole('banner');
    const home = await within(banner).findByRole('link', { name: 'SPC+ home' });
    expect(home.querySelector('[data-logo]')).toHaveAttribute('data-logo', 'plus');
  });

  it('logging out from the menu signs out and goes home, back to the visitor header', async () => {
    const fetchMock = stubMemberApi();
    stubViewport(1280);
    const { user, router } = await renderApp('/about');
    await openAccountMenu(user);
    await user.click(screen.getByRole('link', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls(fetchMock)).toContain('POST /api/auth/sign-out');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is in French for a member whose profile says French', async () => {
    stubMemberApi({ language: 'fr' });
    stubViewport(1280);
    await renderApp('/about', { language: 'fr' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Menu du compte de Camille' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Découvrir les abonnements' })).toBeInTheDocument();
  });
});

describe('mobile menu, for a member', () => {
  async function menuItems(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    return within(dialog)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  }

  it('registered without a valid card: Saved and Profile, then Explore memberships and Log out', async () => {
    stubMemberApi({ cards: [] });
    stubViewport(375);
    const { user } = await renderApp('/about');
    await screen.findByRole('button', { name: 'Account menu for Camille' });
    expect(await menuItems(user)).toEqual([
      ['Discounts', '/deals'],
      ['SPC+', '/cibc'],
      ['Blog', '/blogs'],
      ['Tim Hortons', '/timhortons'],
      ['Saved', '/favourites'],
      ['Profile', '/profile'],
      ['Explore memberships', '/explore-memberships'],
      ['Log out', '/logout'],
    ]);
  });

  it('with a valid card: Billing too, and no Explore memberships', async () => {
    stubMemberApi({ cards: [cardFixture()] });
    stubViewport(375);
    const { user } = await renderApp('/about');
    await screen.findByRole('button', { name: 'Account menu for Camille' });
    expect((await menuItems(user)).slice(4)).toEqual([
      ['Saved', '/favourites'],
      ['Billing', '/billing'],
      ['Profile', '/profile'],
      ['Log out', '/logout'],
    ]);
  });

  it('unregistered (on the sign-up pages): no Saved or Profile', async () => {
    stubMemberApi({ registered: false });
    stubViewport(375);
    const { user } = await renderApp('/terms');
    await screen.findByRole('button', { name: 'Account menu for Camille' });
    expect((await menuItems(user)).slice(4)).toEqual([
      ['Explore memberships', '/explore-memberships'],
      ['Log out', '/logout'],
    ]);
  });
});
