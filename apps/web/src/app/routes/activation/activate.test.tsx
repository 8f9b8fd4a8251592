// /activate through the real route table: visitors and unregistered users sent to sign-up with the card
// carried and the page remembered; for a member, the card form (prefilled from a QR pack, grouped as
// typed, checked before sending), each refusal of /v2/card/registerable, and on to /activate/info.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { readRedirectTarget } from '../../../lib/session.ts';
import {
  activationResultFixture,
  memberWithoutCard,
  PACK_CARD,
  registerableFixture,
  registerableRoute,
  visitorWithMenu,
} from '../../../features/activation/testing/activation-api.ts';

// Whole-app renders with lazy routes: the first test of a file also pays for transforming them, and a
// machine busy with the other test projects can take longer than Vitest's default 5 s.
const SLOW = { timeout: 15_000 };

const QR_QUERY = `card_num=${PACK_CARD.card_number}&csv=${PACK_CARD.csv}`;

afterEach(() => window.sessionStorage.clear());

describe('/activate for someone who is not a member', SLOW, () => {
  it('sends a visitor to sign-up with from_qr, card_num and csv, remembering the page', async () => {
    stubApi([...visitorWithMenu]);
    const { router } = await renderApp(`/activate?${QR_QUERY}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe(`?from_qr=true&${QR_QUERY}`);
    expect(readRedirectTarget()).toBe(`/activate?${QR_QUERY}`);
  });

  it('carries no card when the link gives only one of the two', async () => {
    stubApi([...visitorWithMenu]);
    const { router } = await renderApp(`/activate?card_num=${PACK_CARD.card_number}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe('');
    expect(readRedirectTarget()).toBe(`/activate?card_num=${PACK_CARD.card_number}`);
  });

  it('sends a signed-in but unregistered user to sign-up the same way', async () => {
    stubApi(memberWithoutCard({ registered: false }));
    const { router } = await renderApp(`/activate?${QR_QUERY}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe(`?from_qr=true&${QR_QUERY}`);
  });

  it('goes to sign-up from /activate/account too, and sends a member on to /activate', async () => {
    stubApi([...visitorWithMenu]);
    const visitor = await renderApp(`/activate/account?${QR_QUERY}`);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/signup'));
    expect(visitor.router.state.location.search).toBe(`?from_qr=true&${QR_QUERY}`);
    visitor.unmount();

    stubApi([registerableRoute(), ...memberWithoutCard()]);
    const member = await renderApp(`/activate/account?${QR_QUERY}`);
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/activate'));
    expect(member.router.state.location.search).toBe(`?${QR_QUERY}`);
  });
});

describe('/activate for a member', SLOW, () => {
  it('prefills the card from a QR pack and goes on to /activate/info with what the card gives', async () => {
    const fetchMock = stubApi([registerableRoute(registerableFixture({ incentive_id: 7 })), ...memberWithoutCard()]);
    const { user, router } = await renderApp(`/activate?${QR_QUERY}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Activate your card' })).toBeInTheDocument();
    expect(document.title).toBe('Activate your card — SPC');
    expect(screen.getByLabelText('Card number')).toHaveValue('6018-1234-5678-9012');
    expect(screen.getByLabelText('Security code')).toHaveValue('321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/info'));
    expect(calls(fetchMock)).toContain('POST /api/users/v2/card/registerable');
    expect(router.state.location.state).toEqual({
      from: 'activate',
      card: PACK_CARD,
      registerable: registerableFixture({ incentive_id: 7 }),
    });
  });

  it('groups the number by four as it is typed and checks both fields before sending', async () => {
    const fetchMock = stubApi([registerableRoute(), ...memberWithoutCard()]);
    const { user } = await renderApp('/activate');
    const number = await screen.findByLabelText('Card number');
    const csv = screen.getByLabelText('Security code');

    await user.type(number, '41111111111111119999');
    expect(number).toHaveValue('4111-1111-1111-1111');
    await user.type(csv, '12x');
    expect(csv).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(
      'The 16 digits on the back of your card, starting with 6018. SPC card numbers start with 6018. Check the number on your card.',
    );
    expect(csv).toHaveAttribute('aria-invalid', 'true');
    expect(csv).toHaveAccessibleDescription(
      'The 3-digit code next to the card number. The security code has 3 digits.',
    );
    expect(calls(fetchMock).some((call) => call.includes('registerable'))).toBe(false);

    await user.clear(number);
    await user.type(number, '601812');
    await user.tab();
    expect(number).toHaveAccessibleDescription(
      'The 16 digits on the back of your card, starting with 6018. A card number has 16 digits.',
    );
  });

  it.each([
    ['an unknown card or a wrong code', undefined, 'We couldn’t find a card with this number and security code.'],
    ['a card someone owns', ['ALREADY_ASSOCIATED', 409], 'This card is already associated with an account.'],
    ['a format the server refused', ['VALIDATION_ERROR', 400], 'Check the card number (16 digits'],
  ] as const)('explains %s', async (_, refusal, message) => {
    stubApi([registerableRoute(registerableFixture(), refusal ? [...refusal] : undefined), ...memberWithoutCard()]);
    const { user, router } = await renderApp('/activate');
    await user.type(await screen.findByLabelText('Card number'), '6018123456789999');
    await user.type(screen.getByLabelText('Security code'), '321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/activate');

    // The answer was about the card as it was: editing clears it.
    await user.type(screen.getByLabelText('Security code'), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('associates an active card nobody owns (an e-mailed VIP card) and goes to the completion', async () => {
    const result = activationResultFixture();
    const fetchMock = stubApi([
      registerableRoute(registerableFixture(), ['CARD_ALREADY_ACTIVE', 409]),
      ['POST /api/users/v2/associateCard', () => jsonResponse(result, 201)],
      ...memberWithoutCard(),
    ]);
    const { user, router } = await renderApp(`/activate?${QR_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/completion'));
    expect(calls(fetchMock)).toContain('POST /api/users/v2/associateCard');
    expect(router.state.location.state).toEqual({ from: 'activation', result, incentiveId: null, autoRenew: false });
  });

  it('says too many tries in the page, and the rate-limited modal opens too', async () => {
    stubApi([registerableRoute(registerableFixture(), ['RATE_LIMITED', 429]), ...memberWithoutCard()]);
    const { user } = await renderApp(`/activate?${QR_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Too many requests at the moment. Please try again later');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Too many tries. Please wait a while before trying again.')).toBeInTheDocument();
  });

  it('reads naturally in French', async () => {
    stubApi([registerableRoute(), ...memberWithoutCard({ language: 'fr' })]);
    const { user } = await renderApp('/activate', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Activez votre carte' })).toBeInTheDocument();
    expect(document.title).toBe('Activez votre carte — SPC');
    await user.type(screen.getByLabelText('Numéro de carte'), '6018123456789999');
    await user.type(screen.getByLabelText('Code de sécurité'), '321');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aucune carte ne correspond à ce numéro et à ce code de sécurité.',
    );
  });
});
