// Confirm a new address for an existing account, sent to that new address.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { VERIFY_HOURS, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function EmailChangeMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {data.newEmail ? t('emailChange.bodyWithAddress', { newEmail: data.newEmail }) : t('emailChange.body')}
      </Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('emailChange.action')} />
      <SmallPrint>{t('emailChange.note', { duration: ctx.hours(VERIFY_HOURS) })}</SmallPrint>
    </>
  );
}

export const emailChangeMail: MailTemplate = {
  subject: ({ t }) => t('emailChange.subject'),
  Body: EmailChangeMail,
};
