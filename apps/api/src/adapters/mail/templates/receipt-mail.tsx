// The receipt of a paid order (issue 5). A guest's receipt carries the card in full with its security
// code, since the guest needs both to register it; a member's shows its last four digits.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { receiptRows } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function ReceiptMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  const guest = !!data.guest;
  return (
    <>
      <Greeting ctx={ctx} />
      {guest ? (
        <>
          <Paragraph>{t('receipt.guestIntro')}</Paragraph>
          <Paragraph>{t('receipt.guestRegister')}</Paragraph>
        </>
      ) : (
        <Paragraph>
          {data.expiresAt ? t('receipt.activeUntil', { date: day(data.expiresAt) }) : t('receipt.active')}
        </Paragraph>
      )}
      <FiguresTable rows={receiptRows(ctx, guest)} />
      <ActionButton ctx={ctx} href={data.link} label={guest ? t('receipt.guestAction') : t('receipt.action')} />
      <SmallPrint>{guest ? t('receipt.guestNote') : t('receipt.note')}</SmallPrint>
    </>
  );
}

export const receiptMail: MailTemplate = {
  subject: ({ t, data }) =>
    data.orderNumber ? t('receipt.subjectWithOrder', { orderNumber: data.orderNumber }) : t('receipt.subject'),
  Body: ReceiptMail,
};
