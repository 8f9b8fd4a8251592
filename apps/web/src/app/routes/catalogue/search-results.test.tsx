// /search/{query} and /search/inStore through the real route table, the API stubbed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { makeOffer } from '../../../test/fixtures/deals.ts';
import { pageFixture, searchFixture } from '../../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { parseInStoreSearch } from './search-in-store.tsx';

describe('/search/{query}', () => {
  it('posts the tags as a bare array and shows "Results for {query}" with the offers', async () => {
    const fetchMock = stubApi([['POST /api/partners/v2/search', searchFixture()]]);
    await renderApp('/search/running%20shoes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for running shoes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15% off all drinks' })).toHaveAttribute(
      'href',
      '/deals/cafe-lumiere/offer/1',
    );
    expect(screen.getByText('2 offers')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('["running shoes","running","shoes"]');
    expect(calls(fetchMock)[0]).toMatch(
      /^POST \/api\/partners\/v2\/search\?current_page=1&page_size=24&sort_by=views$/,
    );
    await waitFor(() => expect(document.title).toBe('Results for running shoes — SPC'));
  });

  it('says "No results found" in English and "Aucun résultat" in French', async () => {
    stubApi([['POST /api/partners/v2/search', searchFixture([], [])]]);
    const { unmount } = await renderApp('/search/zzz');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    unmount();

    await renderApp('/search/zzz', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultats pour zzz' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
  });

  it('queues one analytics search event with its result count, not one per filter change (issue 21)', async () => {
    window.__spcEvents = [];
    stubApi([['POST /api/partners/v2/search', searchFixture()]]);
    const { user, router } = await renderApp('/search/coffee');
    await screen.findByRole('link', { name: '15% off all drinks' });
    await user.click(screen.getByRole('button', { name: 'Online' }));
    await waitFor(() => expect(router.state.location.search).toBe('?offer_filters=online'));
    expect(window.__spcEvents).toEqual([{ type: 'search', query: 'coffee', result_count: 2 }]);

    window.__spcEvents = [];
    stubApi([['POST /api/partners/v2/search', searchFixture([], [])]]);
    await renderApp('/search/zzz');
    await screen.findByRole('heading', { name: 'No results found' });
    expect(window.__spcEvents).toEqual([{ type: 'search', query: 'zzz', result_count: 0 }]);
    delete window.__spcEvents;
  });

  it('sends filters and sort from the URL, and a filter chip changes them', async () => {
    const fetchMock = stubApi([['POST /api/partners/v2/search', searchFixture()]]);
    const { user, router } = await renderApp('/search/coffee?sort_by=new');
    await screen.findByRole('link', { name: '15% off all drinks' });

    await user.click(screen.getByRole('button', { name: 'Online' }));

    await waitFor(() => expect(router.state.location.search).toBe('?offer_filters=online&sort_by=new'));
    await waitFor(() => expect(calls(fetchMock).at(-1)).toContain('offer_filters=online'));
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubApi([
      [
        'POST /api/partners/v2/search',
        () => (fail ? jsonResponse({ error: 'INTERNAL', message: 'x' }, 500) : jsonResponse(searchFixture())),
      ],
    ]);
    const { user } = await renderApp('/search/coffee');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
  });
});

describe('/search/inStore', () => {
  const near = pageFixture([
    makeOffer({
      offer_id: 8,
      partner_id: 20,
      partner_name: 'Corner Bakery',
      title_en: 'Free coffee with a pastry',
      title_fr: 'Café gratuit avec une viennoiserie',
      in_store: true,
      online: false,
      distance_km: 2.44,
    }),
  ]);

  it('validates the postal code in the interface language before asking', async () => {
    const fetchMock = stubApi([['GET /api/partners/v4/offers/summary', near]]);
    const { user } = await renderApp('/search/inStore', { language: 'fr' });

    await user.click(await screen.findByRole('button', { name: 'Trouver des offres' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Entrez votre code postal.');
    await user.type(screen.getByLabelText('Code postal'), 'H2X');
    await user.click(screen.getByRole('button', { name: 'Trouver des offres' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Entrez un code postal valide, comme A1B 2C3 ou 12345.');
    expect(screen.getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock).filter((call) => call.includes('summary'))).toEqual([]);
  });

  it('lists the offers near a valid code, with their distance', async () => {
    const fetchMock = stubApi([['GET /api/partners/v4/offers/summary', near]]);
    const { user, router } = await renderApp('/search/inStore');

    await user.type(await screen.findByLabelText('Postal code'), 'h2x1y4');
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 10 km');
    await user.click(screen.getByRole('button', { name: 'Find offers' }));

    expect(await screen.findByRole('link', { name: 'Free coffee with a pastry' })).toBeInTheDocument();
    expect(screen.getByText('2.4 km away')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?postal_code=H2X+1Y4&distance=10');
    expect(calls(fetchMock).find((call) => call.includes('summary'))).toContain('postal_code=H2X+1Y4&distance=10');
  });

  it('names both fields as the page query reads them, so the form works before the scripts run', async () => {
    stubApi([['GET /api/partners/v4/offers/summary', near]]);
    await renderApp('/search/inStore?postal_code=H2X1Y4&distance=10');
    const form = await screen.findByRole('form', { name: 'Find offers near you' });
    expect(form).toHaveAttribute('method', 'get');
    // What the browser would send without JavaScript, read back by the page's own parser.
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>);
    expect(Object.fromEntries(sent)).toEqual({ postal_code: 'H2X 1Y4', distance: '10' });
    expect(parseInStoreSearch(sent)).toMatchObject({ postalCode: 'H2X 1Y4', distance: 10 });
  });

  it('shows the spec geocoding message word for word in English', async () => {
    stubApi([
      [
        'GET /api/partners/v4/offers/summary',
        () => jsonResponse({ error: 'GEOCODE_UNAVAILABLE', message: 'Geocode not available.' }, 422),
      ],
    ]);
    await renderApp('/search/inStore?postal_code=H2X1Y4&distance=5');

    expect(await screen.findByRole('alert')).toHaveTextContent('Geocode not available.');
  });

  it('shows the spec geocoding message, translated', async () => {
    stubApi([
      [
        'GET /api/partners/v4/offers/summary',
        () => jsonResponse({ error: 'NO_LOCATION', message: 'No location found.' }, 422),
      ],
    ]);
    await renderApp('/search/inStore?postal_code=X0X0X0&distance=5', { language: 'fr' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aucun emplacement trouvé.');
  });
});
