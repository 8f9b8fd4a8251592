// The search box on its own, in a memory router with the app's providers; the API stubbed at fetch.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { suggestionsFixture } from '../../../test/fixtures/navigation.ts';
import { jsonResponse, requestedUrls } from '../../../test/render-app.tsx';
import { SearchBox } from './search-box.tsx';

const TAGS = ['pizza', 'pizzeria', 'pizza hut', 'pizza pizza', 'pizzas', 'pizza nova', 'pizzaiolo', 'pizza delight'];

const SUSHI_KAZE = { partner_id: 24, partner_name: 'Sushi Kaze', url_name: 'sushi-kaze' };

async function renderSearchBox({
  language = 'en',
  tags = TAGS,
  partners = [],
}: { language?: 'en' | 'fr'; tags?: string[]; partners?: (typeof SUSHI_KAZE)[] } = {}) {
  const fetchMock = stubApi([
    [
      'GET /api/partners/v2/tags/suggestions',
      ({ url }: { url: URL }) => {
        const q = url.searchParams.get('q') ?? '';
        return jsonResponse(
          suggestionsFixture(
            tags.filter((tag) => tag.includes(q)).slice(0, 10),
            partners.filter((partner) => partner.partner_name.toLowerCase().includes(q)),
          ),
        );
      },
    ],
  ]);
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/search/:query', element: <p>Results page</p> },
      { path: '/deals/:partner', element: <p>Brand page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const i18n = await createI18n(language);
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const box = await screen.findByRole('combobox', {
    name: language === 'en' ? 'Search discounts' : 'Rechercher des rabais',
  });
  return { box, router, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the fake clock, letting React apply what the timers did. */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('search box', () => {
  it('shows at most 5 suggestions from the API', async () => {
    const user = userEvent.setup();
    const { box, fetchMock } = await renderSearchBox();
    await user.type(box, 'pizz');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    // Debounced: not one request per key.
    expect(requestedUrls(fetchMock).length).toBeLessThan(4);
    expect(requestedUrls(fetchMock).at(-1)).toBe('/api/partners/v2/tags/suggestions?q=pizz');
  });

  it('suggests a brand first, which opens its page, and leaves out the tag that only repeats its name', async () => {
    const user = userEvent.setup();
    const { box, router } = await renderSearchBox({
      tags: ['sushi', 'sushi kaze', 'sushi rolls'],
      partners: [SUSHI_KAZE],
    });
    await user.type(box, 'sush');

    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Sushi KazeBrand',
        'sushi',
        'sushi rolls',
      ]),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/sushi-kaze'));
    expect(screen.getByText('Brand page')).toBeInTheDocument();
  });

  it('Enter submits the text to /search/{query}', async () => {
    const user = userEvent.setup();
    const { box, router } = await renderSearchBox();
    await user.type(box, '  sushi  {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/sushi'));
  });

  it('arrow keys move through the suggestions (aria-activedescendant) and Enter takes the chosen one', async () => {
    const user = userEvent.setup();
    const { box, router } = await renderSearchBox();
    await user.type(box, 'pizz');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[4]!.id);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/pizzeria'));
  });

  it('a click on a suggestion searches for it', async () => {
    const user = userEvent.setup();
    const { box, router } = await renderSearchBox();
    await user.type(box, 'pizz');
    await user.click(await screen.findByRole('option', { name: 'pizza hut' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/pizza%20hut'));
  });

  it('normalises curly quotes in what is asked and submitted', async () => {
    const user = userEvent.setup();
    const { box, router, fetchMock } = await renderSearchBox({ tags: ["women's"] });
    await user.type(box, 'women’s');
    expect(box).toHaveValue("women's");
    await screen.findByRole('option', { name: "women's" });
    expect(requestedUrls(fetchMock).at(-1)).toBe('/api/partners/v2/tags/suggestions?q=women%27s');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe("/search/women's"));
  });

  it('Esc clears the box and hides the list', async () => {
    const user = userEvent.setup();
    const { box } = await renderSearchBox();
    await user.type(box, 'pizz');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the list 150 ms after blur', async () => {
    const user = userEvent.setup();
    const { box } = await renderSearchBox();
    await user.type(box, 'pizz');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));

    vi.useFakeTimers();
    fireEvent.blur(box);
    tick(149);
    expect(screen.getByRole('listbox')).toBeVisible();
    tick(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('rotates the English placeholder every 5 s with a 500 ms fade while not focused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Fake clocks that also follow real time, so the router and i18n promises settle on their own.
    const { box } = await renderSearchBox();
    expect(box).toHaveAttribute('placeholder', 'Search for shoes');

    tick(5000);
    expect(box).toHaveClass('placeholder:opacity-0');
    expect(box).toHaveAttribute('placeholder', 'Search for shoes');
    tick(500);
    expect(box).toHaveAttribute('placeholder', 'Search for lunch');
    expect(box).toHaveClass('placeholder:opacity-100');
    tick(5500);
    expect(box).toHaveAttribute('placeholder', 'Search for jeans');

    // Focused: a steady placeholder, no rotation.
    act(() => {
      box.focus();
    });
    expect(box).toHaveAttribute('placeholder', 'Search for discounts');
    tick(11_000);
    expect(box).toHaveAttribute('placeholder', 'Search for discounts');
  });

  it('does not rotate in French', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { box } = await renderSearchBox({ language: 'fr' });
    expect(box).toHaveAttribute('placeholder', 'Rechercher des rabais');
    tick(11_000);
    expect(box).toHaveAttribute('placeholder', 'Rechercher des rabais');
  });
});
