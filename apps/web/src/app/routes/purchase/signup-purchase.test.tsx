// /signup/purchase and /purchase through the real route table: the price per language, each promo and
// school code answer, Continue to the summary, and the purchase guard's redirects (spec §4).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { visitorRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  codeRoutes,
  paidCard,
  productRoute,
  shopperRoutes,
  trialCard,
} from '../../../features/purchase/testing/store-api.ts';

const shopper = (refusals: Parameters<typeof codeRoutes>[0] = {}, language: 'en' | 'fr' = 'en') => [
  productRoute(),
  ...codeRoutes(refusals),
  ...shopperRoutes({ language }),
];

async function applyCode(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, code: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.type(input, code);
  await user.click(within(input.parentElement as HTMLElement).getByRole('button', { name: 'Apply' }));
  return input;
}

describe('/signup/purchase', () => {
  it('offers the SPC membership at its yearly price with the facts of the card', async () => {
    stubApi(shopper());
    await renderApp('/signup/purchase');

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your membership' })).toBeInTheDocument();
    expect(await screen.findByText('$11.99 a year')).toBeInTheDocument();
    expect(screen.getByText('Memberships are non-refundable.')).toBeInTheDocument();
    expect(screen.getByText('Valid in Canada only.')).toBeInTheDocument();
    expect(screen.getByText('Some stores may ask for your student ID.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I already have a card' })).toHaveAttribute('href', '/activate');
    expect(screen.getByRole('link', { name: 'Buy in store' })).toHaveAttribute('href', '/purchase/instore');
    expect(document.title).toBe('Choose your membership — SPC');
  });

  it('writes the price the French-Canadian way', async () => {
    stubApi(shopper({}, 'fr'));
    await renderApp('/signup/purchase', { language: 'fr' });
    expect(await screen.findByText('11,99 $ par année')).toBeInTheDocument();
  });

  it('applies a promo code and shows what it takes off', async () => {
    stubApi(shopper());
    const { user } = await renderApp('/signup/purchase');
    await screen.findByText('$11.99 a year');
    const input = await applyCode(user, 'Promo code (optional)', 'welcome10');

    expect(
      await screen.findByText('Code WELCOME10 applied: 10% off. Your price: $10.79 before tax.'),
    ).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('removes an applied code and gives the focus back to its field', async () => {
    stubApi(shopper());
    const { user, router } = await renderApp('/signup/purchase');
    const input = await applyCode(user, 'Promo code (optional)', 'WELCOME10');
    await user.click(await screen.findByRole('button', { name: 'Remove promo code' }));

    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ from: 'signup-purchase' }));
  });

  it.each([
    ['NOPE', ['PROMO_NOT_FOUND', 404], 'This promo code doesn’t exist. Check the spelling and try again.'],
    ['SUMMER2024', ['PROMO_EXPIRED', 422], 'This promo code has expired.'],
    ['FUTURE25', ['PROMO_NOT_STARTED', 422], 'This promo code isn’t valid yet.'],
    ['LAUNCH50', ['PROMO_USED_UP', 422], 'This promo code has reached its limit of uses.'],
    ['STUDENT5', ['PROMO_ALREADY_USED', 422], 'You have already used this promo code.'],
  ] as const)('explains a refused promo code %s', async (code, refusal, message) => {
    stubApi(shopper({ [code]: [...refusal] }));
    const { user } = await renderApp('/signup/purchase');
    const input = await applyCode(user, 'Promo code (optional)', code);

    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['NOSCHOOL', ['SCHOOL_CODE_NOT_FOUND', 404], 'This school code isn’t valid. Check it with your school.'],
    ['UDEM2023', ['SCHOOL_CODE_EXPIRED', 422], 'This school code has expired.'],
    ['MCGILLFULL', ['SCHOOL_CODE_USED_UP', 422], 'This school code has reached its limit of uses.'],
  ] as const)('explains a refused school code %s', async (code, refusal, message) => {
    stubApi(shopper({ [code]: [...refusal] }));
    const { user } = await renderApp('/signup/purchase');
    const input = await applyCode(user, 'School code (optional)', code);
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
  });

  it('refuses a code that cannot be one without asking the API', async () => {
    const fetchMock = stubApi(shopper());
    const { user } = await renderApp('/signup/purchase');
    const input = await applyCode(user, 'Promo code (optional)', 'a!');
    expect(input).toHaveAccessibleDescription('A code has 3 to 32 letters, numbers or dashes.');
    expect(calls(fetchMock).some((call) => call.includes('validatePromoCode'))).toBe(false);
  });

  it('continues to the summary with the applied codes', async () => {
    const fetchMock = stubApi(shopper());
    const { user, router } = await renderApp('/signup/purchase');
    await applyCode(user, 'Promo code (optional)', 'WELCOME10');
    await applyCode(user, 'School code (optional)', 'CONCORDIA');
    expect(
      await screen.findByText(/School code CONCORDIA \(Concordia University\) applied: 20% off/),
    ).toBeInTheDocument();
    expect(screen.getByText('Codes don’t add up: the larger discount is the one applied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/summary'));
    expect(router.state.location.state).toEqual({
      from: 'signup-purchase',
      promoCode: 'WELCOME10',
      schoolCode: 'CONCORDIA',
    });
    await waitFor(() =>
      expect(calls(fetchMock)).toContain('GET /api/promos/v2/product?promocode=WELCOME10&school_code=CONCORDIA'),
    );
  });

  it('asks to apply a code typed but not applied before continuing', async () => {
    stubApi(shopper());
    const { user, router } = await renderApp('/signup/purchase');
    const input = await screen.findByLabelText('Promo code (optional)');
    await user.type(input, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Press Apply to use this code, or clear the field.');
    expect(router.state.location.pathname).toBe('/signup/purchase');
  });

  it('checks a promo code from the URL as the page opens', async () => {
    stubApi(shopper());
    await renderApp('/signup/purchase?promo=welcome10');
    expect(await screen.findByText(/Code WELCOME10 applied: 10% off/)).toBeInTheDocument();
  });

  it('sends a visitor to sign-up, a member to /deals and a free trial to /purchase', async () => {
    stubApi([...visitorRoutes]);
    const visitor = await renderApp('/signup/purchase');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/signup'));
    visitor.unmount();

    stubApi([productRoute(), ...shopperRoutes({ cards: [paidCard()] })]);
    const member = await renderApp('/signup/purchase');
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/deals'));
    member.unmount();

    stubApi([productRoute(), ...codeRoutes(), ...shopperRoutes({ cards: [trialCard()] })]);
    const trial = await renderApp('/signup/purchase?promo=WELCOME10');
    await waitFor(() => expect(trial.router.state.location.pathname).toBe('/purchase'));
    expect(trial.router.state.location.search).toBe('?promo=WELCOME10');
  });
});

