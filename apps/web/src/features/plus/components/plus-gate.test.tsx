// The plus membership gate (spec §2 "Modals", §6 "SPC+ offers are exclusive to SPC+ members") where the
// route modules compose it: on an SPC+ offer's page, anyone without SPC+ gets the gate instead of the
// offer's action, an SPC+ member does not; on /plus-offers a banner says so.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFixture, memberApi, visitorApi } from '../../../test/fixtures/session-api.ts';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { listFixture, moreOffers, offerPageFixture, pageFixture } from '../../../test/fixtures/offers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const offerApi = (isPlus: boolean): StubRoute[] => [
  ['GET /api/partners/v2/offers/2', offerPageFixture({ is_spc_plus: isPlus })],
  ['GET /api/partners/offer/2/partner/offers', listFixture(moreOffers.slice(0, 1))],
  ['GET /api/partners/offer/2/related/offers', listFixture(moreOffers.slice(1))],
];

const ctaPanel = () => screen.findByRole('complementary', { name: 'Get the deal' });

// Pages rendered through the real route table (lazy modules loading the first time): more than the
// default 5 s when the machine runs every test project at once.
describe('the plus gate on an offer page', { timeout: 15_000 }, () => {
  it('a member without SPC+ gets the gate, which explains SPC+ and leads to /cibc and /spc-plus', async () => {
    stubApi([...offerApi(true), ...memberApi({ cards: [cardFixture()] })]);
    const { user } = await renderApp('/deals/northern-threads/offer/2');
    // The member's session is in (their name in the header).
    await screen.findByRole('button', { name: /Ada/ });

    const cta = await ctaPanel();
    expect(await within(cta).findByText('This offer is for SPC+ members only.')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Get SPC+ with CIBC' })).toHaveAttribute('href', '/cibc');
    // Signed in already: no log-in or sign-up in the gate.
    expect(within(cta).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    const open = within(cta).getByRole('button', { name: 'What is SPC+?' });
    await user.click(open);
    const gate = await screen.findByRole('dialog', { name: 'Unlock SPC+ exclusives' });
    expect(within(gate).getByText(/SPC\+ is the higher tier of the SPC card/)).toBeInTheDocument();
    expect(within(gate).getByRole('link', { name: 'Get SPC+ with CIBC' })).toHaveAttribute('href', '/cibc');
    expect(within(gate).getByRole('link', { name: 'Learn about SPC+' })).toHaveAttribute('href', '/spc-plus');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('a visitor gets the gate with the way to log in (an SPC+ member may not be signed in)', async () => {
    stubApi([...offerApi(true), ...visitorApi]);
    await renderApp('/deals/northern-threads/offer/2');

    const cta = await ctaPanel();
    expect(await within(cta).findByText('This offer is for SPC+ members only.')).toBeInTheDocument();
    expect(within(cta).getByText('Already SPC+? Log in to use this offer.')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(cta).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
  });

  it('an SPC+ member gets the offer itself, no gate', async () => {
    stubApi([...offerApi(true), ...memberApi({ cards: [cardFixture({ cobrand: 'cibc' })] })]);
    await renderApp('/deals/northern-threads/offer/2');

    await screen.findByRole('heading', { level: 1, name: '20% off online orders' });
    await screen.findByRole('button', { name: /Ada/ });
    const cta = await ctaPanel();
    expect(within(cta).queryByText('This offer is for SPC+ members only.')).not.toBeInTheDocument();
    expect(within(cta).queryByRole('button', { name: 'What is SPC+?' })).not.toBeInTheDocument();
  });

  it('an offer that is not SPC+ has no gate', async () => {
    stubApi([...offerApi(false), ...memberApi({ cards: [cardFixture()] })]);
    await renderApp('/deals/northern-threads/offer/2');
    await screen.findByRole('button', { name: /Ada/ });
    const cta = await ctaPanel();
    expect(within(cta).queryByText('This offer is for SPC+ members only.')).not.toBeInTheDocument();
  });

  it('is in French', async () => {
    stubApi([...offerApi(true), ...visitorApi]);
    await renderApp('/deals/northern-threads/offer/2', { language: 'fr' });
    const cta = await screen.findByRole('complementary', { name: 'Profiter de l’offre' });
    expect(await within(cta).findByText('Cette offre est réservée aux membres SPC+.')).toBeInTheDocument();
    expect(within(cta).getByRole('button', { name: 'Qu’est-ce que SPC+?' })).toBeInTheDocument();
  });
});

describe('the plus gate on /plus-offers', { timeout: 15_000 }, () => {
  it('tells someone without SPC+ that these offers are for SPC+ members', async () => {
    stubApi([['GET /api/partners/v2/plus-offers', pageFixture()], ...memberApi({ cards: [cardFixture()] })]);
    const { user } = await renderApp('/plus-offers');

    const note = await screen.findByRole('note');
    expect(within(note).getByText('Offers on this page are for SPC+ members only.')).toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'What is SPC+?' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock SPC+ exclusives' })).toBeInTheDocument();
  });

  it('says nothing of the kind to an SPC+ member', async () => {
    stubApi([
      ['GET /api/partners/v2/plus-offers', pageFixture()],
      ...memberApi({ cards: [cardFixture({ cobrand: 'cibc' })] }),
    ]);
    await renderApp('/plus-offers');
    await screen.findByRole('link', { name: '20% off online orders' });
    // Wait until the session is in (the member's name in the header) before asserting the absence.
    await screen.findByRole('button', { name: /Ada/ });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
