// The membership ended without a renewal (issue 23 item 19): since when, and the way to buy again.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function MembershipExpiredMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {data.expiresAt
          ? t('membershipExpired.expired', { date: day(data.expiresAt) })
          : t('membershipExpired.expiredUndated')}
      </Paragraph>
      <Paragraph>{t('membershipExpired.buy')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('membershipExpired.action')} />
      <SmallPrint>{t('membershipExpired.note')}</SmallPrint>
    </>
  );
}

export const membershipExpiredMail: MailTemplate = {
  subject: ({ t }) => t('membershipExpired.subject'),
  Body: MembershipExpiredMail,
  footer: 'reminder',
};
