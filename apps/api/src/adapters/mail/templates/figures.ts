// The figures a message lists as a table: a paid order's, a failed renewal's, a membership card's.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { formatTaxRate } from '@spc/domain/store-rules';
import { paymentCardName, type MailContext } from './mail-context.ts';

/** A row of the table: a label and its value (the total, a guest's card, in bold). */
export interface FigureRow {
  label: string;
  value: string;
  strong?: boolean;
}

const lastFour = (cardNumber: string) => cardNumber.replace(/\D/g, '').slice(-4);

/**
 * The membership card: in full with its security code when `full` (a guest's receipt, a VIP card: the
 * card is not yet anyone's, and adding it needs both), else its last four digits.
 */
function membershipCardRows({ t, data }: MailContext, full: boolean): FigureRow[] {
  if (!data.cardNumber) return [];
  if (!full)
    return [
      { label: t('figures.membershipCard'), value: t('figures.maskedCard', { last4: lastFour(data.cardNumber) }) },
    ];
  return [
    { label: t('figures.membershipCard'), value: formatCardNumber(data.cardNumber), strong: true },
    ...(data.cardSecurityCode
      ? [{ label: t('figures.securityCode'), value: data.cardSecurityCode, strong: true }]
      : []),
  ];
}

/** A paid order: number, date, lines, discount, each tax, total, card charged, card issued, expiry. */
export function receiptRows(ctx: MailContext, guest: boolean): FigureRow[] {
  const { t, data, money, day } = ctx;
  const rows: FigureRow[] = [];
  if (data.orderNumber) rows.push({ label: t('figures.orderNumber'), value: data.orderNumber });
  if (data.paidAt) rows.push({ label: t('figures.date'), value: day(data.paidAt) });
  for (const line of data.lines ?? []) {
    const label =
      line.quantity === 1
        ? line.description
        : t('figures.line', { description: line.description, quantity: line.quantity });
    rows.push({ label, value: money(line.amountCents) });
  }
  if (data.subtotalCents !== undefined) rows.push({ label: t('figures.subtotal'), value: money(data.subtotalCents) });
  if (data.discountCents) {
    const label = data.discountCode
      ? t('figures.discountWithCode', { code: data.discountCode })
      : t('figures.discount');
    rows.push({ label, value: money(-data.discountCents) });
  }
  const taxNames: Record<string, string | undefined> = t('figures.taxNames', { returnObjects: true });
  for (const tax of data.taxes ?? []) {
    const name = taxNames[tax.name] ?? tax.name;
    rows.push({
      label: t('figures.tax', { name, rate: formatTaxRate(tax.rate, ctx.language) }),
      value: money(tax.amountCents),
    });
  }
  if (data.totalCents !== undefined)
    rows.push({ label: t('figures.total'), value: money(data.totalCents), strong: true });
  if (data.paymentCard) rows.push({ label: t('figures.paidWith'), value: paymentCardName(ctx, data.paymentCard) });
  rows.push(...membershipCardRows(ctx, guest));
  if (data.expiresAt && !guest) rows.push({ label: t('figures.validUntil'), value: day(data.expiresAt) });
  return rows;
}

/** A failed renewal: what could not be charged, to which card. */
export function failedChargeRows(ctx: MailContext): FigureRow[] {
  const { t, data, money } = ctx;
  const rows: FigureRow[] = [];
  if (data.orderNumber) rows.push({ label: t('figures.orderNumber'), value: data.orderNumber });
  if (data.totalCents !== undefined) rows.push({ label: t('figures.amount'), value: money(data.totalCents) });
  if (data.paymentCard) rows.push({ label: t('figures.card'), value: paymentCardName(ctx, data.paymentCard) });
  return rows;
}

/** The membership card of an activation, golden-ticket or VIP message, and until when it is valid. */
export function cardRows(ctx: MailContext, full: boolean): FigureRow[] {
  const { t, data, day } = ctx;
  const rows = membershipCardRows(ctx, full);
  if (data.expiresAt) rows.push({ label: t('figures.validUntil'), value: day(data.expiresAt) });
  return rows;
}

/** A coming renewal: the membership, discount and taxes, the total, the card to charge, the day. */
export function upcomingChargeRows(ctx: MailContext): FigureRow[] {
  const { t, data, day } = ctx;
  const rows = receiptRows(
    {
      ...ctx,
      data: {
        ...data,
        orderNumber: undefined,
        paidAt: undefined,
        paymentCard: null,
        cardNumber: undefined,
        expiresAt: null,
      },
    },
    false,
  );
  if (data.paymentCard)
    rows.push({ label: t('renewalUpcoming.chargedTo'), value: paymentCardName(ctx, data.paymentCard) });
  if (data.expiresAt) rows.push({ label: t('renewalUpcoming.renewalDate'), value: day(data.expiresAt) });
  return rows;
}
