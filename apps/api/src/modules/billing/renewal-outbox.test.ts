// Issue 16, item 7, for renewals (docs/api-store.md "Renewal"): the renewal receipt and a decline's
// notice are queued in the mail outbox in the transaction that records the renewal's outcome, and
// delivered by the 'deliver mail' job — a renewal committed just before the process died is e-mailed
// after the restart, exactly once. (The mechanism itself: purchase/receipt-outbox.test.ts.)
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SaleResult } from '../../adapters/payments/gateway.ts';
import { createMailer } from '../../adapters/mail/outbox.ts';
import { parseRawMail, startTestSmtpServer, type TestSmtpServer } from '../../adapters/mail/test-smtp-server.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox, orders } from '../../db/schema/index.ts';
import { runJobs } from '../../jobs.ts';
import type { TestApp } from '../../../test/app.ts';
import type { SignedUp } from '../../../test/auth-helpers.ts';
import { call, DAY, insertCard, member } from '../../../test/billing-helpers.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { runRenewals } from './renewals.ts';

const quietLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

let database: Database;
let smtp: TestSmtpServer;
const secrets = { authSecret: randomBytes(32).toString('base64url') };

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

/** An instance of the product on the shared database, sending through the test SMTP server. */
async function instance(options: { crashBeforeFirstAttempt?: boolean } = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', SMTP_URL: smtp.url });
  const real = createMailer({ db: database.db, smtpUrl: smtp.url, logger: quietLogger() });
  // The process dies between the renewal's commit and the mail's first attempt: it never happens.
  const mailer = options.crashBeforeFirstAttempt ? { ...real, deliver: () => {} } : undefined;
  const app = await buildApp({ config, database, secrets, ...(mailer && { mailer }) });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (mailer) await real.close();
    },
  };
}

/** A member with a card vaulted at the sandbox, auto-renew on and a membership ending in 12 hours. */
async function dueSubscriber(t: TestApp, email: string, now: Date): Promise<SignedUp> {
  const who = await member(t, email);
  const vaulted = await call(t, 'PUT', '/api/store/updatePaymentMethod', who, { nonce: 'fake-valid-nonce' });
  expect(vaulted.statusCode, vaulted.body).toBe(200);
  const on = await call(t, 'PUT', '/api/users/user/updateAutoRenew', who, { is_auto_renew: true });
  expect(on.statusCode, on.body).toBe(200);
  await insertCard(t, who.userId, DAY / 2, {}, now);
  return who;
}

/** The messages the SMTP server received for `to` about this order. */
const mailsAbout = (to: string, orderNumber: string) =>
  smtp.received
    .filter((mail) => mail.rcptTo.includes(to))
    .map((mail) => parseRawMail(mail.raw))
    .filter((mail) => mail.text?.includes(orderNumber));

async function queuedOf(to: string, kind: 'renewal-receipt' | 'renewal-failed') {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
}

/** After a "kill -9": a new instance runs its jobs twice; answers the messages about the order. */
async function restartAndRunJobs(to: string, orderNumber: string) {
  const after = await instance();
  try {
    for (let pass = 0; pass < 2; pass++) {
      await runJobs(after.app);
      await after.app.mail.idle();
    }
    return mailsAbout(to, orderNumber);
  } finally {
    await after.close();
  }
}

describe('a crash between the renewal commit and its mail', () => {
  it('the receipt was queued with the renewal; after the restart the job e-mails it, exactly once', async () => {
    const before = await instance({ crashBeforeFirstAttempt: true });
    const to = `renewal-crash-${Date.now()}@example.com`;
    const who = await dueSubscriber(before, to, new Date());
    expect(await runRenewals(before.app, { now: new Date() })).toMatchObject({ renewed: 1 });
    // "kill -9": nothing more runs on this instance.
    await before.close();

    const [order] = await database.db.select().from(orders).where(eq(orders.userId, who.userId));
    expect(order).toMatchObject({ kind: 'renewal', status: 'paid' });
    const [queued] = await queuedOf(to, 'renewal-receipt');
    expect(queued).toMatchObject({ sentAt: null, attempts: 0 });
    expect(queued!.nextAttemptAt).not.toBeNull();
    expect(mailsAbout(to, order!.orderNumber)).toHaveLength(0);

    const received = await restartAndRunJobs(to, order!.orderNumber);
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain('$13.55');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(row).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null });
    expect(row!.sentAt).not.toBeNull();
    expect(await queuedOf(to, 'renewal-receipt')).toHaveLength(1);
  });

  it("a decline's notice was queued with the decline; after the restart the job e-mails it, exactly once", async () => {
    const before = await instance({ crashBeforeFirstAttempt: true });
    const to = `renewal-declined-${Date.now()}@example.com`;
    const who = await dueSubscriber(before, to, new Date());
    const declined: SaleResult = {
      ok: false,
      kind: 'processor_declined',
      code: '2001',
      message: 'Insufficient Funds',
      transactionId: null,
    };
    vi.spyOn(before.app.payments, 'sale').mockResolvedValue(declined);
    expect(await runRenewals(before.app, { now: new Date() })).toMatchObject({ declined: 1 });
    vi.restoreAllMocks();
    await before.close();

    const [order] = await database.db.select().from(orders).where(eq(orders.userId, who.userId));
    expect(order).toMatchObject({ kind: 'renewal', status: 'declined' });
    const [queued] = await queuedOf(to, 'renewal-failed');
    expect(queued).toMatchObject({ sentAt: null, attempts: 0 });

    expect(await restartAndRunJobs(to, order!.orderNumber)).toHaveLength(1);
    expect(await queuedOf(to, 'renewal-failed')).toHaveLength(1);
  });

  it('without a crash the receipt goes out right after the commit (the job finds nothing more)', async () => {
    const t = await instance();
    try {
      const to = `renewal-fine-${Date.now()}@example.com`;
      const who = await dueSubscriber(t, to, new Date());
      expect(await runRenewals(t.app, { now: new Date() })).toMatchObject({ renewed: 1 });
      await t.app.mail.idle();
      const [order] = await database.db.select().from(orders).where(eq(orders.userId, who.userId));
      expect(mailsAbout(to, order!.orderNumber)).toHaveLength(1);
      expect(await t.app.mail.deliverPending()).toMatchObject({ sent: 0 });
      expect(mailsAbout(to, order!.orderNumber)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
