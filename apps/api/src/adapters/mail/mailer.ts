// The mail interface (DESIGN.md "External services"): every message is kept in the mail_outbox table
// (viewable at /dev/mail outside production) and, when SMTP_URL is set, delivered over SMTP too.
// `outbox.ts` implements it; `smtp.ts` is the delivery it uses; `templates.ts` writes the messages.
import type { Language } from '@spc/domain/constants';
import type { MailKind } from './mail-data.ts';

/** Until the configuration has a MAIL_FROM variable, the sender of every message. */
export const DEFAULT_MAIL_FROM = 'SPC <no-reply@spc.local>';

export interface MailMessage {
  to: string;
  kind: MailKind;
  language: Language;
  subject: string;
  html: string;
  text: string;
  /** The action link the message carries (kept in the outbox for tests and the development viewer). */
  link?: string | undefined;
  metadata?: Record<string, string> | undefined;
}

export interface Mailer {
  /**
   * Records the message in the outbox and answers its row id. Rejects only when the outbox cannot be
   * written. SMTP delivery, when configured, follows in the background: its failure is recorded on the
   * row (`error`) and logged, never thrown, so a user's request does not fail or wait because mail is
   * down — and an answer takes as long whether or not a message went out.
   */
  send(message: MailMessage): Promise<{ id: number }>;
  /** Resolves once every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits for deliveries in flight, then closes the SMTP connection. */
  close(): Promise<void>;
}

/** One way of getting a message to its recipient (SMTP today). */
export interface MailDelivery {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}
