// The mailer: every message goes into mail_outbox first; with an SMTP URL it is then delivered in the
// background and the row records when it was sent or why it was not. Issue 16: the outbox is also the
// queue — a row written with SMTP configured is due (`next_attempt_at`) until it is sent; a failure is
// tried again after a backoff (MAIL_RETRY_DELAYS_MS) by the delivery job, then given up (`failed_at`);
// a row is claimed by one runner at a time (`for update skip locked`, `claimed_until`), so it is sent
// once however many runners (the request's first attempt, the job on each instance) race for it.
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailKind } from './mail-data.ts';
import {
  DEFAULT_MAIL_FROM,
  LIST_UNSUBSCRIBE_METADATA,
  type MailDelivery,
  type MailDeliveryReport,
  type Mailer,
  type MailMessage,
} from './mailer.ts';
import { createSmtpDelivery } from './smtp.ts';
import { currentRequestId } from '../../request-context.ts';

export interface MailerOptions {
  db: Db;
  /** SMTP_URL; unset → the outbox only. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'> & Partial<Pick<FastifyBaseLogger, 'error'>>;
  /** Replaces the SMTP delivery (tests). */
  delivery?: MailDelivery | undefined;
}

const ERROR_MAX_LENGTH = 1000;
/** The waits after the 1st, 2nd… failed attempt; after the last one the message is given up. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/** How long a runner's claim holds: far longer than one SMTP exchange; a dead runner's lapses. */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** Messages one runner sends in a pass at most (the next pass takes the rest). */
const BATCH = 50;

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Due now and claimed by nobody (or by a runner whose claim has lapsed). */
const claimable = (now: Date) =>
  and(
    isNotNull(mailOutbox.nextAttemptAt),
    lte(mailOutbox.nextAttemptAt, now),
    or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
  );

const claim = (now: Date) => ({
  claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS),
  attempts: sql`${mailOutbox.attempts} + 1`,
});

const messageOf = (row: OutboxRow): MailMessage => ({
  to: row.to,
  kind: row.kind as MailKind,
  language: row.language === 'fr' ? 'fr' : 'en',
  subject: row.subject,
  html: row.html,
  text: row.text,
  link: row.link ?? undefined,
  metadata: row.metadata ?? undefined,
  requestId: row.requestId ?? undefined,
  listUnsubscribe: row.metadata?.[LIST_UNSUBSCRIBE_METADATA],
});

/** The row's metadata: the caller's, plus the List-Unsubscribe address of a marketing e-mail. */
const metadataOf = (message: MailMessage): Record<string, string> | null =>
  message.listUnsubscribe
    ? { ...message.metadata, [LIST_UNSUBSCRIBE_METADATA]: message.listUnsubscribe }
    : (message.metadata ?? null);

export function createMailer({
  db,
  smtpUrl,
  from = DEFAULT_MAIL_FROM,
  logger,
  delivery: givenDelivery,
}: MailerOptions): Mailer {
  const delivery: MailDelivery | undefined =
    givenDelivery ?? (smtpUrl ? createSmtpDelivery({ url: smtpUrl, from }) : undefined);
  const inFlight = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    const pending = work.finally(() => inFlight.delete(pending));
    inFlight.add(pending);
    return pending;
  };

  /** Sends one claimed row and records the outcome: sent, due again after a backoff, or given up. */
  async function attempt(row: OutboxRow, via: MailDelivery, now: Date): Promise<keyof MailDeliveryReport> {
    try {
      await via.deliver(messageOf(row));
    } catch (error) {
      // The recipient's address stays out of the log; the outbox row has it.
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
      const last = row.attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = last ? null : new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[row.attempts - 1]!);
      logger.warn({ mail_id: row.id, kind: row.kind, attempt: row.attempts, err: error }, 'mail delivery failed');
      if (last) (logger.error ?? logger.warn)({ mail_id: row.id, kind: row.kind }, 'mail delivery given up');
      await db
        .update(mailOutbox)
        .set({ error: reason, claimedUntil: null, nextAttemptAt: retryAt, ...(last && { failedAt: now }) })
        .where(eq(mailOutbox.id, row.id))
        .catch((recordError: unknown) =>
          logger.warn({ mail_id: row.id, err: recordError }, 'could not record the mail delivery failure'),
        );
      return last ? 'gaveUp' : 'retrying';
    }
    // Sent: if this write is lost (a crash right now), the claim lapses and the message goes out again —
    // at least once is the promise a mail server allows; twice only in that instant.
    await db
      .update(mailOutbox)
      .set({ sentAt: new Date(), error: null, claimedUntil: null, nextAttemptAt: null })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ mail_id: row.id, kind: row.kind }, 'mail delivered');
    return 'sent';
  }

  /** The request's own first attempt at one row, if no runner has it. */
  async function deliverOne(id: number, via: MailDelivery): Promise<void> {
    const now = new Date();
    const [row] = await db
      .update(mailOutbox)
      .set(claim(now))
      .where(and(eq(mailOutbox.id, id), claimable(now)))
      .returning();
    if (row) await attempt(row, via, now);
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  return {
    async send(message, { within } = {}) {
      const [row] = await (within ?? db)
        .insert(mailOutbox)
        .values({
          to: message.to,
          kind: message.kind,
          language: message.language,
          subject: message.subject,
          html: message.html,
          text: message.text,
          link: message.link ?? null,
          metadata: metadataOf(message),
          requestId: message.requestId ?? currentRequestId() ?? null,
          // Queued only when there is a way to send it.
          nextAttemptAt: delivery ? new Date() : null,
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      // In a caller's transaction, the row does not exist for anyone else until it commits.
      if (delivery && !within) void track(deliverOne(id, delivery).catch((error: unknown) => logFailure(id, error)));
      return { id };
    },
    deliver(id) {
      if (delivery) void track(deliverOne(id, delivery).catch((error: unknown) => logFailure(id, error)));
    },
    async deliverPending(now = new Date()) {
      const report: MailDeliveryReport = { sent: 0, retrying: 0, gaveUp: 0 };
      if (!delivery) return report;
      // One row claimed at a time, just before it is sent: a claim never waits behind other sends and
      // lapses only if this runner is really gone.
      const claimNext = async () => {
        const due = db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(claimable(now))
          .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
          .limit(1)
          .for('update', { skipLocked: true });
        const [row] = await db
          .update(mailOutbox)
          .set(claim(now))
          .where(and(inArray(mailOutbox.id, due), claimable(now)))
          .returning();
        return row;
      };
      await track(
        (async () => {
          for (let i = 0; i < BATCH; i++) {
            const row = await claimNext();
            if (!row) break;
            report[await attempt(row, delivery, now)] += 1;
          }
        })(),
      );
      return report;
    },
    idle,
    async close() {
      await idle();
      delivery?.close();
    },
  };

  function logFailure(id: number, error: unknown) {
    logger.warn({ mail_id: id, err: error }, 'mail delivery could not be attempted');
  }
}

/** Messages still to deliver (neither sent nor given up): the mail queue's depth, for /metrics. */
export async function countPendingMail(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  return row?.count ?? 0;
}
