import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('unknown paths', () => {
  it('render the 404 page inside the shell, with a link home', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user, router } = await renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Student discounts, all year long' }),
    ).toBeInTheDocument();
  });

  it('is in French when French is the language', async () => {
    // A single segment: the 404 page once the API says no holiday event is named so.
    stubApi([['GET /api/careers/holiday/active', { holiday_events: [], partners_by_id: {} }]]);
    await renderApp('/nulle-part', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/signup');
  });
});
