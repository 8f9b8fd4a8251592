// The account, store and membership e-mails (issue 4 "Mail", issue 5 receipts, issue 6 activation,
// golden ticket and VIP card), in English and Canadian French: one React Email component per kind
// (templates/*-mail.tsx) in one layout, its texts from the `email` catalogues of @spc/locales. The
// subject, the HTML and the plain text come from the same template; React escapes whatever a person
// typed. How to add a kind: docs/decisions/015-email-templates.md.
import type { Language } from '@spc/domain/constants';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailData, MailKind, RenderedMail } from './mail-data.ts';
import { plainText } from './plain-text.ts';
import { activationMail } from './templates/activation-mail.tsx';
import { codeFlaggedMail } from './templates/code-flagged-mail.tsx';
import { codePoolLowMail } from './templates/code-pool-low-mail.tsx';
import { emailChangeMail } from './templates/email-change-mail.tsx';
import { goldenTicketMail } from './templates/golden-ticket-mail.tsx';
import { mailContext, type MailTemplate } from './templates/mail-context.ts';
import { MailLayout } from './templates/mail-layout.tsx';
import { membershipExpiredMail } from './templates/membership-expired-mail.tsx';
import { receiptMail } from './templates/receipt-mail.tsx';
import { refundMail } from './templates/refund-mail.tsx';
import { renewalFailedMail } from './templates/renewal-failed-mail.tsx';
import { renewalReceiptMail } from './templates/renewal-receipt-mail.tsx';
import { renewalUpcomingMail } from './templates/renewal-upcoming-mail.tsx';
import { resetMail } from './templates/reset-mail.tsx';
import { schoolPortalTokenMail } from './templates/school-portal-mail.tsx';
import { listWelcomeMail, subscribeConfirmationMail } from './templates/subscribe-mail.tsx';
import {
  studentIdApprovedMail,
  studentIdRefusedMail,
  studentReminderMail,
  studentVerificationMail,
} from './templates/student-mail.tsx';
import { staffInvitationMail } from './templates/staff-invitation-mail.tsx';
import { signupAttemptMail } from './templates/signup-attempt-mail.tsx';
import { supportAcknowledgementMail, supportRequestMail } from './templates/support-mail.tsx';
import { trialEndingMail } from './templates/trial-ending-mail.tsx';
import { unlockMail } from './templates/unlock-mail.tsx';
import { verificationMail } from './templates/verification-mail.tsx';
import { vipCardMail } from './templates/vip-card-mail.tsx';
import { welcomeMail } from './templates/welcome-mail.tsx';

// Callers (modules, the development viewer, tests) import the kinds and the data's types from here.
export { MAIL_KINDS, type MailData, type MailKind, type RenderedMail } from './mail-data.ts';

const TEMPLATES: Record<MailKind, MailTemplate> = {
  'student-verification': studentVerificationMail,
  'student-reminder': studentReminderMail,
  'school-portal-token': schoolPortalTokenMail,
  'subscribe-confirmation': subscribeConfirmationMail,
  'student-id-approved': studentIdApprovedMail,
  'student-id-refused': studentIdRefusedMail,
  verification: verificationMail,
  reset: resetMail,
  welcome: welcomeMail,
  unlock: unlockMail,
  'signup-attempt': signupAttemptMail,
  'email-change': emailChangeMail,
  receipt: receiptMail,
  'renewal-receipt': renewalReceiptMail,
  'renewal-failed': renewalFailedMail,
  activation: activationMail,
  'golden-ticket': goldenTicketMail,
  'vip-card': vipCardMail,
  'trial-ending': trialEndingMail,
  'renewal-upcoming': renewalUpcomingMail,
  'membership-expired': membershipExpiredMail,
  'code-flagged': codeFlaggedMail,
  'code-pool-low': codePoolLowMail,
  'support-request': supportRequestMail,
  'support-acknowledgement': supportAcknowledgementMail,
  'staff-invitation': staffInvitationMail,
  refund: refundMail,
  'list-welcome': listWelcomeMail,
};

/** Whether a kind is a marketing e-mail: it carries the unsubscribe link and the List-Unsubscribe headers. */
export const isMarketingMail = (kind: MailKind): boolean => TEMPLATES[kind].footer === 'marketing';

/**
 * Writes one message of `kind` in `language`: its subject line, its HTML and its plain text. Synchronous:
 * the templates never suspend, so React's static renderer does what React Email's async `render` would.
 */
export function renderMail(kind: MailKind, language: Language, data: MailData): RenderedMail {
  const template = TEMPLATES[kind];
  const ctx = mailContext(language, data);
  // A subject is one line, whatever a name contained.
  const subject = template.subject(ctx).replace(/[\r\n]+/g, ' ');
  // createElement, not JSX: callers import this file as templates.ts.
  const tree = createElement(MailLayout, {
    ctx,
    subject,
    footer: template.footer,
    children: createElement(template.Body, { ctx }),
  });
  const html = `<!doctype html>\n${renderToStaticMarkup(tree)}`;
  return { subject, html, text: plainText(html, ctx.t('layout.colon')) };
}

/**
 * A message to an address that has no language of its own (STAFF_ALERT_EMAIL): English, then the
 * same in French, in one e-mail (each part marked with its language). Both subjects, joined.
 */
export function renderBilingualMail(kind: MailKind, data: Record<Language, MailData>): RenderedMail {
  const en = renderMail(kind, 'en', data.en);
  const fr = renderMail(kind, 'fr', data.fr);
  const frBody = /<body[^>]*>([\s\S]*)<\/body>/.exec(fr.html)?.[1] ?? '';
  return {
    subject: `${en.subject} / ${fr.subject}`,
    html: en.html.replace(/<\/body>/, () => `${frBody}</body>`),
    text: `${en.text}\n\n————\n\n${fr.text}`,
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For the hand-written HTML outside the templates (the development mail viewer). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
