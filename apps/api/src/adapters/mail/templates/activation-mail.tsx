// A card activated on an account (issue 6): until when, the incentive that came with it, its last four.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { cardRows } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

const cardName = ({ t, data }: MailContext) => (data.plus ? t('activation.cardPlus') : t('activation.card'));

function ActivationMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  const card = cardName(ctx);
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {data.expiresAt
          ? t('activation.activeUntil', { card, date: day(data.expiresAt) })
          : t('activation.active', { card })}
      </Paragraph>
      {data.incentiveTitle && <Paragraph>{t('activation.bonus', { title: data.incentiveTitle })}</Paragraph>}
      <Paragraph>{t('activation.use')}</Paragraph>
      <FiguresTable rows={cardRows(ctx, false)} />
      <ActionButton ctx={ctx} href={data.link} label={t('activation.action')} />
      <SmallPrint>{t('activation.note')}</SmallPrint>
    </>
  );
}

export const activationMail: MailTemplate = {
  subject: (ctx) => ctx.t('activation.subject', { card: cardName(ctx) }),
  Body: ActivationMail,
};
