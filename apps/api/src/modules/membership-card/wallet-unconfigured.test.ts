// Without wallet keys in the configuration, no pass is offered: the providers say so, and both pass
// routes answer 503 WALLET_NOT_CONFIGURED (after the usual 401 for a visitor).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { cards } from '../../db/schema/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('wallet passes without configuration', () => {
  it('offers neither wallet', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/wallet/providers' });
    expect(response.json()).toEqual({ apple: false, google: false });
  });

  it('answers 503 WALLET_NOT_CONFIGURED to a member, even one with a valid card', async () => {
    const member = await signUpAndVerify(t, { email: `wallet-${randomUUID()}@example.com` });
    await t.database.db.insert(cards).values({
      cardNumber: '6018000011112222',
      csv: '123',
      status: 'active',
      expiryDate: new Date(Date.now() + 100 * 86_400_000),
      userId: member.userId,
    });
    for (const url of ['/api/users/wallet/apple', '/api/users/wallet/google']) {
      const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(t, member.cookie) });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({
        error: 'WALLET_NOT_CONFIGURED',
        message: 'Wallet passes are not available right now.',
      });
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    // The card itself is still there to show.
    const card = await t.app.inject({
      method: 'GET',
      url: '/api/users/membership-card',
      headers: authHeaders(t, member.cookie),
    });
    expect(card.statusCode).toBe(200);
  });
});
