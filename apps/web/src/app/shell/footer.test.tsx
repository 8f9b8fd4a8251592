// The footer through the real route table: menu columns from /website-menu, the language selector,
// app badges, social links, copyright and trademark text; a failed menu only leaves the columns out.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { categoriesFixture } from '../../test/fixtures/deals.ts';
import { websiteMenuFixture } from '../../test/fixtures/navigation.ts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';

describe('footer', () => {
  it('shows the three menu columns: in-app routes as links, force_link as a full load, external links apart', async () => {
    stubApi([
      ['GET /api/partners/v2/categories', categoriesFixture],
      ['GET /api/users/website-menu', websiteMenuFixture],
    ]);
    const { user, router } = await renderApp('/contact');
    const footer = await screen.findByRole('contentinfo');
    const menu = await within(footer).findByRole('navigation', { name: 'Footer' });

    const columns = within(menu).getAllByRole('list');
    expect(
      columns.map((column) =>
        within(column)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ),
    ).toEqual([['About us', 'Why SPC'], ['FAQ and help', 'Careers'], ['Partner with us (opens in a new tab)']]);
    const external = within(menu).getByRole('link', { name: /Partner with us/ });
    expect(external).toHaveAttribute('href', 'https://partners.example.com/');
    expect(external).toHaveAttribute('rel', 'noopener');
    expect(external).toHaveAttribute('target', '_blank');

    // A client-side link changes the route without a page load.
    await user.click(within(menu).getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    // force_link: a plain anchor the router does not intercept.
    const careers = within(menu).getByRole('link', { name: 'Careers' });
    expect(careers).toHaveAttribute('href', '/careers');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    careers.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/about');
  });

  it('is in French with French selected', async () => {
    stubApi([['GET /api/users/website-menu', websiteMenuFixture]]);
    await renderApp('/contact', { language: 'fr' });
    const menu = await screen.findByRole('navigation', { name: 'Pied de page' });
    expect(within(menu).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'Carrières' })).toBeInTheDocument();
  });

  it('leaves the columns out when the menu fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi([['GET /api/users/website-menu', () => jsonResponse({ error: 'INTERNAL', message: 'boom' }, 500)]]);
    await renderApp('/contact');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Website menu failed to load', expect.anything()));
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    // The rest of the footer is still there.
    expect(within(footer).getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('has the language selector, app badges, social links, the copyright year and the trademark text', async () => {
    stubApi([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderApp('/contact');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(within(footer).getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    for (const [name, host] of [
      ['SPC on Facebook', 'facebook.com'],
      ['SPC on Instagram', 'instagram.com'],
      ['SPC on TikTok', 'tiktok.com'],
    ] as const) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', expect.stringContaining(host));
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    expect(within(footer).getByText(`© ${new Date().getFullYear()} SPC. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByText(/App Store is a service mark of Apple Inc\./)).toBeInTheDocument();

    await user.click(within(footer).getByRole('button', { name: 'Français' }));
    expect(await within(footer).findByText(/Tous droits réservés/)).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  });
});