describe('/purchase', () => {
  it('sends a registered user without a card on to /signup/purchase with the code', async () => {
    stubApi(shopper());
    const { router } = await renderApp('/purchase?code=WELCOME10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/purchase'));
    expect(router.state.location.search).toBe('?code=WELCOME10');
    expect(await screen.findByText(/Code WELCOME10 applied/)).toBeInTheDocument();
  });

  it("recognises a friend's referral code in ?code= and carries it to the order as one", async () => {
    const fetchMock = stubApi([
      ['GET /api/users/v2/referral/frnd2345', { referral_code: 'FRND2345', own: false }],
      ...shopper(),
    ]);
    const { user, router } = await renderApp('/purchase?code=frnd2345');
    await waitFor(() => expect(router.state.location.search).toBe('?referral=FRND2345'));
    expect(router.state.location.pathname).toBe('/signup/purchase');
    await screen.findByText('$11.99 a year');
    // Not read as a promo code: no "doesn't exist", no promo check.
    expect(screen.queryByText(/doesn.t exist/)).not.toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.includes('promocode=FRND2345'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/summary'));
    expect(router.state.location.state).toMatchObject({ referralCode: 'FRND2345' });
  });

  it('sends a member to /deals, or to the QR membership choice from a QR landing', async () => {
    stubApi([productRoute(), ...shopperRoutes({ cards: [paidCard()] })]);
    const first = await renderApp('/purchase');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/deals'));
    first.unmount();

    // /qr-select-membership (issue 6) hands a member with a valid card on to the digital card.
    const second = await renderApp('/purchase?from_qr=true');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/membership-screen'));
  });

  it('lets a free trial upgrade to a paid year, continuing as an added subscription', async () => {
    stubApi([productRoute(), ...codeRoutes(), ...shopperRoutes({ cards: [trialCard()] })]);
    const { user, router } = await renderApp('/purchase?referral=FRIEND1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keep your deals for a full year' }),
    ).toBeInTheDocument();
    await screen.findByText('$11.99 a year');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/summary'));
    expect(router.state.location.state).toEqual({ from: 'add-subscription', referralCode: 'FRIEND1' });
  });
});
