// The marketing list's e-mails (issue 19 item 3): the double opt-in's confirmation link sent after
// POST /subscribe (transactional: the address is not on the list yet), whose page confirms on a click (a
// mail scanner's GET confirms nothing); then the list's welcome, the first marketing e-mail, with the
// unsubscribe footer (docs/decisions/039).
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function SubscribeConfirmationMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('subscribeConfirmation.body')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('subscribeConfirmation.action')} />
      <SmallPrint>{t('subscribeConfirmation.note')}</SmallPrint>
    </>
  );
}

export const subscribeConfirmationMail: MailTemplate = {
  subject: ({ t }) => t('subscribeConfirmation.subject'),
  Body: SubscribeConfirmationMail,
};

function ListWelcomeMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('listWelcome.body', { email: data.recipient ?? '' })}</Paragraph>
      <Paragraph>{t('listWelcome.meanwhile')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('listWelcome.action')} />
    </>
  );
}

export const listWelcomeMail: MailTemplate = {
  subject: ({ t }) => t('listWelcome.subject'),
  Body: ListWelcomeMail,
  footer: 'marketing',
};
