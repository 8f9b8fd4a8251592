// /terms and /privacy through the real route table, the API stubbed: the visitor's country's text, its
// version and effective date in the reader's language, the table of contents, the head tags; the
// aliases land on them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { legalFixture } from '../../../test/fixtures/content.ts';
import { renderApp } from '../../../test/render-app.tsx';

const stubLegal = () =>
  stubApi([
    ['GET /api/content/legal/terms', legalFixture('terms')],
    ['GET /api/content/legal/privacy', legalFixture('privacy', { version: 3, effective_on: '2026-11-15' })],
  ]);

describe('legal pages', () => {
  it('/terms shows Canada’s terms with their version, effective date and contents', async () => {
    const fetchMock = stubLegal();
    await renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByText('Version 2 · Effective September 1, 2026')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/content/legal/terms?country=ca');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: '1. Membership' })).toHaveAttribute('href', '#membership');
    expect(within(contents).getByRole('link', { name: '2. Billing' })).toHaveAttribute('href', '#billing');
    expect(screen.getByText('Canada only.')).toBeInTheDocument();
    expect(document.title).toBe('Terms of use — SPC');
  });

  it('/terms in French: « En vigueur le 1er septembre 2026 »', async () => {
    stubLegal();
    await renderApp('/terms', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeInTheDocument();
    expect(screen.getByText('Version 2 · En vigueur le 1er septembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Au Canada seulement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1. Abonnement' })).toHaveAttribute('href', '#abonnement');
  });

  it('/privacy shows the privacy policy’s own version', async () => {
    stubLegal();
    await renderApp('/privacy', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByText('Version 3 · En vigueur le 15 novembre 2026')).toBeInTheDocument();
  });

  it.each([
    ['/terms-of-use', 'Terms of use'],
    ['/conditions-dutilisation', 'Terms of use'],
    ['/privacy-policy', 'Privacy policy'],
    ['/confidentialite', 'Privacy policy'],
  ])('%s leads to the page', async (path, title) => {
    stubLegal();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
