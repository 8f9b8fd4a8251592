// The footer's language selector (spec §2 "Footer", §4 "Language"): the interface switches for anyone;
// the choice is saved to the profile only for a logged-in, registered member.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../../test/api-stub.ts';
import { memberRoutes, requestBody, visitorRoutes } from '../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';

async function chooseFrench() {
  const footer = await screen.findByRole('contentinfo');
  const group = within(footer).getByRole('group', { name: 'Language' });
  return { group, french: within(group).getByRole('button', { name: 'Français' }) };
}

describe('language selector', () => {
  it('saves the choice to the profile of a registered member', async () => {
    const fetchMock = stubApi([['PUT /api/users/user/update_language', { language: 'fr' }], ...memberRoutes()]);
    const { user } = await renderApp('/about');
    await screen.findByRole('button', { name: 'Account menu for Camille' });

    const { french } = await chooseFrench();
    await user.click(french);

    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/users/user/update_language'));
    expect(requestBody(fetchMock, '/api/users/user/update_language')).toEqual({ language: 'fr' });
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('only switches the interface for a visitor or an unregistered user', async () => {
    const visitor = stubApi(visitorRoutes);
    const first = await renderApp('/about');
    await first.user.click((await chooseFrench()).french);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });
    expect(calls(visitor)).not.toContain('PUT /api/users/user/update_language');
    first.unmount();

    const unregistered = stubApi(memberRoutes({ registered: false }));
    const second = await renderApp('/terms');
    await screen.findByRole('button', { name: 'Account menu for Camille' });
    await second.user.click((await chooseFrench()).french);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });
    expect(calls(unregistered)).not.toContain('PUT /api/users/user/update_language');
  });

  it('keeps the new language when saving it fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi([
      ['PUT /api/users/user/update_language', () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500)],
      ...memberRoutes(),
    ]);
    const { user } = await renderApp('/about');
    await screen.findByRole('button', { name: 'Account menu for Camille' });
    await user.click((await chooseFrench()).french);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });
    expect(console.warn).toHaveBeenCalledWith('The language could not be saved to the profile', expect.anything());
  });
});

describe('a language prefix in the address (spec §2)', () => {
  it('switches a member whose profile says English to French, and saves French to the profile', async () => {
    const fetchMock = stubApi([
      ['PUT /api/users/user/update_language', { language: 'fr' }],
      ...memberRoutes({ language: 'en' }),
    ]);
    const { router } = await renderApp('/fr/about');
    await screen.findByRole('button', { name: 'Menu du compte de Camille' });

    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/users/user/update_language'));
    expect(requestBody(fetchMock, '/api/users/user/update_language')).toEqual({ language: 'fr' });
    expect(router.state.location.pathname).toBe('/about');
    // The profile's English did not win over the address once the session arrived.
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches back to English with /en, in the same visit, and saves that too', async () => {
    const fetchMock = stubApi([
      ['PUT /api/users/user/update_language', { language: 'en' }],
      ...memberRoutes({ language: 'fr' }),
    ]);
    const { router } = await renderApp('/about');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });

    await router.navigate('/en/about');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'), { timeout: 5000 });
    await waitFor(() => expect(requestBody(fetchMock, '/api/users/user/update_language')).toEqual({ language: 'en' }));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('does not save anything for a visitor', async () => {
    const fetchMock = stubApi(visitorRoutes);
    await renderApp('/fr/about');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });
    expect(calls(fetchMock)).not.toContain('PUT /api/users/user/update_language');
  });
});
