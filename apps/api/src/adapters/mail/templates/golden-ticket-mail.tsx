// A golden ticket (issue 6): the membership is free, nothing to pay or renew.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { cardRows } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function GoldenTicketMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('goldenTicket.body')}</Paragraph>
      {data.expiresAt && <Paragraph>{t('goldenTicket.until', { date: day(data.expiresAt) })}</Paragraph>}
      <FiguresTable rows={cardRows(ctx, false)} />
      <ActionButton ctx={ctx} href={data.link} label={t('goldenTicket.action')} />
      <SmallPrint>{t('goldenTicket.note')}</SmallPrint>
    </>
  );
}

export const goldenTicketMail: MailTemplate = {
  subject: ({ t }) => t('goldenTicket.subject'),
  Body: GoldenTicketMail,
};
