// What a caller hands the mail templates: the kinds of message and the data a message is written from.
import type { StudentIdRefusalReason } from '@spc/domain/student';
import type { Language } from '@spc/domain/constants';
import type { ContactTopic } from '@spc/domain/content';
import type { Currency } from '@spc/domain/store-rules';

export const MAIL_KINDS = [
  'verification',
  'reset',
  'welcome',
  'unlock',
  'signup-attempt',
  'email-change',
  'receipt',
  'renewal-receipt',
  'renewal-failed',
  'activation',
  'golden-ticket',
  'vip-card',
  'trial-ending',
  'renewal-upcoming',
  'membership-expired',
  'code-flagged',
  'code-pool-low',
  'support-request',
  'support-acknowledgement',
  'student-verification',
  'student-reminder',
  'school-portal-token',
  'subscribe-confirmation',
  'student-id-approved',
  'student-id-refused',
  'staff-invitation',
  'refund',
  'list-welcome',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One line of a receipt: the product bought. */
export interface ReceiptLine {
  description: string;
  quantity: number;
  /** The line's amount (unit price × quantity), integer cents. */
  amountCents: number;
}

/** One tax of a receipt; `rate` in thousandths of a percent (13 000 = 13 %), as in `TAX_RATES`. */
export interface ReceiptTax {
  name: string;
  rate: number;
  amountCents: number;
}

/** A contact form request (domain `ContactRequest` without its captcha, with the stored id). */
export interface SupportRequestMail {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  language: Language;
}

export interface MailData {
  /**
   * The message's action: the verification, reset or e-mail-change action link; the unlock message's
   * reset link; /deals for welcome; /login for signup-attempt.
   */
  link: string;
  firstName?: string | null | undefined;
  /** The app's address, linked in the footer. */
  publicUrl?: string | undefined;
  /**
   * Marketing e-mails only (a template with `footer: 'marketing'`; docs/decisions/039): the page that
   * takes `recipient` off the list, linked in the footer. A marketing e-mail without it does not render.
   */
  unsubscribeLink?: string | undefined;
  /** Marketing e-mails: the address on the list, named in the footer. */
  recipient?: string | undefined;
  /** signup-attempt: a direct link to reset the password (else the message points to the login page's). */
  resetLink?: string | undefined;
  /** email-change: the address being confirmed. */
  newEmail?: string | undefined;

  // ---- receipt, renewal-receipt, renewal-failed (money is integer cents in `currency`) ----
  orderNumber?: string | undefined;
  currency?: Currency | undefined;
  /** When the order was paid (receipts) or the charge was tried (renewal-failed). */
  paidAt?: Date | undefined;
  lines?: readonly ReceiptLine[] | undefined;
  subtotalCents?: number | undefined;
  discountCents?: number | undefined;
  /** The promo or school code the discount came from. */
  discountCode?: string | null | undefined;
  taxes?: readonly ReceiptTax[] | undefined;
  /** The amount charged (renewal-failed: the amount that could not be charged). */
  totalCents?: number | undefined;
  /** The payment card charged (brand and last four); absent when nothing was charged (a free order). */
  paymentCard?: { cardType: string; last4: string } | null | undefined;
  /**
   * The membership card's number. Only a guest's receipt (`guest: true`) shows it in full, with its
   * security code, since the guest needs both to register the card; any other message shows the
   * last four digits only, whatever is passed.
   */
  cardNumber?: string | undefined;
  /** Guest receipts only: the card's 3-digit security code. */
  cardSecurityCode?: string | undefined;
  /** The order was a guest checkout: the card is inactive until registered. */
  guest?: boolean | undefined;
  /** When the membership ends (after the purchase or renewal; renewal-failed: the current expiry). */
  expiresAt?: Date | null | undefined;

  // ---- trial-ending, renewal-upcoming, membership-expired (issue 23 item 19; `expiresAt` is the day
  // the trial or membership ends, or renews; renewal-upcoming's figures are the coming charge's) ----
  /** Whole days until `expiresAt` (the subject's "in 3 days"). */
  daysLeft?: number | undefined;
  /** renewal-upcoming: the signed one-click link to the page that turns auto-renew off. */
  autoRenewOffLink?: string | undefined;

  // ---- code-flagged (issue 23 item 12: to the staff address; `link` is the offer's page) ----
  /** The flagged offer's partner and English title. */
  offerName?: string | undefined;
  /** The shared code, when the offer has one. */
  flaggedCode?: string | null | undefined;
  /** The answers in the window, and how many said it did not work. */
  answers?: number | undefined;
  failures?: number | undefined;
  /** code-pool-low (issue 20 item 3; `offerName`, `link` to the console's offer): free codes left, and the threshold. */
  codesRemaining?: number | undefined;
  codesThreshold?: number | undefined;

  // ---- support-request (to the support inbox), support-acknowledgement (to the sender; issue 17) ----
  /** The contact form's request as the person wrote it (React escapes it). */
  supportRequest?: SupportRequestMail | undefined;

  // ---- activation, golden-ticket, vip-card (issue 6) ----
  /** activation: the card activated is the bank's co-branded card (SPC+). */
  plus?: boolean | undefined;
  /** activation: the title of the incentive that came with the card, in the message's language. */
  incentiveTitle?: string | null | undefined;

  // ---- student-verification, student-reminder (issue 18; reminder: `expiresAt`, `daysLeft`) ----
  /** The school's name in the message's language. */
  schoolName?: string | undefined;
  /** student-verification: the 6-digit code (the link is `link`). */
  studentCode?: string | undefined;

  // ---- school-portal-token (issue 18 item 5; the link is `link`, the school `schoolName`) ----
  /** school-portal-token: the campus's name in the message's language. */
  campusName?: string | undefined;
  /** school-portal-token: true when the token takes the place of an earlier one. */
  refreshed?: boolean | undefined;
  /** student-id-refused: the reason, one of STUDENT_ID_REFUSAL_REASONS (student-id-approved: `expiresAt`). */
  studentIdReason?: StudentIdRefusalReason | undefined;
  /** student-reminder: the status was verified with a student card (confirm again with a new photo). */
  studentByCard?: boolean | undefined;

  // ---- refund (issue 20: `orderNumber`, `totalCents`, `currency`, `paymentCard`, `expiresAt`) ----
  refundedAt?: Date | undefined;
  /** voided: the charge had not settled and was cancelled; refunded: the money was sent back. */
  refundOutcome?: 'voided' | 'refunded' | undefined;
  /** The membership the order bought was ended with the refund (else it runs to `expiresAt`). */
  membershipEnded?: boolean | undefined;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
