// The SPC+ upgrade (docs/api-membership.md "SPC+ and the bank tier"): registering the bank's co-branded
// card cancels the member's previous membership — a paid auto-renewing one at the gateway (the sandbox's
// tables checked), an app-store one flagged for the member to cancel, a VIP one cancelled — and each
// upgrade is recorded.
import { registerCardResponseSchema } from '@spc/domain/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, signUpAndVerify, type SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { paymentMethods, sandboxPaymentMethods } from '../../db/schema/index.ts';
import {
  insertCard,
  insertPaymentMethod,
  paymentMethodOf,
  profileOf,
  setAutoRenew,
  setSubscription,
  subscriptionOf,
} from '../../../test/billing-helpers.ts';
import { DAY, call, cardById, insertBankCard, registrationOf, upgradesOf, type Body } from './test-helpers.ts';
import { replaceMembership } from './upgrade.ts';

let t: TestApp;
let n = 0;
const newMember = () => signUpAndVerify(t, { email: `upgrade-${++n}@example.com` });

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const register = (who: SignedUp, payload: unknown) => call(t, 'POST', '/api/users/v2/register/card', who, payload);

async function sandboxMethodExists(token: string): Promise<boolean> {
  const rows = await t.database.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
  return rows.length === 1;
}

/** A member who bought a membership and renews it automatically with a card vaulted at the gateway. */
async function payingMember() {
  const member = await newMember();
  const paid = await insertCard(t, member.userId, 200 * DAY);
  const vaulted = await t.app.inject({
    method: 'PUT',
    url: '/api/store/updatePaymentMethod',
    headers: authHeaders(t, member.cookie),
    payload: { nonce: 'fake-valid-nonce' },
  });
  expect(vaulted.statusCode).toBe(200);
  await setAutoRenew(t, member.userId, true);
  await setSubscription(t, member.userId, { status: 'active' });
  const method = await paymentMethodOf(t, member.userId);
  expect(await sandboxMethodExists(method!.token)).toBe(true);
  return { member, paid, token: method!.token };
}

