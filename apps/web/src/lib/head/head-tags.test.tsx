// HeadTags in a router: the server's tags adopted rather than duplicated, then exactly one title,
// description and canonical, and the alternates of the current address and language, after every
// navigation and language change; JSON-LD only while the page that has it is shown.
import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/providers.tsx';
import { createI18n } from '../i18n.ts';
import { createQueryClient } from '../query-client.ts';
import { HeadTags } from './head-tags.tsx';
import { SiteOriginProvider } from './site-origin.tsx';

const ORIGIN = 'https://spc.example';

const routes: RouteObject[] = [
  { path: '/deals', element: <HeadTags title="All discounts" description="Every discount" /> },
  {
    path: '/deals/:partner/offer/:id',
    element: (
      <HeadTags
        title="An offer"
        description="Its description"
        structuredData={{ '@type': 'Offer', name: 'x</script>' }}
      />
    ),
  },
  { path: '*', element: <title>Not found</title> },
];

function app(path: string, i18n: I18n) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const element = (
    <TestProviders queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </TestProviders>
  );
  return { router, element };
}

async function renderAt(path: string) {
  const i18n = await createI18n('en');
  const { router, element } = app(path, i18n);
  return { ...render(<SiteOriginProvider origin={ORIGIN}>{element}</SiteOriginProvider>), router, i18n };
}

/**
 * The page as the server sends it (entry-server.tsx: React writes the hoisted tags first, they go
 * into <head>, the rest into the root element), then hydrated as main.tsx does: no origin provided.
 */
async function hydrateAt(path: string) {
  const i18n = await createI18n('en');
  const html = renderToString(<SiteOriginProvider origin={ORIGIN}>{app(path, i18n).element}</SiteOriginProvider>);
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  document.head.innerHTML = hoisted;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html.slice(hoisted.length);
  const serverTags = [...document.head.children];
  const { router, element } = app(path, i18n);
  return { ...render(element, { container, hydrate: true }), router, serverTags };
}

/** What a crawler would read in the document now. */
function head() {
  const hrefs = (selector: string) => [...document.querySelectorAll(selector)].map((el) => el.getAttribute('href'));
  return {
    titles: [...document.querySelectorAll('title')].map((el) => el.textContent),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((el) => el.getAttribute('content')),
    canonicals: hrefs('link[rel="canonical"]'),
    alternates: [...document.querySelectorAll('link[rel="alternate"]')]
      .map((el) => `${el.getAttribute('hreflang')} ${el.getAttribute('href')}`)
      .sort(),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (el) => JSON.parse(el.textContent) as unknown,
    ),
  };
}

const alternatesOf = (path: string) =>
  [`en ${ORIGIN}${path}`, `fr ${ORIGIN}/fr${path}`, `x-default ${ORIGIN}${path}`].sort();

describe('HeadTags', () => {
  // First in the file: the browser reads the site's origin once, from the server's canonical link.
  it('adopts the tags the server rendered on hydration, on their origin, instead of adding a second set', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const { router, serverTags } = await hydrateAt('/deals/northern-threads/offer/2?source=category');

    expect(head()).toEqual({
      titles: ['An offer'],
      descriptions: ['Its description'],
      canonicals: [`${ORIGIN}/deals/northern-threads/offer/2`],
      alternates: alternatesOf('/deals/northern-threads/offer/2'),
      jsonLd: [{ '@type': 'Offer', name: 'x</script>' }],
    });
    expect(serverTags).toHaveLength(6);
    for (const tag of serverTags) expect(tag.isConnected).toBe(true);
    // A hydration mismatch would be logged here.
    expect(consoleErrors).not.toHaveBeenCalled();

    // The server's tags are React's now: the next page updates or removes every one of them.
    await act(() => router.navigate('/deals?page=2'));
    expect(head()).toEqual({
      titles: ['All discounts'],
      descriptions: ['Every discount'],
      canonicals: [`${ORIGIN}/deals?page=2`],
      alternates: alternatesOf('/deals?page=2'),
      jsonLd: [],
    });
  });

  it('writes the JSON-LD safely and removes it, with the links, on a page without them', async () => {
    const { router } = await renderAt('/deals/northern-threads/offer/2');
    expect(head().jsonLd).toEqual([{ '@type': 'Offer', name: 'x</script>' }]);
    expect(document.querySelector('script[type="application/ld+json"]')?.innerHTML).not.toContain('</script>');

    await act(() => router.navigate('/nowhere'));
    expect(head()).toEqual({ titles: ['Not found'], descriptions: [], canonicals: [], alternates: [], jsonLd: [] });
  });

  it('follows the query parameters that make a listing another page, and ignores the others', async () => {
    const { router } = await renderAt('/deals?sort_by=new');
    expect(head().canonicals).toEqual([`${ORIGIN}/deals`]);

    await act(() => router.navigate('/deals?category=food&page=2&offer_filters=online'));
    expect(head().canonicals).toEqual([`${ORIGIN}/deals?category=food&page=2`]);
    expect(head().alternates).toEqual(alternatesOf('/deals?category=food&page=2'));
  });

  it('switches the canonical and keeps the alternates when the language changes', async () => {
    const { i18n } = await renderAt('/deals');
    await act(() => i18n.changeLanguage('fr'));
    expect(head().canonicals).toEqual([`${ORIGIN}/fr/deals`]);
    expect(head().alternates).toEqual(alternatesOf('/deals'));

    await act(() => i18n.changeLanguage('en'));
    expect(head().canonicals).toEqual([`${ORIGIN}/deals`]);
  });
});
