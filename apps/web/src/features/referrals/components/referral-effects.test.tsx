// A `?referral=` code met on any page is stored, then redeemed once after sign-up (POST
// /api/users/redeemReferral), through the real route table and the root layout that mounts the effects.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentTo, resetCookiesAndConsent } from '../../../test/consent.ts';
import { refreshSession } from '../../../lib/session.ts';
import { sentBodies } from '../../../test/requests.ts';
import { memberApi } from '../../../test/fixtures/session-api.ts';
import { stubApi, type StubHandler, type StubRoute } from '../../../test/api-stub.ts';
import { categoriesFixture, summaryFixture } from '../../../test/fixtures/deals.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { makeConsentChoice } from '@spc/domain/consent-rules';
import { saveConsentChoice } from '../../../lib/consent-gate.ts';
import { REFERRAL_LIFETIME_MS, REFERRAL_STORAGE_KEY, readReferral } from '../referral-storage.ts';

const REDEEM = '/api/users/redeemReferral';

/** A visitor who becomes a registered member when the test says (`state.member`). */
function signUpLater(redeem: StubHandler = () => jsonResponse({ success: true })) {
  const state = { member: false };
  const member = memberApi({ cards: [] });
  const routes: StubRoute[] = [
    [`POST ${REDEEM}`, redeem],
    ['GET /api/partners/v2/categories', categoriesFixture],
    ['GET /api/partners/v5/offers/summary', summaryFixture()],
    ...member.map(([match, answer]): StubRoute => {
      if (match !== 'GET /api/auth/get-session') return [match, answer];
      return [match, () => (state.member ? jsonResponse(answer) : new Response('null', { status: 200 }))];
    }),
  ];
  return { state, fetchMock: stubApi(routes) };
}

async function becomeMember(state: { member: boolean }, queryClient: Parameters<typeof refreshSession>[0]) {
  state.member = true;
  // What the sign-up flow does once the account is registered.
  await refreshSession(queryClient);
}

// Whole journeys (typing, several requests, lazy pages loading the first time): more than the default
// 5 s when the machine runs every test project at once.
describe('referral codes from landing links', { timeout: 15_000 }, () => {
  // A person who accepted marketing storage (issue 21); without it the code is not kept (below).
  beforeEach(() => consentTo({ marketing: true }));
  afterEach(resetCookiesAndConsent);

  it('stores the code of a visitor, and redeems it once after sign-up', async () => {
    const { state, fetchMock } = signUpLater();
    const { queryClient, router } = await renderApp('/deals?referral=FRIEND1');
    await waitFor(() => expect(readReferral()).toMatchObject({ code: 'FRIEND1', source: 'all_deals' }));
    expect(sentBodies(fetchMock, 'POST', REDEEM)).toEqual([]);

    await becomeMember(state, queryClient);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', REDEEM)).toEqual([{ referral_code: 'FRIEND1', source: 'all_deals' }]),
    );
    await waitFor(() => expect(readReferral()).toBeNull());

    // Later pages and session reloads do not redeem again.
    await router.navigate('/deals?page=1');
    await refreshSession(queryClient);
    await screen.findAllByRole('link', { name: /./ });
    expect(sentBodies(fetchMock, 'POST', REDEEM)).toHaveLength(1);
  });

  it('carries the source the link names when it is one of the spec’s', async () => {
    const { state, fetchMock } = signUpLater();
    const { queryClient } = await renderApp('/?referral=FRIEND2&source=spc_plus');
    await waitFor(() => expect(readReferral()?.code).toBe('FRIEND2'));
    await becomeMember(state, queryClient);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', REDEEM)).toEqual([{ referral_code: 'FRIEND2', source: 'spc_plus' }]),
    );
  });

  it('a member who has already signed up is not "referred" by a link they follow', async () => {
    const fetchMock = stubApi([
      [`POST ${REDEEM}`, () => jsonResponse({ success: true })],
      ['GET /api/partners/v2/categories', categoriesFixture],
      ['GET /api/partners/v5/offers/summary', summaryFixture()],
      ...memberApi(),
    ]);
    await renderApp('/deals?referral=FRIEND3');
    await screen.findByRole('button', { name: /Ada/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readReferral()).toBeNull();
    expect(sentBodies(fetchMock, 'POST', REDEEM)).toEqual([]);
  });

  it('drops a code the server refuses for good', async () => {
    const { state, fetchMock } = signUpLater(() =>
      jsonResponse({ error: 'REFERRAL_NOT_FOUND', message: 'This referral code does not exist.' }, 404),
    );
    const { queryClient } = await renderApp('/deals?referral=GHOST1');
    await waitFor(() => expect(readReferral()?.code).toBe('GHOST1'));
    await becomeMember(state, queryClient);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', REDEEM)).toHaveLength(1));
    await waitFor(() => expect(readReferral()).toBeNull());
  });

  it('keeps the code after an outage, for a later visit', async () => {
    const { state, fetchMock } = signUpLater(() => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500));
    const { queryClient } = await renderApp('/deals?referral=LATER1');
    await waitFor(() => expect(readReferral()?.code).toBe('LATER1'));
    await becomeMember(state, queryClient);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', REDEEM)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readReferral()?.code).toBe('LATER1');
  });

  it('forgets a code older than 30 days', async () => {
    window.localStorage.setItem(
      REFERRAL_STORAGE_KEY,
      JSON.stringify({ code: 'STALE1', source: null, expireDate: Date.now() - 1 }),
    );
    const fetchMock = stubApi([
      [`POST ${REDEEM}`, () => jsonResponse({ success: true })],
      ['GET /api/partners/v2/categories', categoriesFixture],
      ['GET /api/partners/v5/offers/summary', summaryFixture()],
      ...memberApi({ cards: [] }),
    ]);
    await renderApp('/deals');
    await screen.findByRole('button', { name: /Ada/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(fetchMock, 'POST', REDEEM)).toEqual([]);
    expect(REFERRAL_LIFETIME_MS).toBe(30 * 86_400_000);
  });

  it('before the person decides, keeps the code in memory only, and stores it once they accept', async () => {
    resetCookiesAndConsent();
    const { fetchMock } = signUpLater();
    await renderApp('/deals?referral=WAIT12');
    await screen.findAllByRole('link', { name: /./ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    saveConsentChoice(makeConsentChoice({ marketing: true }));
    expect(readReferral()?.code).toBe('WAIT12');
    expect(sentBodies(fetchMock, 'POST', REDEEM)).toEqual([]);
  });
});
