// An automatic renewal went through: the amount charged, the new expiry, and the receipt's figures.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { receiptRows } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import { paymentCardName, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function RenewalReceiptMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day, money } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {data.expiresAt ? t('renewalReceipt.renewedUntil', { date: day(data.expiresAt) }) : t('renewalReceipt.renewed')}
      </Paragraph>
      {data.totalCents !== undefined && data.paymentCard && (
        <Paragraph>
          {t('renewalReceipt.charged', {
            amount: money(data.totalCents),
            card: paymentCardName(ctx, data.paymentCard),
          })}
        </Paragraph>
      )}
      {/* A renewal receipt is a member's: the card is masked even if a guest flag slipped through. */}
      <FiguresTable rows={receiptRows(ctx, false)} />
      <ActionButton ctx={ctx} href={data.link} label={t('renewalReceipt.action')} />
      <SmallPrint>{t('renewalReceipt.note')}</SmallPrint>
    </>
  );
}

export const renewalReceiptMail: MailTemplate = {
  subject: ({ t }) => t('renewalReceipt.subject'),
  Body: RenewalReceiptMail,
};
