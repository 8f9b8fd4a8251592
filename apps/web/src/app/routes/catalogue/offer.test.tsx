// The offer page, /deals/offer/{id} and the partner page, through the real route table with the API
// stubbed at the network edge.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { offersFixture } from '../../../test/fixtures/deals.ts';
import {
  glacierOffer,
  listFixture,
  moreOffers,
  offerPageFixture,
  partnerOffersFixture,
  searchFixture,
} from '../../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const offerApi = (page = offerPageFixture()) =>
  [
    ['GET /api/partners/v2/offers/2', page],
    ['GET /api/partners/offer/2/partner/offers', listFixture(moreOffers.slice(0, 1))],
    ['GET /api/partners/offer/2/related/offers', listFixture(moreOffers.slice(1))],
  ] as StubRoute[];

const gone = (status: number, error: string, message: string, partner?: string) => () =>
  jsonResponse({ error, message, ...(partner && { partner_url_name: partner }) }, status);

describe('/deals/{partner}/offer/{id}', () => {
  it('shows the offer, its partner, badges, legal text, stores, the call to action and more offers', async () => {
    stubApi(offerApi());
    await renderApp('/deals/northern-threads/offer/2');

    expect(await screen.findByRole('heading', { level: 1, name: '20% off online orders' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: '20% off online orders' });
    expect(within(article).getByText('Northern Threads')).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'About this offer' });
    expect(within(badges).getByText('Online & in-store')).toBeInTheDocument();
    expect(within(badges).getByText('SPC+ exclusive')).toBeInTheDocument();
    expect(within(badges).getByText(/^Limited time · ends \w+ \d+, \d{4}$/)).toBeInTheDocument();
    expect(screen.getByText('One use per member.')).toBeInTheDocument();
    expect(screen.getByText(/123 Queen St W, Toronto/)).toBeInTheDocument();
    const cta = screen.getByRole('complementary', { name: 'Get the deal' });
    expect(within(cta).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'All Northern Threads offers' })).toHaveAttribute(
      'href',
      '/deals/northern-threads',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'More from Northern Threads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free shipping' })).toHaveAttribute(
      'href',
      '/deals/northern-threads/offer/5',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'You might also like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '10% off laptops' })).toHaveAttribute('href', '/deals/pixel-shop/offer/6');
    await waitFor(() => expect(document.title).toBe('20% off online orders — Northern Threads — SPC'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Show your SPC card at checkout.',
    );
  });

  it('is in French with the end date as fr-CA writes it', async () => {
    const page = offerPageFixture({ lto_end_date: new Date(2099, 11, 24, 12).getTime() });
    stubApi(offerApi(page));
    await renderApp('/deals/northern-threads/offer/2', { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: '20 % de rabais sur les commandes en ligne' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Durée limitée · jusqu’au 24 décembre 2099')).toBeInTheDocument();
    expect(screen.getByText('Une utilisation par membre.')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Profiter de l’offre' })).toBeInTheDocument();
  });

  it('redirects a URL naming another partner to the canonical one, keeping the query', async () => {
    stubApi(offerApi());
    const { router } = await renderApp('/deals/someone-else/offer/2?source=category');

    await screen.findByRole('heading', { level: 1, name: '20% off online orders' });
    expect(router.state.location.pathname).toBe('/deals/northern-threads/offer/2');
    expect(router.state.location.search).toBe('?source=category');
  });

  it('says a delisted offer is no longer available, with links to the partner and the deals', async () => {
    stubApi([['GET /api/partners/v2/offers/3', gone(410, 'OFFER_DELISTED', 'Offer delisted', 'cafe-lumiere')]]);
    await renderApp('/deals/cafe-lumiere/offer/3');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See this partner’s offers' })).toHaveAttribute(
      'href',
      '/deals/cafe-lumiere',
    );
    expect(screen.getByRole('link', { name: 'Browse all discounts' })).toHaveAttribute('href', '/deals');
  });

  it.each([
    ['expired', gone(410, 'OFFER_EXPIRED', 'Offer expired', 'cafe-lumiere')],
    ['not found', gone(404, 'NOT_FOUND', 'Offer not found')],
  ])('shows the gone state for an %s offer', async (_, handler) => {
    stubApi([['GET /api/partners/v2/offers/32', handler]]);
    await renderApp('/deals/cafe-lumiere/offer/32', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cette offre est terminée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les rabais' })).toHaveAttribute('href', '/deals');
  });

  it('shows an error with a retry when the server cannot be reached', async () => {
    let fail = true;
    stubApi(
      [
        ...offerApi(),
        [
          'GET /api/partners/v2/offers/2',
          () =>
            fail
              ? jsonResponse({ error: 'INTERNAL', message: 'Internal server error' }, 500)
              : jsonResponse(offerPageFixture()),
        ],
      ].reverse() as StubRoute[],
    );
    const { user } = await renderApp('/deals/northern-threads/offer/2');

    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '20% off online orders' })).toBeInTheDocument();
  });

  it('answers the 404 page for an id that is not a number', async () => {
    stubApi([]);
    await renderApp('/deals/northern-threads/offer/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/deals/offer/{id}', () => {
  it('redirects to the offer page under its partner, keeping source', async () => {
    stubApi(offerApi());
    const { router } = await renderApp('/deals/offer/2?source=why_spc&utm_source=x');

    await screen.findByRole('heading', { level: 1, name: '20% off online orders' });
    expect(router.state.location.pathname).toBe('/deals/northern-threads/offer/2');
    expect(router.state.location.search).toBe('?source=why_spc');
  });

  it('goes to the partner page when the error names the partner', async () => {
    const fetchMock = stubApi([
      ['GET /api/partners/v2/offers/3', gone(410, 'OFFER_DELISTED', 'Offer delisted', 'northern-threads')],
      ['GET /api/partners/v2/offers/partner/northern-threads', partnerOffersFixture(moreOffers.slice(0, 1))],
      ['GET /api/partners/v2/offers/5', offerPageFixture({ offer_id: 5, title_en: 'Free shipping' })],
    ]);
    const { router } = await renderApp('/deals/offer/3');

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/northern-threads/offer/5'));
    expect(calls(fetchMock)).toContain('GET /api/partners/v2/offers/partner/northern-threads');
  });

  it('goes to /deals when the error names no partner', async () => {
    stubApi([['GET /api/partners/v2/offers/999', gone(404, 'NOT_FOUND', 'Offer not found')]]);
    const { router } = await renderApp('/deals/offer/999');

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });
});

describe('/deals/{partnerUrlName}', () => {
  it('goes to the offer when the partner has exactly one', async () => {
    stubApi([
      ['GET /api/partners/v2/offers/partner/glacier-scoops', partnerOffersFixture([glacierOffer])],
      ['GET /api/partners/v2/offers/117', offerPageFixture({ ...glacierOffer, offer_id: 117 })],
    ]);
    const { router } = await renderApp('/deals/glacier-scoops');

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/glacier-scoops/offer/117'));
  });

  it('sends the bank partner to /cibc', async () => {
    stubApi([['GET /api/partners/v2/offers/partner/cibc', partnerOffersFixture([glacierOffer], { isBank: true })]]);
    const { router } = await renderApp('/deals/cibc');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cibc'));
  });

  it('searches for the partner name when it has several offers', async () => {
    stubApi([
      ['GET /api/partners/v2/offers/partner/cafe-lumiere', partnerOffersFixture(offersFixture)],
      ['POST /api/partners/v2/search', searchFixture()],
    ]);
    const { router } = await renderApp('/deals/cafe-lumiere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for Café Lumière' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search/Caf%C3%A9%20Lumi%C3%A8re');
  });

  it('searches for the url name when the partner is unknown', async () => {
    stubApi([['POST /api/partners/v2/search', searchFixture([])]]);
    const { router } = await renderApp('/deals/no-such-partner');

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for no-such-partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search/no-such-partner');
  });
});
