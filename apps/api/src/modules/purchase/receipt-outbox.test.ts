// Issue 16, item 7 (docs/api-store.md "Receipts"): the receipt is queued in the mail outbox in the
// order's own transaction and delivered by the 'deliver mail' job — (a) an order committed just before
// the process died is e-mailed after the restart, exactly once; (b) a failing send is retried with
// backoff and then recorded as given up; (c) two runners at once deliver each message once.
import { formatCardNumber } from '@spc/domain/card-rules';
import { purchaseResponseSchema } from '@spc/domain/store';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailDelivery, MailMessage } from '../../adapters/mail/mailer.ts';
import { createMailer, MAIL_CLAIM_MS, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS } from '../../adapters/mail/outbox.ts';
import { parseRawMail, startTestSmtpServer, type TestSmtpServer } from '../../adapters/mail/test-smtp-server.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { runJobs } from '../../jobs.ts';
import type { TestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { post, seedCodes } from '../../../test/purchase-helpers.ts';

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
  // The process dies between the order's commit and the receipt's first attempt: it never happens.
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

const receiptsTo = (to: string) => smtp.received.filter((mail) => mail.rcptTo.includes(to));

describe('(a) a crash between the commit and the receipt', () => {
  it('the receipt was queued with the order; after the restart the job e-mails it, exactly once', async () => {
    const before = await instance({ crashBeforeFirstAttempt: true });
    await seedCodes(before);
    const to = `crash-${Date.now()}@example.com`;
    const response = await post(
      before,
      '/api/store/v2/checkout/guest',
      null,
      { language: 'en', email: to, first_name: 'Casey', last_name: 'Crash', postal: 'M5V 2T6' },
      { guestId: 'browser-crash' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = purchaseResponseSchema.parse(response.json());
    // "kill -9": nothing more runs on this instance.
    await before.close();

    const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(queued).toMatchObject({ kind: 'receipt', sentAt: null, attempts: 0 });
    expect(queued!.nextAttemptAt).not.toBeNull();
    expect(receiptsTo(to)).toHaveLength(0);

    const after = await instance();
    try {
      await runJobs(after.app);
      await after.app.mail.idle();
      await runJobs(after.app);
      await after.app.mail.idle();
      expect(receiptsTo(to)).toHaveLength(1);
      const mail = parseRawMail(receiptsTo(to)[0]!.raw);
      expect(mail.text).toContain(body.order_number);
      expect(mail.text).toContain(formatCardNumber(body.card.card_number));
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
      expect(row).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null, claimedUntil: null });
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await after.close();
    }
  });

  it('without a crash the receipt goes out right after the commit (the job finds nothing more)', async () => {
    const t = await instance();
    try {
      await seedCodes(t);
      const to = `no-crash-${Date.now()}@example.com`;
      const response = await post(
        t,
        '/api/store/v2/checkout/guest',
        null,
        { language: 'fr', email: to, first_name: 'Noé', last_name: 'Lebon', postal: 'H3G 1M8' },
        { guestId: 'browser-fine' },
      );
      expect(response.statusCode, response.body).toBe(201);
      await t.app.mail.idle();
      expect(receiptsTo(to)).toHaveLength(1);
      expect(await t.app.mail.deliverPending()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
      expect(receiptsTo(to)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

const message = (to: string): MailMessage => ({
  to,
  kind: 'receipt',
  language: 'en',
  subject: 'Your receipt',
  html: '<p>Receipt</p>',
  text: 'Receipt',
});

describe('(b) a failing send', () => {
  it('is retried after each backoff, then given up and recorded', async () => {
    const deliver = vi.fn<MailDelivery['deliver']>().mockRejectedValue(new Error('421 Service not available'));
    const logger = quietLogger();
    const mailer = createMailer({ db: database.db, logger, delivery: { deliver, close: () => {} } });
    const { id } = await mailer.send(message('flaky@example.com'));
    await mailer.idle();
    expect(deliver).toHaveBeenCalledTimes(1);
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, error: '421 Service not available' });

    // Not before its backoff…
    let clock = row!.nextAttemptAt!.getTime();
    expect(clock - row!.createdAt.getTime()).toBeGreaterThanOrEqual(MAIL_RETRY_DELAYS_MS[0] - 1000);
    expect(await mailer.deliverPending(new Date(clock - 1000))).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    // …then at each one, until the last attempt.
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const report = await mailer.deliverPending(new Date(clock));
      const last = attempt === MAIL_MAX_ATTEMPTS;
      expect(report).toEqual({ sent: 0, retrying: last ? 0 : 1, gaveUp: last ? 1 : 0 });
      [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row!.attempts).toBe(attempt);
      if (!last) {
        expect(row!.nextAttemptAt!.getTime() - clock).toBe(MAIL_RETRY_DELAYS_MS[attempt - 1]);
        clock = row!.nextAttemptAt!.getTime();
      }
    }
    expect(deliver).toHaveBeenCalledTimes(MAIL_MAX_ATTEMPTS);
    expect(row).toMatchObject({ sentAt: null, nextAttemptAt: null, error: '421 Service not available' });
    expect(row!.failedAt).not.toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ mail_id: id, kind: 'receipt' }),
      'mail delivery given up',
    );
    // Given up: never tried again.
    expect(await mailer.deliverPending(new Date(clock + 365 * 86_400_000))).toEqual({
      sent: 0,
      retrying: 0,
      gaveUp: 0,
    });
    expect(deliver).toHaveBeenCalledTimes(MAIL_MAX_ATTEMPTS);
  });

  it('a send that works on a retry is recorded as sent, the earlier error cleared', async () => {
    const deliver = vi
      .fn<MailDelivery['deliver']>()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValue(undefined);
    const mailer = createMailer({ db: database.db, logger: quietLogger(), delivery: { deliver, close: () => {} } });
    const { id } = await mailer.send(message('second-time@example.com'));
    await mailer.idle();
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(await mailer.deliverPending(failed!.nextAttemptAt!)).toMatchObject({ sent: 1 });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null, failedAt: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it('a row written without SMTP (the outbox alone) is never sent later', async () => {
    const outboxOnly = createMailer({ db: database.db, logger: quietLogger() });
    const { id } = await outboxOnly.send(message('dev-only@example.com'));
    const deliver = vi.fn<MailDelivery['deliver']>().mockResolvedValue(undefined);
    const later = createMailer({ db: database.db, logger: quietLogger(), delivery: { deliver, close: () => {} } });
    await later.deliverPending(new Date(Date.now() + 86_400_000));
    expect(deliver.mock.calls.map(([m]) => m.to)).not.toContain('dev-only@example.com');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ nextAttemptAt: null, sentAt: null, attempts: 0 });
  });
});

describe('(c) two runners at once', () => {
  it('deliver each queued message once, and a runner that died mid-send is taken over after its claim lapses', async () => {
    const delivered: string[] = [];
    const slowDelivery = (): MailDelivery => ({
      deliver: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(m.to);
      },
      close: () => {},
    });
    const a = createMailer({ db: database.db, logger: quietLogger(), delivery: slowDelivery() });
    const b = createMailer({ db: database.db, logger: quietLogger(), delivery: slowDelivery() });
    // Queued as an order's transaction queues them: no first attempt.
    const tag = `race-${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { id } = await database.db.transaction((tx) => a.send(message(`${tag}-${i}@example.com`), { within: tx }));
      ids.push(id);
    }
    // Both runners and a first attempt at each message, all at once.
    const now = new Date(Date.now() + 1000);
    await Promise.all([a.deliverPending(now), b.deliverPending(now), ...ids.map(async (id) => b.deliver(id))]);
    await Promise.all([a.idle(), b.idle()]);
    const ours = delivered.filter((to) => to.startsWith(tag));
    expect(ours.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `${tag}-${i}@example.com`).sort());

    // A runner claims a message and dies: no one else takes it while the claim holds, then one does.
    const { id } = await database.db.transaction((tx) => a.send(message(`${tag}-orphan@example.com`), { within: tx }));
    const claimedAt = new Date(Date.now() + 2000);
    await database.db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(claimedAt.getTime() + MAIL_CLAIM_MS), attempts: 1 })
      .where(eq(mailOutbox.id, id));
    expect(await b.deliverPending(claimedAt)).toMatchObject({ sent: 0 });
    const lapsed = new Date(claimedAt.getTime() + MAIL_CLAIM_MS + 1000);
    const [first, second] = await Promise.all([a.deliverPending(lapsed), b.deliverPending(lapsed)]);
    expect(first.sent + second.sent).toBe(1);
    expect(delivered.filter((to) => to === `${tag}-orphan@example.com`)).toHaveLength(1);
  });
});
