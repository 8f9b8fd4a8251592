// Issue 20 item 3, member support in the staff console: the search by address and card number, the
// member's page (orders with the failed attempts apart, consent, student status), support's actions
// (resend the verification e-mail, unlock, stop auto-renew) with their audit rows, and the admin's
// refund through the sandbox gateway — voided or refunded, idempotent, refused twice, refused to
// support (STAFF_FORBIDDEN) and to members (STAFF_ONLY), 404 for an unknown order.
import { randomUUID } from 'node:crypto';
import { LOGIN_LOCK } from '@spc/domain/auth';
import { memberDetailSchema, memberSearchResponseSchema, refundResponseSchema } from '@spc/domain/staff-support';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, latestMail, signUp, type SignedUp } from '../../../test/auth-helpers.ts';
import { newKey, newMember, post, purchase } from '../../../test/purchase-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { isSandboxGateway } from '../../adapters/payments/sandbox.ts';
import { getLockState, recordFailedAttempt } from '../../auth/lockout.ts';
import { authUsers, cards, orderRefunds, orders, payments, staffAudit, userProfiles } from '../../db/schema/index.ts';

let t: TestApp;
let support: StaffSession;
let admin: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  [support, admin, editor] = await Promise.all([
    staffSession(t, 'support'),
    staffSession(t, 'admin'),
    staffSession(t, 'editor'),
  ]);
});
afterAll(async () => t.close());

const get = (url: string, who: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const postAs = (url: string, who: { headers: Record<string, string> }, payload?: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, ...headers }, ...(payload && { payload }) });
const asMember = (member: SignedUp) => ({ headers: authHeaders(t, member.cookie) });

