// The activation inside sign-up, through the real route table: someone who came to sign up with a card
// (remembered by /activate) reaches /signup/activate from the membership step once registered, with the
// card filled in; then what it gives, Activate, and /signup/activation/complete.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { readRedirectTarget, storeRedirectTarget } from '../../../lib/session.ts';
import {
  checkoutRoute,
  memberWithoutCard,
  PACK_CARD,
  registerableRoute,
  visitorWithMenu,
} from '../../../features/activation/testing/activation-api.ts';

// Whole-app renders with lazy routes: the first test of a file also pays for transforming them, and a
// machine busy with the other test projects can take longer than Vitest's default 5 s.
const SLOW = { timeout: 15_000 };

const QR_QUERY = `card_num=${PACK_CARD.card_number}&csv=${PACK_CARD.csv}`;

afterEach(() => window.sessionStorage.clear());

describe('/signup/activate', SLOW, () => {
  it('takes over the membership step for someone who came with a card, and activates it', async () => {
    // /activate remembered itself before sending the visitor to sign-up (activate.test.tsx).
    storeRedirectTarget(`/activate?${QR_QUERY}`);
    stubApi([registerableRoute(), checkoutRoute(), ...memberWithoutCard()]);
    const { user, router } = await renderApp('/signup/purchase');

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/activate'));
    expect(router.state.location.search).toBe(`?${QR_QUERY}`);
    expect(readRedirectTarget()).toBeNull();
    expect(await screen.findByLabelText('Card number')).toHaveValue('6018-1234-5678-9012');
    expect(screen.getByLabelText('Security code')).toHaveValue('321');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your membership' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/activation/complete'));
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re all set' })).toBeInTheDocument();
  });

  it('goes back to the card step for another card', async () => {
    stubApi([registerableRoute(), ...memberWithoutCard()]);
    const { user } = await renderApp(`/signup/activate?${QR_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Use another card' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activate your card' })).toHaveFocus();
  });

  it('sends a visitor to sign-up with the card, like /activate', async () => {
    stubApi([...visitorWithMenu]);
    const { router } = await renderApp(`/signup/activate?${QR_QUERY}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe(`?from_qr=true&${QR_QUERY}`);
  });

  it('leaves the membership step alone for someone who did not come with a card', async () => {
    stubApi([...memberWithoutCard()]);
    const { router } = await renderApp('/signup/purchase');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your membership' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/purchase');
  });
});
