// SMTP delivery through nodemailer, for SMTP_URL (smtp://user:pass@host:587, smtps://host:465).
import nodemailer from 'nodemailer';
import type { MailDelivery, MailMessage } from './mailer.ts';

/** Bounded, so a silent server frees its connection long before a person would give up. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpDelivery({ url, from }: { url: string; from: string }): MailDelivery {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async deliver(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: {
          'Content-Language': message.language === 'fr' ? 'fr-CA' : 'en-CA',
          ...(message.requestId && { 'X-Request-ID': message.requestId }),
          // RFC 8058 one-click unsubscribe (marketing e-mails only; docs/decisions/039).
          ...(message.listUnsubscribe && {
            'List-Unsubscribe': `<${message.listUnsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }),
        },
      });
    },
    close() {
      transport.close();
    },
  };
}
