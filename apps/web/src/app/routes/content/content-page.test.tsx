// The company pages from the content model through the real route table, the API stubbed: title, lead,
// hero picture (fetched first), body and head tags in English and French; /why-spc's call to action;
// the landing and campaign pages' calls; the 404 page for a page the API does not have; the error state.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { contentPageFixture } from '../../../test/fixtures/content.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

describe('content pages', () => {
  it('/about shows its title, lead, hero, body and head tags', async () => {
    stubApi([['GET /api/content/pages/about', contentPageFixture('about')]]);
    await renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About SPC' })).toBeInTheDocument();
    expect(screen.getByText('Student discounts since 1992.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('More than 450 deals.')).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: 'Picture of about-hero' });
    expect(hero).not.toHaveAttribute('loading');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(document.title).toBe('About SPC — SPC');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Student discounts since 1992.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/about$/);
    expect(document.querySelector('link[hreflang="fr"]')?.getAttribute('href')).toMatch(/\/fr\/about$/);
  });

  it('speaks French', async () => {
    stubApi([['GET /api/content/pages/about', contentPageFixture('about')]]);
    await renderApp('/about', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'À propos de SPC' })).toBeInTheDocument();
    expect(screen.getByText('Plus de 450 rabais.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image de about-hero' })).toBeInTheDocument();
    expect(document.title).toBe('À propos de SPC — SPC');
  });

  it('/why-spc ends with a call to action to sign up, with the price in the reader’s language', async () => {
    stubApi([['GET /api/content/pages/why-spc', contentPageFixture('why-spc', { title_en: 'Why SPC', hero: null })]]);
    await renderApp('/why-spc');

    const cta = await screen.findByRole('complementary', { name: 'Ready to start saving?' });
    expect(within(cta).getByText(/\$11\.99 a year/)).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('/why-spc in French: « Commencer » and 11,99 $', async () => {
    stubApi([['GET /api/content/pages/why-spc', contentPageFixture('why-spc')]]);
    await renderApp('/why-spc', { language: 'fr' });

    const cta = await screen.findByRole('complementary', { name: 'Prêt à économiser?' });
    expect(within(cta).getByText(/11,99\s\$ par année/)).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Commencer' })).toBeInTheDocument();
  });

  it.each([
    ['/freesamples', 'freesamples'],
    ['/coming-soon', 'coming-soon'],
    ['/campustour-2024', 'campustour-2024'],
    ['/levis-info2024', 'levis-info2024'],
    ['/timhortons', 'timhortons'],
  ])('%s is the content page %s', async (path, slug) => {
    const fetchMock = stubApi([
      [`GET /api/content/pages/${slug}`, contentPageFixture(slug, { title_en: `Page ${slug}` })],
    ]);
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: `Page ${slug}` })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(`GET /api/content/pages/${slug}`);
  });

  it('/landingcontest/{url} is a landing page from the content model', async () => {
    const fetchMock = stubApi([
      [
        'GET /api/content/landing/spring-draw',
        contentPageFixture('spring-draw', { kind: 'landing', title_en: 'Spring draw' }),
      ],
    ]);
    await renderApp('/landingcontest/spring-draw');

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring draw' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/content/landing/spring-draw');
  });

  it('is the 404 page when the API has no such page', async () => {
    stubApi([]);
    await renderApp('/landingcontest/nothing-here');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    let failures = 1;
    stubApi([
      [
        'GET /api/content/pages/about',
        () =>
          failures-- > 0
            ? jsonResponse({ error: 'INTERNAL', message: 'Oops' }, 500)
            : jsonResponse(contentPageFixture('about')),
      ],
    ]);
    const { user } = await renderApp('/about');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be loaded.' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About SPC' })).toBeInTheDocument();
  });
});
