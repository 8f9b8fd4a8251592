// What every template reads from: the message's language, its translator, the caller's data, and the
// language's way of writing names, money, days and durations.
import { EMAIL_ACTION_TTL_MINUTES } from '@spc/domain/auth';
import type { Language } from '@spc/domain/constants';
import { formatMoney } from '@spc/domain/store-rules';
import type { ReactNode } from 'react';
import { mailT, type MailT } from '../i18n.ts';
import type { MailData } from '../mail-data.ts';

export interface MailContext {
  language: Language;
  t: MailT;
  data: MailData;
  /** The first name, when it is a short single line; anything else falls back to no name. */
  firstName: string | undefined;
  money: (cents: number) => string;
  /** A day as the language writes it ("January 15, 2027" / "15 janvier 2027"), in Eastern time like the site. */
  day: (date: Date) => string;
  /** "24 hours" / "24 heures". */
  hours: (count: number) => string;
}

/**
 * Why a message came, as its footer says (docs/decisions/039): `account` (the default) because of an
 * action on the account; `reminder` a service reminder sent on a date, whether or not the person gets
 * our news; `marketing` because the address is on the list, with the unsubscribe link.
 */
export type MailFooter = 'account' | 'reminder' | 'marketing';

/** One kind of message: its subject line and its body, both from the same catalogue keys. */
export interface MailTemplate {
  subject: (ctx: MailContext) => string;
  Body: (props: { ctx: MailContext }) => ReactNode;
  footer?: MailFooter;
}

const hoursOf = (minutes: number) => Math.round(minutes / 60);
export const VERIFY_HOURS = hoursOf(EMAIL_ACTION_TTL_MINUTES.verifyEmail);
export const RESET_HOURS = hoursOf(EMAIL_ACTION_TTL_MINUTES.resetPassword);

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

function formatDay(date: Date, language: Language): string {
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    date,
  );
  // French writes the first of the month as an ordinal: « 1er mars », which Intl does not do.
  return language === 'fr' ? day.replace(/^1 /, '1er ') : day;
}

function nameOf(data: MailData): string | undefined {
  const name = data.firstName?.trim();
  return name && name.length <= 50 && !/[\r\n]/.test(name) ? name : undefined;
}

export function mailContext(language: Language, data: MailData): MailContext {
  const t = mailT(language);
  return {
    language,
    t,
    data,
    firstName: nameOf(data),
    money: (cents) => formatMoney(cents, data.currency ?? 'CAD', language),
    day: (date) => formatDay(date, language),
    hours: (count) => t('duration.hours', { count }),
  };
}

/** "Visa ending in 1111"; a PayPal account has no card number: it is named, not given "last four" digits. */
export function paymentCardName({ t }: MailContext, card: { cardType: string; last4: string }): string {
  return card.cardType === 'PayPal' ? t('figures.payPal') : t('figures.paymentCard', card);
}
