// The §2 pages whose content the spec leaves to later work: each route exists (not the 404 page) and
// shows its title, in English and French.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('placeholder pages of spec §2', () => {
  it.each([
    ['/campus', 'On campus'],
    ['/campus/12', 'On campus'],
    ['/campustour-2024', 'Campus tour 2024'],
    ['/levis-info2024', 'Levi’s student info 2024'],
    ['/landingcontest/spring-draw', 'Contest'],
  ])('%s shows its page', async (path, title) => {
    stubApi([]);
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    stubApi([]);
    await renderApp('/campustour-2024', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournée des campus 2024' })).toBeInTheDocument();
  });
});
