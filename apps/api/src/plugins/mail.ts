// Makes the mailer available to routes as `app.mail`: the outbox, plus SMTP delivery when SMTP_URL is
// set. Registered after the db plugin. Tests may pass their own mailer (theirs to close).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createMailer } from '../adapters/mail/outbox.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, { config, mailer }: { config: Config; mailer?: Mailer | undefined }) => {
    const instance =
      mailer ?? createMailer({ db: app.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
    app.decorate('mail', instance);
    // Deliveries in flight finish before the process lets go of the database.
    app.addHook('onClose', async () => {
      await (mailer ? instance.idle() : instance.close());
    });
  },
  { name: 'mail' },
);
