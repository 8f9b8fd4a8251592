// Confirm the address of a new account (issue 4 "Mail").
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { VERIFY_HOURS, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function VerificationMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('verification.body')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('verification.action')} />
      <SmallPrint>{t('verification.note', { duration: ctx.hours(VERIFY_HOURS) })}</SmallPrint>
    </>
  );
}

export const verificationMail: MailTemplate = {
  subject: ({ t }) => t('verification.subject'),
  Body: VerificationMail,
};