async function detail(userId: string, who = support) {
  const response = await get(`/api/staff/support/members/${userId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return memberDetailSchema.parse(response.json());
}

async function auditOf(entity: string, entityId: string) {
  return t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity, entity), eq(staffAudit.entityId, entityId)));
}

/** A member who bought a membership with auto-renew (and, first, had a card declined). */
async function buyer(): Promise<{ member: SignedUp; orderNumber: string; declined: string }> {
  const member = await newMember(t);
  const refused = await purchase(
    t,
    member.cookie,
    { auto_renew: true },
    { nonce: 'fake-processor-declined-visa-nonce' },
  );
  expect(refused.statusCode).toBe(402);
  const paid = await purchase(t, member.cookie, { auto_renew: true });
  expect(paid.statusCode, paid.body).toBe(201);
  const [declined] = await t.database.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, member.userId), eq(orders.status, 'declined')));
  return { member, orderNumber: paid.json<{ order_number: string }>().order_number, declined: declined!.orderNumber };
}

const refund = (
  orderNumber: string,
  who: { headers: Record<string, string> },
  body: object,
  key: string | null = newKey(),
) => postAs(`/api/staff/support/orders/${orderNumber}/refund`, who, body, key ? { 'idempotency-key': key } : {});

describe('finding a member', () => {
  it('finds by the beginning of the address, the whole address, a card or an order number; members and editors are refused', async () => {
    const { member, orderNumber } = await buyer();
    const byPrefix = await get(`/api/staff/support/members?q=${encodeURIComponent(member.email.slice(0, 8))}`, support);
    expect(byPrefix.statusCode, byPrefix.body).toBe(200);
    expect(memberSearchResponseSchema.parse(byPrefix.json()).members.map((row) => row.user_id)).toContain(
      member.userId,
    );
    const exact = memberSearchResponseSchema.parse(
      (await get(`/api/staff/support/members?q=${encodeURIComponent(member.email.toUpperCase())}`, admin)).json(),
    );
    expect(exact).toMatchObject({ total: 1, members: [{ user_id: member.userId, matched_by: 'email' }] });

    const [card] = await t.database.db.select().from(cards).where(eq(cards.userId, member.userId));
    const spaced = card!.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const byCard = memberSearchResponseSchema.parse(
      (await get(`/api/staff/support/members?q=${encodeURIComponent(spaced)}`, support)).json(),
    );
    expect(byCard).toMatchObject({ total: 1, members: [{ user_id: member.userId, matched_by: 'card' }] });

    const byOrder = memberSearchResponseSchema.parse(
      (await get(`/api/staff/support/members?q=${orderNumber.toLowerCase()}`, support)).json(),
    );
    expect(byOrder).toMatchObject({ total: 1, members: [{ user_id: member.userId, matched_by: 'order' }] });

    // A wildcard typed is a letter; no query lists nobody.
    expect(
      memberSearchResponseSchema.parse((await get('/api/staff/support/members?q=%25%25', support)).json()).total,
    ).toBe(0);
    expect(memberSearchResponseSchema.parse((await get('/api/staff/support/members', support)).json()).total).toBe(0);

    const fromMember = await get('/api/staff/support/members?q=buyer', asMember(member));
    expect(fromMember.statusCode).toBe(403);
    expect(fromMember.json()).toMatchObject({ error: 'STAFF_ONLY' });
    const fromEditor = await get('/api/staff/support/members?q=buyer', editor);
    expect(fromEditor.statusCode).toBe(403);
    expect(fromEditor.json()).toMatchObject({ error: 'STAFF_FORBIDDEN' });
    expect((await get(`/api/staff/support/members/${member.userId}`, editor)).statusCode).toBe(403);
  });

  it("shows the member's page: cards, orders with the failed attempts apart, student status, consent", async () => {
    const { member, orderNumber, declined } = await buyer();
    const consent = await t.app.inject({
      method: 'PUT',
      url: '/api/users/user/consent',
      headers: authHeaders(t, member.cookie),
      payload: { version: 1, analytics: true, marketing: false, decided_at: new Date().toISOString() },
    });
    expect(consent.statusCode, consent.body).toBe(200);

    const page = await detail(member.userId);
    expect(page.profile).toMatchObject({ email: member.email, email_verified: true, registered: true });
    expect(page.sign_in).toMatchObject({ locked: false, remaining_attempts: LOGIN_LOCK.maxAttempts });
    expect(page.billing).toMatchObject({ is_auto_renew: true, subscription_status: 'active' });
    expect(page.cards).toHaveLength(1);
    expect(page.cards[0]).toMatchObject({ status: 'active', cobrand: 'spc' });
    expect(page.cards[0]).not.toHaveProperty('csv');
    expect(page.orders).toEqual([
      expect.objectContaining({ order_number: orderNumber, status: 'paid', refundable: true, refund: null }),
    ]);
    expect(page.failed_attempts).toEqual([
      expect.objectContaining({ order_number: declined, status: 'declined', refundable: false }),
    ]);
    expect(page.failed_attempts[0]!.failure_code).toBe('PAYMENT_DECLINED');
    expect(page.student.status.status).toBe('none');
    expect(page.student.id_reviews).toEqual([]);
    expect(page.consent.current).toMatchObject({ analytics: true, marketing: false });
    expect(page.consent.history).toHaveLength(1);

    const unknown = await get('/api/staff/support/members/no-such-user', support);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'MEMBER_NOT_FOUND' });
  });
});

describe("support's actions", () => {
  it('sends the verification e-mail again to an unverified account, under the same limit, audited', async () => {
    const email = `unverified-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUp(t, { email })).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    const before = await latestMail(t, email, 'verification');
    const response = await postAs(`/api/staff/support/members/${user!.id}/resend-verification`, support);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ sent: true, email_verified: false });
    const after = await latestMail(t, email, 'verification');
    expect(after?.id).not.toBe(before?.id);
    expect(await auditOf('member', user!.id)).toEqual([
      expect.objectContaining({ staffUserId: support.userId, action: 'other' }),
    ]);
    // A verified member gets nothing, and nothing is audited.
    const { member } = await buyer();
    const verified = await postAs(`/api/staff/support/members/${member.userId}/resend-verification`, support);
    expect(verified.json()).toMatchObject({ sent: false, email_verified: true });
    expect(await auditOf('member', member.userId)).toHaveLength(0);
  });

  it('lifts a sign-in lock and stops auto-renew, each with its audit row', async () => {
    const { member } = await buyer();
    for (let i = 0; i < LOGIN_LOCK.maxAttempts; i += 1) await recordFailedAttempt(t.database.db, member.email);
    expect((await detail(member.userId)).sign_in.locked).toBe(true);

    const unlocked = await postAs(`/api/staff/support/members/${member.userId}/unlock`, support);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toEqual({ unlocked: true });
    expect((await getLockState(t.database.db, member.email)).allowed).toBe(true);

    const cancelled = await postAs(`/api/staff/support/members/${member.userId}/cancel-auto-renew`, support);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ is_auto_renew: false, changed: true });
    const page = await detail(member.userId);
    expect(page.billing).toMatchObject({ is_auto_renew: false, subscription_status: 'cancelled' });

    const rows = await auditOf('member', member.userId);
    expect(rows.map((row) => row.summary)).toEqual([
      `Unlocked the sign-in of ${member.email}`,
      `Turned off auto-renew for ${member.email}`,
    ]);
    expect(rows[1]).toMatchObject({ before: { is_auto_renew: true }, after: { is_auto_renew: false } });

    // Editors may not act; members are not staff.
    const byEditor = await postAs(`/api/staff/support/members/${member.userId}/unlock`, editor);
    expect(byEditor.json()).toMatchObject({ error: 'STAFF_FORBIDDEN' });
    const byMember = await postAs(`/api/staff/support/members/${member.userId}/unlock`, asMember(member));
    expect(byMember.json()).toMatchObject({ error: 'STAFF_ONLY' });
    expect((await postAs('/api/staff/support/members/nobody/unlock', support)).statusCode).toBe(404);
  });
});

