// /purchase/completion through the real route table: only reachable from the summary (else /deals),
// the issued card as spec §5 writes it, the total per language, and the way to turn auto-renew on.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { profileFixture } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import type { CompletionState } from '../../../features/purchase/purchase-state.ts';
import { paidCard, purchaseFixture, shopperRoutes } from '../../../features/purchase/testing/store-api.ts';

async function openCompletion(
  state: unknown,
  { language = 'en', autoRenew = false }: { language?: 'en' | 'fr'; autoRenew?: boolean } = {},
) {
  stubApi([
    ['GET /api/users/v2/user/profile', () => jsonResponse(profileFixture({ language, is_auto_renew: autoRenew }))],
    ...shopperRoutes({ cards: [paidCard()], language }),
  ]);
  const app = await renderApp('/purchase/instore', { language });
  await act(() => app.router.navigate('/purchase/completion', { state }));
  return app;
}

const completion: CompletionState = { from: 'summary', purchase: purchaseFixture() };

describe('/purchase/completion', () => {
  it('sends anyone not coming from the summary to /deals', async () => {
    stubApi(shopperRoutes({ cards: [paidCard()] }));
    const { router } = await renderApp('/purchase/completion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });

  it('refuses a state that is not a purchase', async () => {
    const { router } = await openCompletion({ from: 'summary', purchase: { order_number: 'X' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });

  it('shows the order number, the issued card, the total and a way to turn auto-renew on', async () => {
    await openCompletion(completion);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your SPC card' });
    expect(card).toHaveTextContent('6018-1234-5678-4242');
    expect(card).toHaveTextContent('Security code987');
    expect(card).toHaveTextContent('Valid untilMay 20, 2027');
    expect(screen.getByText('SPC-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('$13.79')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 1111')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Turn on auto-renew in Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
  });

  it('says auto-renew is on, in French, with French money and dates', async () => {
    await openCompletion(completion, { language: 'fr', autoRenew: true });

    expect(await screen.findByText('Activé : votre abonnement se renouvelle chaque année.')).toBeInTheDocument();
    expect(screen.getByText('13,79 $')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Votre carte SPC' })).toHaveTextContent('20 mai 2027');
    expect(screen.queryByRole('link', { name: /Facturation/ })).not.toBeInTheDocument();
  });
});