describe('registering the bank card (SPC+)', () => {
  it('cancels a paid auto-renewing membership at the gateway: upgradeType braintree', async () => {
    const { member, paid, token } = await payingMember();
    const bank = await insertBankCard(t);
    const res = await register(member, { card_number: bank.cardNumber, csv: bank.csv });
    expect(res.statusCode).toBe(201);
    expect(registerCardResponseSchema.parse(res.json())).toMatchObject({
      upgradeType: 'braintree',
      manual_cancellation_required: false,
      card: { cobrand: 'cibc', status: 'active', is_primary: true },
    });
    expect((await profileOf(t, member.userId)).isAutoRenew).toBe(false);
    expect((await subscriptionOf(t, member.userId))?.status).toBe('cancelled');
    expect(await paymentMethodOf(t, member.userId)).toBeUndefined();
    expect(await sandboxMethodExists(token)).toBe(false);
    const [upgrade] = await upgradesOf(t, member.userId);
    expect(upgrade).toMatchObject({
      cardId: bank.id,
      previousCardId: paid.id,
      upgradeType: 'braintree',
      manualCancellationRequired: false,
    });
    expect(await registrationOf(t, member.userId)).toMatchObject({ hasCard: true, membershipType: 'spc_plus' });
    // The paid year is not taken away; it is just no longer renewed.
    expect((await cardById(t, paid.id)).status).toBe('active');
  });

  it('still upgrades when the gateway cannot delete the card, and logs what is left there', async () => {
    const { member, token } = await payingMember();
    const failing = vi
      .spyOn(t.app.payments, 'deletePaymentMethod')
      .mockRejectedValueOnce(new Error('gateway unreachable'));
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const bank = await insertBankCard(t);
      const res = await register(member, { card_number: bank.cardNumber, csv: bank.csv });
      expect(res.statusCode).toBe(201);
      expect(res.json<Body>().upgradeType).toBe('braintree');
      expect(failing).toHaveBeenCalledWith(token);
      expect(await paymentMethodOf(t, member.userId)).toBeUndefined();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ user_id: member.userId, payment_method_token: token }),
        expect.stringContaining('could not delete'),
      );
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
  });

  it('leaves an app-store membership running and asks the member to cancel it: appstore', async () => {
    const member = await newMember();
    const appstore = await insertCard(t, member.userId, 100 * DAY, { source: 'appstore', isOnlinePurchased: false });
    const bank = await insertBankCard(t);
    const res = await register(member, { card_number: bank.cardNumber, csv: bank.csv });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ upgradeType: 'appstore', manual_cancellation_required: true });
    expect((await cardById(t, appstore.id)).status).toBe('active');
    expect((await upgradesOf(t, member.userId))[0]).toMatchObject({
      upgradeType: 'appstore',
      manualCancellationRequired: true,
      previousCardId: appstore.id,
    });
  });

  it('cancels a VIP membership: vip', async () => {
    const member = await newMember();
    const vip = await insertCard(t, member.userId, 100 * DAY, { isVip: true, source: 'vip', isOnlinePurchased: false });
    const bank = await insertBankCard(t);
    const res = await register(member, { card_number: bank.cardNumber, csv: bank.csv });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ upgradeType: 'vip', manual_cancellation_required: false });
    expect(await cardById(t, vip.id)).toMatchObject({ status: 'cancelled', isPrimary: false });
    expect((await upgradesOf(t, member.userId))[0]).toMatchObject({ upgradeType: 'vip', previousCardId: vip.id });
  });

  it('records an upgrade with nothing to cancel: none', async () => {
    const member = await newMember();
    const bank = await insertBankCard(t);
    const res = await register(member, { card_number: bank.cardNumber, csv: bank.csv });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ upgradeType: 'none', manual_cancellation_required: false });
    expect((await upgradesOf(t, member.userId))[0]).toMatchObject({ upgradeType: 'none', previousCardId: null });
  });

  it('is always allowed, even to a member with a valid paid card (no MEMBERSHIP_EXISTS)', async () => {
    const member = await newMember();
    await insertCard(t, member.userId, 300 * DAY);
    const bank = await insertBankCard(t);
    expect((await register(member, { card_number: bank.cardNumber, csv: bank.csv })).statusCode).toBe(201);
  });

  it('refuses another member’s bank card without touching either membership', async () => {
    const { member, token } = await payingMember();
    const owner = await newMember();
    const bank = await insertBankCard(t, {
      userId: owner.userId,
      status: 'active',
      expiryDate: new Date(Date.now() + 300 * DAY),
    });
    const res = await register(member, { card_number: bank.cardNumber, csv: bank.csv });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().error).toBe('ALREADY_ASSOCIATED');
    expect((await profileOf(t, member.userId)).isAutoRenew).toBe(true);
    expect(await sandboxMethodExists(token)).toBe(true);
    expect(await upgradesOf(t, member.userId)).toEqual([]);
  });
});

describe('replaceMembership', () => {
  it('cancels auto-renew with only a card on file (no paid card left): braintree', async () => {
    const member = await newMember();
    await insertPaymentMethod(t, member.userId);
    await setAutoRenew(t, member.userId, true);
    const bank = await insertBankCard(t, { userId: member.userId, status: 'active' });
    const result = await t.database.db.transaction((tx) =>
      replaceMembership(t.app, tx, { userId: member.userId, newCardId: bank.id, now: new Date() }),
    );
    expect(result).toMatchObject({ upgradeType: 'braintree', manualCancellationRequired: false, previousCardId: null });
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.userId));
    expect(rows).toEqual([]);
    // Nothing was deleted at the gateway until the caller says the transaction committed.
    const deleted = vi.spyOn(t.app.payments, 'deletePaymentMethod');
    try {
      await result.afterCommit();
      expect(deleted).toHaveBeenCalledTimes(1);
    } finally {
      deleted.mockRestore();
    }
  });

  it('keeps the card on file when the transaction rolls back', async () => {
    const member = await newMember();
    await insertPaymentMethod(t, member.userId);
    await setAutoRenew(t, member.userId, true);
    const bank = await insertBankCard(t, { userId: member.userId, status: 'active' });
    await expect(
      t.database.db.transaction(async (tx) => {
        await replaceMembership(t.app, tx, { userId: member.userId, newCardId: bank.id, now: new Date() });
        throw new Error('something later failed');
      }),
    ).rejects.toThrow('something later failed');
    expect(await paymentMethodOf(t, member.userId)).toBeDefined();
    expect((await profileOf(t, member.userId)).isAutoRenew).toBe(true);
    expect(await upgradesOf(t, member.userId)).toEqual([]);
  });
});
