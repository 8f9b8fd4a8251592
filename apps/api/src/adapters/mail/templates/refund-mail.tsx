// A staff member refunded an order (issue 20 item 3, decision 035): how much went back to which card,
// when it shows on the statement, and what became of the membership (kept without auto-renew, or ended).
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { FiguresTable } from './figures-table.tsx';
import type { FigureRow } from './figures.ts';
import { paymentCardName, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function refundRows(ctx: MailContext): FigureRow[] {
  const { t, data, money, day } = ctx;
  const rows: FigureRow[] = [];
  if (data.orderNumber) rows.push({ label: t('figures.orderNumber'), value: data.orderNumber });
  if (data.refundedAt) rows.push({ label: t('refund.refundedOn'), value: day(data.refundedAt) });
  if (data.totalCents !== undefined) {
    rows.push({ label: t('refund.amount'), value: money(data.totalCents), strong: true });
  }
  if (data.paymentCard) rows.push({ label: t('refund.refundedTo'), value: paymentCardName(ctx, data.paymentCard) });
  return rows;
}

function RefundMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('refund.refunded', { orderNumber: data.orderNumber ?? '' })}</Paragraph>
      <Paragraph>{data.refundOutcome === 'voided' ? t('refund.voided') : t('refund.delay')}</Paragraph>
      <Paragraph>
        {data.membershipEnded
          ? t('refund.membershipEnded')
          : data.expiresAt
            ? t('refund.membershipKept', { date: day(data.expiresAt) })
            : t('refund.membershipKeptNoDate')}
      </Paragraph>
      <FiguresTable rows={refundRows(ctx)} />
      <ActionButton ctx={ctx} href={data.link} label={data.guest ? t('refund.contact') : t('refund.action')} />
      <SmallPrint>{t('refund.note')}</SmallPrint>
    </>
  );
}

export const refundMail: MailTemplate = {
  subject: ({ t, data }) => t('refund.subject', { orderNumber: data.orderNumber ?? '' }),
  Body: RefundMail,
};
