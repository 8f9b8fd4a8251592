// The mailer: every message goes into mail_outbox first; with an SMTP URL it is then delivered in the
// background and the row records when it was sent or why it was not.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { DEFAULT_MAIL_FROM, type MailDelivery, type Mailer, type MailMessage } from './mailer.ts';
import { createSmtpDelivery } from './smtp.ts';

export interface MailerOptions {
  db: Db;
  /** SMTP_URL; unset → the outbox only. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

const ERROR_MAX_LENGTH = 1000;

export function createMailer({ db, smtpUrl, from = DEFAULT_MAIL_FROM, logger }: MailerOptions): Mailer {
  const delivery: MailDelivery | undefined = smtpUrl ? createSmtpDelivery({ url: smtpUrl, from }) : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage, via: MailDelivery): Promise<void> {
    try {
      await via.deliver(message);
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      logger.info({ mail_id: id, kind: message.kind }, 'mail delivered');
    } catch (error) {
      // The recipient's address stays out of the log; the outbox row has it.
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
      logger.warn({ mail_id: id, kind: message.kind, err: error }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ error: reason })
        .where(eq(mailOutbox.id, id))
        .catch((recordError: unknown) =>
          logger.warn({ mail_id: id, err: recordError }, 'could not record the mail delivery failure'),
        );
    }
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          kind: message.kind,
          language: message.language,
          subject: message.subject,
          html: message.html,
          text: message.text,
          link: message.link ?? null,
          metadata: message.metadata ?? null,
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (delivery) {
        const pending = deliver(id, message, delivery).finally(() => inFlight.delete(pending));
        inFlight.add(pending);
      }
      return { id };
    },
    idle,
    async close() {
      await idle();
      delivery?.close();
    },
  };
}
