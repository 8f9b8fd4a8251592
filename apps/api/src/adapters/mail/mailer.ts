// The mail interface (DESIGN.md "External services"): every message is kept in the mail_outbox table
// (viewable at /dev/mail outside production) and, when SMTP_URL is set, delivered over SMTP too.
// `outbox.ts` implements it; `smtp.ts` is the delivery it uses; `templates.ts` writes the messages.
import type { Language } from '@spc/domain/constants';
import type { Queryable } from '../../db/queryable.ts';
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
  /** The request or job that wrote it (request-context.ts); sent as `X-Request-ID`. */
  requestId?: string | undefined;
  /**
   * Marketing e-mails (docs/decisions/039): the one-click unsubscribe address (an https URL that takes a
   * POST), sent as `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   * Kept in the outbox row's metadata under `list_unsubscribe`.
   */
  listUnsubscribe?: string | undefined;
}

/** Where the outbox keeps a message's List-Unsubscribe address (in its metadata: no column of its own). */
export const LIST_UNSUBSCRIBE_METADATA = 'list_unsubscribe';

/** What the delivery job did in one pass. */
export interface MailDeliveryReport {
  sent: number;
  /** Failed this time, to be tried again later (backoff). */
  retrying: number;
  /** Failed for the last time: given up (`failed_at`). */
  gaveUp: number;
}

export interface Mailer {
  /**
   * Records the message in the outbox and answers its row id. Rejects only when the outbox cannot be
   * written. SMTP delivery, when configured, follows in the background: its failure is recorded on the
   * row (`error`) and logged, never thrown, so a user's request does not fail or wait because mail is
   * down — and an answer takes as long whether or not a message went out. A failed delivery is tried
   * again by `deliverPending` (backoff), then given up.
   *
   * With `within` (an open transaction), the row is written in that transaction (issue 16: a receipt
   * commits with its order or not at all) and nothing is sent yet: call `deliver(id)` once it has
   * committed; if the process dies first, `deliverPending` sends it.
   */
  send(message: MailMessage, options?: { within?: Queryable }): Promise<{ id: number }>;
  /** A first attempt, in the background, at a row written with `within` (after its commit). */
  deliver(id: number): void;
  /**
   * The delivery job: claims the rows that are due (new, or retrying after their backoff) — each by one
   * runner only (`for update skip locked`, then a claim that lapses if the runner dies) — and sends them.
   */
  deliverPending(now?: Date): Promise<MailDeliveryReport>;
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
