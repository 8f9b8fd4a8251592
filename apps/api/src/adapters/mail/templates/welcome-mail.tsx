// Welcome, once the address is confirmed; the action leads to the deals.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function WelcomeMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('welcome.body')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('welcome.action')} />
      <SmallPrint>{t('welcome.note')}</SmallPrint>
    </>
  );
}

export const welcomeMail: MailTemplate = {
  subject: ({ t, firstName }) => (firstName ? t('welcome.subjectNamed', { firstName }) : t('welcome.subject')),
  Body: WelcomeMail,
};
