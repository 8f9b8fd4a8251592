// A password reset link, asked for on the sign-in page (issue 4 "Mail").
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { RESET_HOURS, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function ResetMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('reset.body')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('reset.action')} />
      <SmallPrint>{t('reset.note', { duration: ctx.hours(RESET_HOURS) })}</SmallPrint>
    </>
  );
}

export const resetMail: MailTemplate = {
  subject: ({ t }) => t('reset.subject'),
  Body: ResetMail,
};
