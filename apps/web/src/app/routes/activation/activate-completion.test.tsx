// /activate/completion, /signup/activation/complete and /activate/incentive through the real route
// table: the activated card, the text of each SPC+ upgrade type, the welcome panel, the incentive
// (English and French, its offer, a missing one) and who may open them (the flow only, else /deals).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../../lib/paths.ts';
import type { CompletionState, IncentiveState } from '../../../features/activation/activation-state.ts';
import {
  activatedCardFixture,
  activationResultFixture,
  incentiveRoute,
  INCENTIVE,
  memberWithoutCard,
} from '../../../features/activation/testing/activation-api.ts';

// Whole-app renders with lazy routes: the first test of a file also pays for transforming them, and a
// machine busy with the other test projects can take longer than Vitest's default 5 s.
const SLOW = { timeout: 15_000 };

async function open(path: string, state: unknown, routes: StubRoute[] = [], language: 'en' | 'fr' = 'en') {
  stubApi([...routes, ...memberWithoutCard({ language, cards: [activatedCardFixture()] })]);
  const app = await renderApp('/purchase/instore', { language });
  await act(() => app.router.navigate(path, { state }));
  return app;
}

const completion = (overrides: Partial<CompletionState> = {}): CompletionState => ({
  from: 'activation',
  result: activationResultFixture(),
  incentiveId: null,
  autoRenew: false,
  ...overrides,
});

describe('/activate/completion', SLOW, () => {
  it('shows the activated card, its expiry, the welcome panel and Start shopping', async () => {
    await open('/activate/completion', completion());

    expect(await screen.findByRole('heading', { level: 1, name: 'Your card is activated' })).toBeInTheDocument();
    expect(document.title).toBe('Your card is activated — SPC');
    const card = screen.getByRole('region', { name: 'Your SPC card' });
    expect(within(card).getByText('6018-1234-5678-9012')).toBeInTheDocument();
    expect(within(card).getByText('May 20, 2027')).toBeInTheDocument();
    expect(screen.getByText('Your membership runs until May 20, 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
    const welcome = screen.getByRole('region', { name: 'Get the SPC app' });
    expect(within(welcome).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', APP_STORE_URL);
    expect(within(welcome).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', PLAY_STORE_URL);
    // Nothing was upgraded, no incentive.
    expect(screen.queryByText(/previous/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See my gift' })).not.toBeInTheDocument();
  });

  it('says when auto-renew is on', async () => {
    await open('/activate/completion', completion({ autoRenew: true }));
    expect(await screen.findByText('Auto-renew is on: your membership renews on May 20, 2027.')).toBeInTheDocument();
  });

  it('tells an SPC+ upgrader that the previous auto-renewing membership was cancelled', async () => {
    const plus = activatedCardFixture({ cobrand: 'cibc' });
    await open(
      '/activate/completion',
      completion({ result: activationResultFixture({ card: plus, upgradeType: 'braintree' }) }),
    );
    expect(
      await screen.findByText(
        'Your previous auto-renewing membership was cancelled: you won’t be charged for it again.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your SPC card' })).getByText('SPC+')).toBeInTheDocument();
  });

  it('explains how to cancel an app-store membership, which we cannot do for the member', async () => {
    await open(
      '/activate/completion',
      completion({ result: activationResultFixture({ upgradeType: 'appstore', manual_cancellation_required: true }) }),
    );
    const steps = await screen.findByRole('region', { name: 'Cancel your app-store membership' });
    expect(within(steps).getByText('Tap Subscriptions, then SPC.')).toBeInTheDocument();
    expect(within(steps).getByText('Tap Payments & subscriptions, then Subscriptions, then SPC.')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Apple’s help page/ })).toHaveAttribute('target', '_blank');
  });

  it('says a VIP membership was replaced', async () => {
    await open('/activate/completion', completion({ result: activationResultFixture({ upgradeType: 'vip' }) }));
    expect(await screen.findByText('Your VIP membership has been replaced by SPC+.')).toBeInTheDocument();
  });

  it('leads to the card’s incentive when it carries one', async () => {
    const { user, router } = await open('/activate/completion', completion({ incentiveId: INCENTIVE.id }), [
      incentiveRoute(),
    ]);
    await user.click(await screen.findByRole('link', { name: 'See my gift' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/incentive'));
    expect(await screen.findByRole('heading', { level: 2, name: 'A free coffee on us' })).toBeInTheDocument();
    expect(screen.getByText('Show your card at any Campus Café for a free medium coffee.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/deals/offer/42');
    expect(document.title).toBe('Your welcome gift — SPC');
  });

  it('is reachable only from an activation, else /deals', async () => {
    const { router } = await open('/activate/completion', { from: 'summary' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });
});

describe('/signup/activation/complete', SLOW, () => {
  it('ends the sign-up with Start shopping → /deals', async () => {
    const { user, router } = await open('/signup/activation/complete', completion());
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re all set' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });

  it('is reachable only from the flow, else /deals', async () => {
    stubApi([...memberWithoutCard()]);
    const { router } = await renderApp('/signup/activation/complete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });
});

describe('/activate/incentive', SLOW, () => {
  const state: IncentiveState = { from: 'completion', incentiveId: INCENTIVE.id };

  it('writes the incentive in French', async () => {
    await open('/activate/incentive', state, [incentiveRoute()], 'fr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Un café offert' })).toBeInTheDocument();
    expect(
      screen.getByText('Présentez votre carte dans un Café Campus pour un café moyen gratuit.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir l’offre' })).toBeInTheDocument();
    expect(document.title).toBe('Votre cadeau de bienvenue — SPC');
  });

  it('says a missing incentive is no longer available', async () => {
    await open('/activate/incentive', { from: 'completion', incentiveId: 99 }, [incentiveRoute()]);
    expect(await screen.findByText('This gift is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
  });

  it('is reachable only from the completion, else /deals', async () => {
    const { router } = await open('/activate/incentive', { incentiveId: 7 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });
});
