// "I have a VIP code" on /explore-memberships, through the real route table (spec §3 "VIP code
// request", §7 "VIP", §8 'Access Code Not Valid'): the code checked, then name, e-mail and language;
// attached to the member's account or e-mailed; the `vip` cookie; refusals of both calls.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, setCookie } from '../../../lib/cookies.ts';
import { formatDate } from '../../../lib/format.ts';
import { sentBodies } from '../../../test/requests.ts';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubHandler, type StubRoute } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { forgetVipCode, VIP_COOKIE } from '../vip-cookie.ts';

afterEach(forgetVipCode);

const VIP_CARD = cardFixture({
  card_number: '6018000000007777',
  is_online_purchased: false,
  expiry_date: '2099-05-01T12:00:00.000Z',
});

const verified: StubHandler = ({ body }) =>
  jsonResponse({ data: { valid: true, code: (body as { code: string }).code, expires_at: null } });

function vipApi({ verify = verified, redeem }: { verify?: StubHandler; redeem: StubHandler }): StubRoute[] {
  return [
    ['POST /api/vip/verifyCode', verify],
    ['POST /api/vip/code', redeem],
  ];
}

// An e-mailed card's number is not in the answer (only the mailbox's owner may see it).
const attachedAnswer =
  (attached: boolean): StubHandler =>
  () =>
    jsonResponse({ data: { card: attached ? VIP_CARD : null, attached, upgradeType: null } }, 201);

async function panel() {
  return screen.findByRole('region', { name: 'I have a VIP code' });
}

