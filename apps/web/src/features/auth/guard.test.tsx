// The global guard through the real route table (spec §2 "Auth required", §4 "Global guard"): the
// login prompt with the remembered target, purchase pages to sign-up, unregistered users to sign-up,
// the allowed-login check, and the profile's language.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../test/api-stub.ts';
import { memberRoutes, switchableSession, visitorRoutes } from '../../test/fixtures/session.ts';
import { renderApp } from '../../test/render-app.tsx';

const storedTarget = () => JSON.parse(window.localStorage.getItem('redirectUrl') ?? 'null') as unknown;

describe('a visitor on a members’ page', () => {
  it('opening it directly: home, with the login prompt and the page remembered', async () => {
    stubApi(visitorRoutes);
    const { router } = await renderApp('/favourites');

    const prompt = await screen.findByRole('dialog', { name: 'Members only' });
    expect(router.state.location.pathname).toBe('/');
    expect(storedTarget()).toBe('/favourites');
    expect(prompt).toHaveAccessibleDescription('Log in or become a member to continue.');
    const links = within(prompt)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Log in', '/login'],
      ['Create an account', '/signup'],
      ['Start a free trial', '/signup'],
      ['Buy a membership', '/purchase'],
      ['Register an existing card', '/activate'],
    ]);
  });

  it('following a link to it: stays on the current page under the prompt, with the query remembered', async () => {
    stubApi(visitorRoutes);
    const { router } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });

    await router.navigate('/favourites/list/3?source=home');

    await screen.findByRole('dialog', { name: 'Members only' });
    expect(router.state.location.pathname).toBe('/about');
    expect(storedTarget()).toBe('/favourites/list/3?source=home');
  });

  it('choosing Log in keeps the target for after signing in; dismissing the prompt forgets it', async () => {
    stubApi([...visitorRoutes, ['GET /api/auth/providers', { providers: [] }]]);
    const { user, router } = await renderApp('/profile/edit');

    const prompt = await screen.findByRole('dialog', { name: 'Members only' });
    await user.click(within(prompt).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedTarget()).toBe('/profile/edit');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await router.navigate('/billing');
    await screen.findByRole('dialog', { name: 'Members only' });
    expect(router.state.location.pathname).toBe('/login');
    expect(storedTarget()).toBe('/billing');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedTarget()).toBeNull();
  });

  it('closes with its close button and gives the focus back', async () => {
    stubApi(visitorRoutes);
    const { user, router } = await renderApp('/about');
    const blog = within(await screen.findByRole('banner')).getByRole('link', { name: 'Blog' });
    blog.focus();
    await router.navigate('/membership-screen');
    const prompt = await screen.findByRole('dialog', { name: 'Members only' });
    await user.click(within(prompt).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(blog).toHaveFocus();
  });

  it('a purchase page: sign-up, with the purchase-navigation flag and no prompt', async () => {
    stubApi(visitorRoutes);
    const { router } = await renderApp('/purchase?code=SPRING');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(window.localStorage.getItem('spc.purchaseNavigation')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Members only' })).not.toBeInTheDocument();
  });

  it('public pages stay open to visitors', async () => {
    stubApi(visitorRoutes);
    const { router } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedTarget()).toBeNull();
  });
});

describe('a signed-in user', () => {
  it('a registered member opens a members’ page without a prompt', async () => {
    stubApi(memberRoutes());
    const { router } = await renderApp('/favourites');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/favourites');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an unregistered user goes to sign-up from a members’ page and from a public one', async () => {
    stubApi(memberRoutes({ registered: false }));
    const first = await renderApp('/favourites');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/signup'));
    first.unmount();

    stubApi(memberRoutes({ registered: false }));
    const second = await renderApp('/about');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/signup'));
  });

  it('an unregistered user may read the terms (the sign-up form links to them)', async () => {
    stubApi(memberRoutes({ registered: false }));
    const { router } = await renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('is signed out when the allowed-login check refuses the account', async () => {
    const { routes, state } = switchableSession({ allowed: false }, { signedIn: true });
    const fetchMock = stubApi(routes);
    await renderApp('/about');
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/auth/sign-out'));
    expect(state.signedIn).toBe(false);
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Log in' })).toBeInTheDocument());
  });

  it('stays signed in when allowed; a social sign-in is not checked at all', async () => {
    const email = stubApi(memberRoutes({ allowed: true }));
    const first = await renderApp('/about');
    await screen.findByRole('button', { name: 'Account menu for Camille' });
    await waitFor(() => expect(calls(email)).toContain('POST /api/users/isAllowedLogin'));
    expect(calls(email)).not.toContain('POST /api/auth/sign-out');
    first.unmount();

    window.localStorage.setItem('spc.signInMethod', JSON.stringify('google'));
    const social = stubApi(memberRoutes({ providers: ['google'], allowed: false }));
    await renderApp('/about');
    await screen.findByRole('button', { name: 'Account menu for Camille' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(social)).not.toContain('POST /api/users/isAllowedLogin');
    expect(calls(social)).not.toContain('POST /api/auth/sign-out');
  });

  it('the interface takes the language saved in the profile', async () => {
    stubApi(memberRoutes({ language: 'fr' }));
    await renderApp('/about');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'Rabais' })).toBeInTheDocument();
  });
});
