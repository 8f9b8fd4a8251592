// The /deals route through the real route table, with the API stubbed at the network edge.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesFixture, summaryFixture } from '../../../test/fixtures/deals.ts';
import { jsonResponse, renderApp, requestedUrls } from '../../../test/render-app.tsx';

type Handler = (url: URL) => Response | Promise<Response>;

function stubApi(summary: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/partners/v2/categories') return jsonResponse(categoriesFixture);
    if (url.pathname === '/api/partners/v5/offers/summary') return summary(url);
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const summaryUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedUrls(fetchMock).filter((url) => url.includes('/offers/summary'));

describe('/deals', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
  });

  it('shows the offers of the first page with their badges', async () => {
    stubApi(() => jsonResponse(summaryFixture(undefined, { current_page: 1, total_pages: 21 })));
    await renderApp('/deals');

    expect(await screen.findByRole('heading', { level: 1, name: 'All discounts' })).toBeInTheDocument();
    const offers = screen.getByRole('list', { name: 'Offers' });
    expect(within(offers).getByRole('link', { name: '15% off all drinks' })).toHaveAttribute(
      'href',
      '/deals/caf-lumi-re/offer/1',
    );
    expect(within(offers).getByRole('link', { name: '20% off online orders' })).toBeInTheDocument();
    expect(within(offers).getByText('Online & in-store')).toBeInTheDocument();
    expect(within(offers).getByText('SPC+')).toBeInTheDocument();
    expect(within(offers).getByText('Limited time')).toBeInTheDocument();
    expect(within(offers).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 21')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute('href', '/deals?page=2');
    expect(screen.getByRole('navigation', { name: 'Categories' })).toHaveTextContent(/All.*Fitness.*Food/);
  });

  it('switches to French: titles, labels and <html lang>', async () => {
    stubApi(() => jsonResponse(summaryFixture()));
    const { user } = await renderApp('/deals');
    await screen.findByRole('link', { name: '15% off all drinks' });

    await user.click(screen.getByRole('button', { name: 'Français' }));

    expect(await screen.findByRole('link', { name: '15 % de rabais sur toutes les boissons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tous les rabais' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alimentation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(window.localStorage.getItem('spc.language')).toBe('fr');
  });

  it('asks for online offers when the Online chip is pressed', async () => {
    const fetchMock = stubApi(() => jsonResponse(summaryFixture()));
    const { user, router } = await renderApp('/deals');
    const chip = await screen.findByRole('button', { name: 'Online' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip);

    await waitFor(() =>
      expect(
        summaryUrls(fetchMock).some(
          (url) => new URL(url, 'http://localhost').searchParams.get('offer_filters') === 'online',
        ),
      ).toBe(true),
    );
    // The URL and the chip follow once the navigation settles (slower on a loaded machine).
    await waitFor(() => expect(router.state.location.search).toBe('?offer_filters=online'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Online' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('sends the category as its subcategories and the sort from the URL', async () => {
    const fetchMock = stubApi(() => jsonResponse(summaryFixture()));
    await renderApp('/deals?category=food&sort_by=alphabetical&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Food' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Food student discounts — SPC'));
    const params = new URL(summaryUrls(fetchMock)[0] ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      current_page: '2',
      sort_by: 'alphabetical',
      subcategory_filters: '21,22',
    });
    expect(screen.getByRole('link', { name: 'Food' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('alphabetical');
  });

  it('shows the empty state, and clearing the filters goes back to every offer', async () => {
    const fetchMock = stubApi((url) =>
      jsonResponse(
        url.searchParams.has('offer_filters')
          ? summaryFixture([], { current_page: 1, total_pages: 0 })
          : summaryFixture(),
      ),
    );
    const { user, router } = await renderApp('/deals?offer_filters=lto,new');

    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(screen.getByText('No offers match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(summaryUrls(fetchMock)).toHaveLength(2);
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? jsonResponse({ error: 'INTERNAL', message: 'Internal server error' }, 500)
        : jsonResponse(summaryFixture()),
    );
    const { user } = await renderApp('/deals');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We couldn’t load the offers' })).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the 404 page for an unknown category', async () => {
    stubApi(() => jsonResponse(summaryFixture()));
    await renderApp('/deals?category=nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('/deals entry parameters', () => {
  it('q goes to the search for it', async () => {
    stubApi(() => jsonResponse(summaryFixture()));
    const { router } = await renderApp('/deals?q=coffee');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/coffee'));
  });

  it('offerID opens that offer through /deals/offer/{id}, keeping source', async () => {
    const fetchMock = stubApi(() => jsonResponse(summaryFixture()));
    const { router } = await renderApp('/deals?offerID=42&source=all_deals');
    // The stub knows no offer 42: the lookup fails without a partner, so it lands back on /deals.
    await waitFor(() =>
      expect(requestedUrls(fetchMock).some((url) => url.includes('/api/partners/v2/offers/42'))).toBe(true),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    expect(router.state.location.search).toBe('');
  });

  it('categoryChooser puts the focus on the category strip', async () => {
    stubApi(() => jsonResponse(summaryFixture()));
    await renderApp('/deals?categoryChooser=true');
    const strip = await screen.findByRole('navigation', { name: 'Categories' });
    await waitFor(() => expect(within(strip).getByRole('link', { name: 'All' })).toHaveFocus());
  });
});