// Whole journeys (typing, several requests, lazy pages loading the first time): more than the default
// 5 s when the machine runs every test project at once.
describe('I have a VIP code', { timeout: 15_000 }, () => {
  it('a visitor checks a code, then the card is e-mailed to the address given', async () => {
    const fetchMock = stubApi([...vipApi({ redeem: attachedAnswer(false) }), ...visitorApi]);
    const { user } = await renderApp('/explore-memberships');
    const vip = await panel();

    await user.type(within(vip).getByLabelText('VIP code'), ' VIP-2025 ');
    await user.click(within(vip).getByRole('button', { name: 'Check my code' }));

    expect(
      await within(vip).findByText('Code VIP-2025 is valid. Tell us where to send your VIP membership.'),
    ).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST', '/api/vip/verifyCode')).toEqual([{ code: 'VIP-2025' }]);
    expect(readCookie(VIP_COOKIE)).toBe('VIP-2025');
    expect(within(vip).getByLabelText('Full name')).toHaveValue('');
    expect(within(vip).getByLabelText('E-mail address')).toHaveValue('');

    await user.type(within(vip).getByLabelText('Full name'), 'Grace Hopper');
    await user.type(within(vip).getByLabelText('E-mail address'), 'grace@example.com');
    await user.selectOptions(within(vip).getByLabelText('Language of the e-mail'), 'French');
    await user.click(within(vip).getByRole('button', { name: 'Claim my VIP membership' }));

    expect(await within(vip).findByText('Check your inbox')).toHaveFocus();
    expect(
      within(vip).getByText(
        'We sent your VIP card to grace@example.com. Follow the link in the e-mail to add it to your SPC account.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/vip/code')).toEqual([
      { code: 'VIP-2025', email: 'grace@example.com', name: 'Grace Hopper', language: 'fr' },
    ]);
    expect(readCookie(VIP_COOKIE)).toBeNull();
  });

  it('a member redeeming with their own address: prefilled, attached and active at once', async () => {
    const state = { cards: [] as (typeof VIP_CARD)[] };
    const fetchMock = stubApi([
      ...vipApi({
        redeem: () => {
          state.cards = [VIP_CARD];
          return jsonResponse({ data: { card: VIP_CARD, attached: true, upgradeType: null } }, 201);
        },
      }),
      ['GET /api/users/v2/cardsForUser', () => jsonResponse({ cards: state.cards })],
      ...memberApi({ cards: [] }),
    ]);
    const { user } = await renderApp('/explore-memberships');
    const vip = await panel();

    await user.type(within(vip).getByLabelText('VIP code'), 'GOLD1');
    await user.click(within(vip).getByRole('button', { name: 'Check my code' }));
    await within(vip).findByText(/Code GOLD1 is valid/);
    expect(within(vip).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(vip).getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(within(vip).getByLabelText('Language of the e-mail')).toHaveValue('en');
    await user.click(within(vip).getByRole('button', { name: 'Claim my VIP membership' }));

    expect(await screen.findByText('Your VIP membership is active')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Your VIP card is on your account until ${formatDate(Date.parse(VIP_CARD.expiry_date!), 'en')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/deals');
    expect(sentBodies(fetchMock, 'POST', '/api/vip/code')).toEqual([
      { code: 'GOLD1', email: 'ada@example.com', name: 'Ada Lovelace', language: 'en' },
    ]);
    // The session was reloaded with the new card.
    expect(calls(fetchMock).filter((call) => call === 'GET /api/users/v2/cardsForUser').length).toBeGreaterThan(1);
  });

  it('an unknown, expired or used-up code: Access Code Not Valid, and nothing else asked', async () => {
    stubApi([
      ...vipApi({
        verify: () => jsonResponse({ error: 'ACCESS_CODE_NOT_VALID', message: 'Access Code Not Valid' }, 404),
        redeem: attachedAnswer(false),
      }),
      ...visitorApi,
    ]);
    const { user } = await renderApp('/explore-memberships');
    const vip = await panel();
    const field = within(vip).getByLabelText('VIP code');
    await user.type(field, 'NOPE');
    await user.click(within(vip).getByRole('button', { name: 'Check my code' }));

    expect(await within(vip).findByText('Access Code Not Valid')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(within(vip).queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(readCookie(VIP_COOKIE)).toBeNull();
  });

  it('asks for a code before checking anything', async () => {
    const fetchMock = stubApi([...vipApi({ redeem: attachedAnswer(false) }), ...visitorApi]);
    const { user } = await renderApp('/explore-memberships');
    const vip = await panel();
    await user.click(within(vip).getByRole('button', { name: 'Check my code' }));
    expect(within(vip).getByText('Enter your VIP code.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/vip/verifyCode')).toEqual([]);
  });

  it('checks the name and e-mail, then says why the server refused', async () => {
    let answer: StubHandler = () =>
      jsonResponse({ error: 'ALREADY_REDEEMED', message: 'Already Redeemed your SPC Membership' }, 409);
    const fetchMock = stubApi([...vipApi({ redeem: (request) => answer(request) }), ...visitorApi]);
    const { user } = await renderApp('/explore-memberships');
    const vip = await panel();
    await user.type(within(vip).getByLabelText('VIP code'), 'VIP1');
    await user.click(within(vip).getByRole('button', { name: 'Check my code' }));
    const claim = await within(vip).findByRole('button', { name: 'Claim my VIP membership' });

    await user.type(within(vip).getByLabelText('E-mail address'), 'not-an-address');
    await user.click(claim);
    expect(within(vip).getByText('Enter your name.')).toBeInTheDocument();
    expect(within(vip).getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(within(vip).getByLabelText('Full name')).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST', '/api/vip/code')).toEqual([]);

    await user.type(within(vip).getByLabelText('Full name'), 'Grace Hopper');
    await user.clear(within(vip).getByLabelText('E-mail address'));
    await user.type(within(vip).getByLabelText('E-mail address'), 'grace@example.com');
    await user.click(claim);
    expect(await within(vip).findByRole('alert')).toHaveTextContent(
      'This code was already used with this e-mail address.',
    );

    answer = () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500);
    await user.click(claim);
    await waitFor(() =>
      expect(within(vip).getByRole('alert')).toHaveTextContent(
        'Something went wrong on our side. Please try again in a moment.',
      ),
    );
    // The verified code is kept for another try.
    expect(readCookie(VIP_COOKIE)).toBe('VIP1');

    await user.click(within(vip).getByRole('button', { name: 'Use another code' }));
    expect(within(vip).getByLabelText('VIP code')).toHaveFocus();
    expect(within(vip).getByLabelText('VIP code')).toHaveValue('');
    expect(readCookie(VIP_COOKIE)).toBeNull();
  });

  it('finds a code verified earlier waiting in the vip cookie', async () => {
    setCookie(VIP_COOKIE, 'KEPT-CODE', { days: 1 });
    stubApi([...vipApi({ redeem: attachedAnswer(false) }), ...visitorApi]);
    await renderApp('/explore-memberships');
    const vip = await panel();
    expect(within(vip).getByLabelText('VIP code')).toHaveValue('KEPT-CODE');
  });

  it('is offered to a member who already has a valid card too', async () => {
    stubApi([...vipApi({ redeem: attachedAnswer(true) }), ...memberApi({ cards: [cardFixture()] })]);
    await renderApp('/explore-memberships');
    expect(await panel()).toBeInTheDocument();
  });

  it('reads naturally in French, including the refused code', async () => {
    stubApi([
      ...vipApi({
        verify: () => jsonResponse({ error: 'ACCESS_CODE_NOT_VALID', message: 'Access Code Not Valid' }, 404),
        redeem: attachedAnswer(false),
      }),
      ...memberApi({ cards: [], profile: profileFixture({ language: 'fr' }) }),
    ]);
    const { user } = await renderApp('/explore-memberships', { language: 'fr' });
    const vip = await screen.findByRole('region', { name: 'J’ai un code VIP' });
    await user.type(within(vip).getByLabelText('Code VIP'), 'NOPE');
    await user.click(within(vip).getByRole('button', { name: 'Vérifier mon code' }));
    expect(await within(vip).findByText('Code d’accès non valide')).toBeInTheDocument();
  });
});
