// /redirect-to-partner?offer_id&firebase_uid (spec §2; docs/api-member-offers.md "Links") through the real
// route table: it asks the proxy for the tracked link and replaces the location with it; a visitor gets
// the login prompt and comes back here; another account, no valid card and other refusals say so.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { redeemKeys } from '../../../features/redeem/api/redeem-keys.ts';
import { leaveForPartner } from '../../../features/redeem/leave-for-partner.ts';
import { apiError, PARTNER_URL, savingsFixture, urlFixture } from '../../../features/redeem/testing/redeem-api.ts';

vi.mock('../../../features/redeem/leave-for-partner.ts', () => ({ leaveForPartner: vi.fn() }));

const PAGE = '/redirect-to-partner?offer_id=2&firebase_uid=user-ada';
const PROXY = 'POST /api/partners/proxy/website/2/url';

const proxyCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  calls(fetchMock).filter((call) => call.startsWith('POST /api/partners/proxy/'));

interface OpenOptions {
  visitor?: boolean;
  language?: 'en' | 'fr';
  path?: string;
}

function open(answer: StubHandler | object, { visitor = false, language = 'en', path = PAGE }: OpenOptions = {}) {
  const fetchMock = stubApi([
    [PROXY, answer],
    ...(visitor ? visitorApi : memberApi({ profile: profileFixture({ language }) })),
  ]);
  return { fetchMock, app: renderApp(path, { language }) };
}

beforeEach(() => {
  vi.mocked(leaveForPartner).mockClear();
});

describe('/redirect-to-partner', { timeout: 15_000 }, () => {
  it('asks the proxy for the link with offer_id and firebase_uid, then replaces the location with it', async () => {
    let answer: (response: object) => void = () => undefined;
    const pending = new Promise<object>((resolve) => (answer = resolve));
    const { fetchMock, app } = open(async () => Response.json(await pending));
    const { queryClient } = await app;
    queryClient.setQueryData(redeemKeys.savings('user-ada'), savingsFixture());

    expect(await screen.findByRole('heading', { level: 1, name: 'Taking you to the partner' })).toBeInTheDocument();
    expect(screen.getByText('Taking you to the partner…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.title).toBe('Taking you to the partner — SPC'));
    answer(urlFixture());

    await waitFor(() => expect(leaveForPartner).toHaveBeenCalledWith(PARTNER_URL));
    expect(leaveForPartner).toHaveBeenCalledTimes(1);
    expect(proxyCalls(fetchMock)).toEqual([`${PROXY}?firebase_uid=user-ada`]);
    // Should the browser not follow, the member can.
    expect(screen.getByRole('link', { name: 'Continue to the partner’s site' })).toHaveAttribute('href', PARTNER_URL);
    // A visit is a use: the savings are refreshed.
    await waitFor(() => expect(queryClient.getQueryState(redeemKeys.savings('user-ada'))?.isInvalidated).toBe(true));
  });

  it('opens the login prompt for a visitor, and comes back here after signing in', async () => {
    const { app } = open(apiError(401, 'UNAUTHENTICATED', 'Not signed in'), { visitor: true });
    await app;

    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('redirectUrl') ?? 'null')).toBe(PAGE);
    // Under the prompt (hidden from assistive technology while it is open), the page says why.
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to continue', hidden: true })).toBeInTheDocument();
    expect(leaveForPartner).not.toHaveBeenCalled();
  });

  it('says the link was made for another account, with the ways out', async () => {
    const { app } = open(apiError(403, 'USER_MISMATCH'));
    await app;

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This link was made for another account.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(within(alert).getByRole('link', { name: 'Browse all discounts' })).toHaveAttribute('href', '/deals');
    expect(leaveForPartner).not.toHaveBeenCalled();
  });

  it('says so in French', async () => {
    const { app } = open(apiError(403, 'USER_MISMATCH'), { language: 'fr' });
    await app;
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ce lien a été créé pour un autre compte.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/logout');
  });

  it('shows the offer-redeem gate to a member without a valid card', async () => {
    const { app } = open(apiError(403, 'NO_VALID_CARD'));
    await app;
    expect(await screen.findByRole('heading', { level: 2, name: 'You need an active membership' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', '/purchase');
    expect(screen.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute('href', '/signup/purchase');
    expect(screen.getByRole('link', { name: 'Register my card' })).toHaveAttribute('href', '/activate');
  });

  it('says an offer has ended, with the way to the offer and the deals', async () => {
    const { app } = open(apiError(410, 'OFFER_EXPIRED', 'Offer expired'));
    await app;
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This offer has ended.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/deals/offer/2');
    expect(within(alert).getByRole('link', { name: 'Browse all discounts' })).toHaveAttribute('href', '/deals');
  });

  it('offers to try again when the server fails', async () => {
    let fail = true;
    const { app } = open(() =>
      fail ? Response.json({ error: 'INTERNAL', message: 'x' }, { status: 500 }) : Response.json(urlFixture()),
    );
    const { user } = await app;
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(leaveForPartner).toHaveBeenCalledWith(PARTNER_URL));
  });

  it.each([
    ['a missing firebase_uid', '/redirect-to-partner?offer_id=2'],
    ['an offer_id that is not a number', '/redirect-to-partner?offer_id=abc&firebase_uid=user-ada'],
    ['a negative offer_id', '/redirect-to-partner?offer_id=-4&firebase_uid=user-ada'],
    ['no query at all', '/redirect-to-partner'],
  ])('explains that the link is not valid for %s, without asking the API', async (_, path) => {
    const { fetchMock, app } = open(Response.json(urlFixture()), { path });
    await app;
    expect(await screen.findByRole('heading', { level: 1, name: 'This link isn’t valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all discounts' })).toHaveAttribute('href', '/deals');
    expect(proxyCalls(fetchMock)).toEqual([]);
    expect(leaveForPartner).not.toHaveBeenCalled();
  });
});
