// /qrlanding and /qr-select-membership through the real route table: the QR pack's landing for a
// visitor and a member, and where /qr-select-membership sends each (qr-select-membership.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { cardFixture } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { readRedirectTarget } from '../../../lib/session.ts';
import { memberWithoutCard, PACK_CARD, visitorWithMenu } from '../../../features/activation/testing/activation-api.ts';

// Whole-app renders with lazy routes: the first test of a file also pays for transforming them, and a
// machine busy with the other test projects can take longer than Vitest's default 5 s.
const SLOW = { timeout: 15_000 };

const QR_QUERY = `card_num=${PACK_CARD.card_number}&csv=${PACK_CARD.csv}`;

/** The landing's own steps and calls to action (the header has its own "Get started" and "Log in"). */
const steps = async (name = 'How it works') => within(await screen.findByRole('region', { name }));

describe('/qrlanding', SLOW, () => {
  it('explains the pack to a visitor and sends them on to /activate with the card (sign-up first)', async () => {
    stubApi([...visitorWithMenu]);
    const { user, router } = await renderApp(`/qrlanding?${QR_QUERY}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your SPC card is here' })).toBeInTheDocument();
    expect(document.title).toBe('Your SPC card is here — SPC');
    expect(screen.getByText('6018-1234-5678-9012')).toBeInTheDocument();
    const panel = await steps();
    expect(panel.getByText('Create your free account, or log in.')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', `/activate?${QR_QUERY}`);

    await user.click(panel.getByRole('link', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe(`?from_qr=true&${QR_QUERY}`);
  });

  it('remembers the activation for a visitor who logs in instead', async () => {
    stubApi([...visitorWithMenu]);
    const { user, router } = await renderApp(`/qrlanding?${QR_QUERY}`);
    await user.click((await steps()).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirectTarget()).toBe(`/activate?${QR_QUERY}`);
  });

  it('lets a member activate at once, in French too', async () => {
    stubApi([...memberWithoutCard({ language: 'fr' })]);
    await renderApp(`/qrlanding?${QR_QUERY}`, { language: 'fr' });
    const panel = await steps('Comment ça marche');
    expect(await panel.findByRole('link', { name: 'Activer ma carte' })).toHaveAttribute(
      'href',
      `/activate?${QR_QUERY}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Votre carte SPC est arrivée' })).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('says where the codes are when the link carries no card', async () => {
    stubApi([...visitorWithMenu]);
    await renderApp('/qrlanding');
    expect(
      await screen.findByText('You’ll find the card number and the 3-digit security code on the back of your card.'),
    ).toBeInTheDocument();
    expect((await steps()).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/activate');
  });
});

describe('/qr-select-membership', SLOW, () => {
  it('sends a member with a valid card to the digital card', async () => {
    stubApi([...memberWithoutCard({ cards: [cardFixture()] })]);
    const { router } = await renderApp(`/qr-select-membership?${QR_QUERY}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership-screen'));
  });

  it('sends a visitor, or a member without a valid card, to the QR landing with the card', async () => {
    stubApi([...visitorWithMenu]);
    const visitor = await renderApp(`/qr-select-membership?${QR_QUERY}`);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/qrlanding'));
    expect(visitor.router.state.location.search).toBe(`?${QR_QUERY}`);
    visitor.unmount();

    stubApi([...memberWithoutCard()]);
    const member = await renderApp('/qr-select-membership');
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/qrlanding'));
  });
});
