// The free trial on /signup/purchase (spec §4 "Free trial flow"), through the real route table: the
// trial card, the session read again, the registration success (the started page), then the later-auto-renew
// question by free-trial-rules.ts (the member's state before the trial), and each refusal.
import { screen, waitFor, within } from '@testing-library/react';
import { FREE_TRIAL_DAYS } from '@spc/domain/membership';
import { describe, expect, it } from 'vitest';
import { calls, stubApi, type StubRoute } from '../../test/api-stub.ts';
import { profileFixture } from '../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';
import { formatDate } from '../../lib/format.ts';
import { membershipError, memberWithoutCard, trialCardFixture } from './testing/activation-api.ts';

// Whole-app renders with lazy routes: the first test of a file also pays for transforming them, and a
// machine busy with the other test projects can take longer than Vitest's default 5 s.
const SLOW = { timeout: 15_000 };

const TRIAL = 'POST /api/store/getFreeTrialCard';

/** A member without a card whose cards call answers the trial card once it has been given. */
function trialRoutes({
  autoRenew = false,
  language = 'en',
}: { autoRenew?: boolean; language?: 'en' | 'fr' } = {}): StubRoute[] {
  const card = trialCardFixture();
  let given = false;
  return [
    [
      TRIAL,
      () => {
        given = true;
        return jsonResponse({ card }, 201);
      },
    ],
    ['GET /api/users/v2/cardsForUser', () => jsonResponse({ cards: given ? [card] : [] })],
    ['GET /api/users/v2/user/profile', profileFixture({ is_auto_renew: autoRenew, language })],
    ...memberWithoutCard({ language }),
  ];
}

const START = `Start your free ${FREE_TRIAL_DAYS}-day trial`;

describe('/signup/purchase: the free trial', SLOW, () => {
  it('starts the trial, reloads the session, welcomes the member on the page, then asks about auto-renew', async () => {
    const fetchMock = stubApi(trialRoutes());
    const { user, router } = await renderApp('/signup/purchase');

    const offer = await screen.findByRole('region', { name: `Try SPC free for ${FREE_TRIAL_DAYS} days` });
    await user.click(within(offer).getByRole('button', { name: START }));

    // The welcome is the page (no dialog over a page saying the same); the question opens over it.
    const question = await screen.findByRole('dialog', { name: 'Turn on auto-renew?' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to SPC!' })).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome to SPC!', hidden: true });
    const end = formatDate(Date.parse(trialCardFixture().expiry_date ?? ''), 'en');
    expect(screen.getByText(`Your free trial is on: enjoy every deal until ${end}.`)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(TRIAL);
    expect(calls(fetchMock).filter((call) => call === 'GET /api/users/v2/cardsForUser').length).toBeGreaterThan(1);

    // Before the trial the member had no card, no trial and no auto-renew: the question was asked.
    await user.click(within(question).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
    expect(router.state.location.pathname).toBe('/signup/purchase');
  });

  it('yes to the question goes to /purchase (a trial has no billing page)', async () => {
    stubApi(trialRoutes());
    const { user, router } = await renderApp('/signup/purchase');
    await user.click(await screen.findByRole('button', { name: START }));
    const question = await screen.findByRole('dialog', { name: 'Turn on auto-renew?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, set it up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
  });

  it('does not ask a member already on auto-renew: the welcome has the focus and Start shopping', async () => {
    stubApi(trialRoutes({ autoRenew: true }));
    const { user, router } = await renderApp('/signup/purchase');
    await user.click(await screen.findByRole('button', { name: START }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to SPC!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Start shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });

  it.each([
    ['FREE_TRIAL_USED', 'You’ve already used your free trial. Choose the SPC membership to keep enjoying the deals.'],
    ['MEMBERSHIP_EXISTS', 'You already have an active membership. Enjoy your deals!'],
  ])('explains %s', async (code, message) => {
    stubApi([[TRIAL, () => membershipError(code, 409)], ...trialRoutes()]);
    const { user } = await renderApp('/signup/purchase');
    await user.click(await screen.findByRole('button', { name: START }));

    const offer = screen.getByRole('region', { name: `Try SPC free for ${FREE_TRIAL_DAYS} days` });
    expect(await within(offer).findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads naturally in French', async () => {
    stubApi(trialRoutes({ language: 'fr' }));
    const { user } = await renderApp('/signup/purchase', { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Commencer mon essai gratuit de 30 jours' }));
    expect(await screen.findByRole('dialog', { name: 'Activer le renouvellement automatique?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue chez SPC!', hidden: true })).toBeInTheDocument();
    expect(
      screen.getByText(/^Votre essai gratuit a commencé : profitez de tous les rabais jusqu’au /),
    ).toBeInTheDocument();
  });
});
