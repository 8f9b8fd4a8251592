// A VIP card sent by the staff (issue 6): the card in full with its security code, since it is not yet
// anyone's and adding it to an account needs both.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { cardRows } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function VipCardMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('vipCard.intro')}</Paragraph>
      <Paragraph>{t('vipCard.howTo')}</Paragraph>
      <FiguresTable rows={cardRows(ctx, true)} />
      <ActionButton ctx={ctx} href={data.link} label={t('vipCard.action')} />
      <SmallPrint>{t('vipCard.note')}</SmallPrint>
    </>
  );
}

export const vipCardMail: MailTemplate = {
  subject: ({ t }) => t('vipCard.subject'),
  Body: VipCardMail,
};
