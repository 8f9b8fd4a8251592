// /spc-plus through the real route table (spec §1, §2; "Screens seen through text only"): what SPC+ is
// and the way to it for everyone else, "Already have an SPC+ membership" for SPC+ members, the state
// while the session loads, and French.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Pages rendered through the real route table (lazy modules loading the first time): more than the
// default 5 s when the machine runs every test project at once.
describe('/spc-plus', { timeout: 15_000 }, () => {
  it('explains SPC+ (exclusive offers, no student ID, the bank card) and leads to /cibc', async () => {
    stubApi(visitorApi);
    await renderApp('/spc-plus');

    expect(await screen.findByRole('heading', { level: 1, name: 'SPC+: more deals, less hassle' })).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'What SPC+ gives you' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Exclusive offers', 'No student ID needed', 'The CIBC co-branded card']);
    expect(await screen.findByRole('link', { name: 'Get SPC+ with CIBC' })).toHaveAttribute('href', '/cibc');
    expect(screen.getByRole('link', { name: 'Preview the SPC+ offers' })).toHaveAttribute('href', '/plus-offers');
    expect(screen.queryByText('Already have an SPC+ membership')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SPC+ — SPC'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^SPC\+ is the higher tier/,
    );
  });

  it('a member without SPC+ is offered it too', async () => {
    stubApi(memberApi({ cards: [cardFixture()] }));
    await renderApp('/spc-plus');
    expect(await screen.findByRole('link', { name: 'Get SPC+ with CIBC' })).toHaveAttribute('href', '/cibc');
  });

  it('an SPC+ member already has it: to their SPC+ offers', async () => {
    stubApi(memberApi({ cards: [cardFixture({ cobrand: 'cibc' })] }));
    await renderApp('/spc-plus');

    const member = await screen.findByRole('region', { name: 'Already have an SPC+ membership' });
    expect(within(member).getByRole('link', { name: 'See my SPC+ offers' })).toHaveAttribute('href', '/plus-offers');
    expect(screen.queryByRole('link', { name: 'Get SPC+ with CIBC' })).not.toBeInTheDocument();
  });

  it('says it is loading while the session is not known yet', async () => {
    stubApi([['GET /api/auth/get-session', () => new Promise<Response>(() => undefined)]]);
    await renderApp('/spc-plus');
    await screen.findByRole('heading', { level: 1, name: 'SPC+: more deals, less hassle' });
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading…')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Get SPC+ with CIBC' })).not.toBeInTheDocument();
  });

  it('reads naturally in French', async () => {
    stubApi(memberApi({ cards: [cardFixture({ cobrand: 'cibc' })], profile: profileFixture({ language: 'fr' }) }));
    await renderApp('/spc-plus', { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SPC+ : plus de rabais, moins de tracas' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vous avez déjà un abonnement SPC+' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes offres SPC+' })).toHaveAttribute('href', '/plus-offers');
  });
});
