// The marketing list's double opt-in (issue 19 item 3): the confirmation link sent after POST /subscribe.
// The link opens a page that confirms on a click (a mail scanner's GET confirms nothing).
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
