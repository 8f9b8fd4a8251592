// The free trial ends in 3 days (issue 23 item 19): when, what happens then (the card stops working,
// nothing is charged), and the way to buy a membership.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function TrialEndingMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      {data.expiresAt && <Paragraph>{t('trialEnding.ends', { date: day(data.expiresAt) })}</Paragraph>}
      <Paragraph>{t('trialEnding.noCharge')}</Paragraph>
      <Paragraph>{t('trialEnding.buy')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('trialEnding.action')} />
      <SmallPrint>{t('trialEnding.note')}</SmallPrint>
    </>
  );
}

export const trialEndingMail: MailTemplate = {
  subject: ({ t, data }) => t('trialEnding.subject', { count: data.daysLeft ?? 3 }),
  Body: TrialEndingMail,
  footer: 'reminder',
};