describe('refunding an order (admins)', () => {
  it('voids an unsettled charge, keeps the membership, stops auto-renew, mails the member; once only', async () => {
    const { member, orderNumber, declined } = await buyer();

    const bySupport = await refund(orderNumber, support, { reason: 'Charged twice' });
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json()).toMatchObject({ error: 'STAFF_FORBIDDEN' });
    const byMember = await refund(orderNumber, asMember(member), { reason: 'Charged twice' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: 'STAFF_ONLY' });
    expect((await refund(orderNumber, admin, { reason: 'Charged twice' }, null)).statusCode).toBe(400);
    expect((await refund(orderNumber, admin, { reason: '' })).statusCode).toBe(400);
    const lookup = await get(`/api/staff/support/orders/${orderNumber}`, support);
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({
      user_id: member.userId,
      order: { order_number: orderNumber, refundable: true },
    });
    expect((await get('/api/staff/support/orders/SPC-NOSUCHORDER', support)).statusCode).toBe(404);
    const unknown = await refund('SPC-NOSUCHORDER', admin, { reason: 'Charged twice' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'ORDER_NOT_FOUND' });
    const unpaid = await refund(declined, admin, { reason: 'Charged twice' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ error: 'ORDER_NOT_REFUNDABLE' });

    const key = newKey();
    const response = await refund(orderNumber, admin, { reason: 'Charged twice' }, key);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = refundResponseSchema.parse(response.json());
    expect(order).toMatchObject({
      order_number: orderNumber,
      status: 'refunded',
      refundable: false,
      refund: { reason: 'Charged twice', outcome: 'voided', end_membership: false, state: 'done' },
    });

    // The same key replays the answer; another key is refused: the order is refunded already.
    const replay = await refund(orderNumber, admin, { reason: 'Charged twice' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(response.json());
    const again = await refund(orderNumber, admin, { reason: 'Charged twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ORDER_ALREADY_REFUNDED' });

    const page = await detail(member.userId, admin);
    expect(page.orders[0]).toMatchObject({ status: 'refunded', refundable: false });
    expect(page.billing.is_auto_renew).toBe(false);
    expect(page.cards[0]).toMatchObject({ status: 'active', is_expired: false });
    const mail = await latestMail(t, member.email, 'refund');
    expect(mail?.subject).toContain(orderNumber);
    const audit = await auditOf('order', orderNumber);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffUserId: admin.userId,
      staffRole: 'admin',
      action: 'refund',
      before: { status: 'paid' },
      after: { status: 'refunded', payment_status: 'voided', reason: 'Charged twice' },
    });
  });

  it('refunds a settled charge and ends the membership when asked (a French member, in French)', async () => {
    const member = await newMember(t, { language: 'fr', postal: 'H2X 1Y4' });
    await t.database.db.update(userProfiles).set({ language: 'fr' }).where(eq(userProfiles.userId, member.userId));
    const paid = await purchase(t, member.cookie, { language: 'fr' });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderNumber = paid.json<{ order_number: string }>().order_number;
    const gateway = t.app.payments;
    if (!isSandboxGateway(gateway)) throw new Error('the tests run on the sandbox gateway');
    const charge = await gateway.findTransactionByOrderId(orderNumber);
    await gateway.settle(charge!.id);

    const response = await refund(orderNumber, admin, { reason: 'Annulation (LPC)', end_membership: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(refundResponseSchema.parse(response.json()).order.refund).toMatchObject({
      outcome: 'refunded',
      end_membership: true,
    });
    const page = await detail(member.userId, admin);
    expect(page.cards[0]).toMatchObject({ status: 'cancelled' });
    const mail = await latestMail(t, member.email, 'refund');
    expect(mail?.subject).toContain('remboursement');
    await expectConsistentLedgerAfterRefunds();
  });
});

describe("a guest's order", () => {
  it('is found by its number and refunded; the notice goes to the address on the order', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const bought = await post(
      t,
      '/api/store/v2/checkout/guest',
      null,
      { language: 'en', email, first_name: 'Camille', last_name: 'Roy', postal: 'H3G 1M8' },
      { guestId: `browser-${randomUUID().slice(0, 8)}` },
    );
    expect(bought.statusCode, bought.body).toBe(201);
    const orderNumber = bought.json<{ order_number: string }>().order_number;
    const lookup = await get(`/api/staff/support/orders/${orderNumber.toLowerCase()}`, support);
    expect(lookup.json()).toMatchObject({ user_id: null, email, name: 'Camille Roy', order: { kind: 'guest' } });
    const response = await refund(orderNumber, admin, { reason: 'Bought by mistake', end_membership: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(refundResponseSchema.parse(response.json()).order).toMatchObject({ status: 'refunded' });
    const mail = await latestMail(t, email, 'refund');
    expect(mail?.text).toContain('Contact us');
  });
});

/** Every refunded order kept its one payment, now voided or refunded, and has its one finished refund. */
async function expectConsistentLedgerAfterRefunds() {
  const rows = await t.database.db
    .select({ status: payments.status, refundState: orderRefunds.state, outcome: orderRefunds.gatewayOutcome })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(orderRefunds, eq(orderRefunds.orderId, orders.id))
    .where(eq(orders.status, 'refunded'));
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) {
    expect(row.refundState).toBe('done');
    expect(row.status).toBe(row.outcome);
  }
}
