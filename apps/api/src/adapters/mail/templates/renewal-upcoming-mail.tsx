// The membership renews in 7 days (issue 23 item 19): the day, the amount with tax and the card it
// will be charged to, the billing page, and a signed one-click link to turn auto-renew off.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { upcomingChargeRows } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import { paymentCardName, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function RenewalUpcomingMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day, money } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      {data.expiresAt && <Paragraph>{t('renewalUpcoming.renews', { date: day(data.expiresAt) })}</Paragraph>}
      {data.totalCents !== undefined && (
        <Paragraph>
          {data.paymentCard
            ? t('renewalUpcoming.charge', {
                amount: money(data.totalCents),
                card: paymentCardName(ctx, data.paymentCard),
              })
            : t('renewalUpcoming.chargeNoCard', { amount: money(data.totalCents) })}
        </Paragraph>
      )}
      <Paragraph>{t('renewalUpcoming.nothingToDo')}</Paragraph>
      <FiguresTable rows={upcomingChargeRows(ctx)} />
      <ActionButton
        ctx={ctx}
        href={data.link}
        label={t('renewalUpcoming.action')}
        secondary={
          data.autoRenewOffLink
            ? {
                text: t('renewalUpcoming.optOutText'),
                label: t('renewalUpcoming.optOutLabel'),
                href: data.autoRenewOffLink,
              }
            : undefined
        }
      />
      {data.autoRenewOffLink && data.expiresAt && (
        <SmallPrint>{t('renewalUpcoming.note', { date: day(data.expiresAt) })}</SmallPrint>
      )}
    </>
  );
}

export const renewalUpcomingMail: MailTemplate = {
  subject: ({ t, data }) => t('renewalUpcoming.subject', { count: data.daysLeft ?? 7 }),
  Body: RenewalUpcomingMail,
  footer: 'reminder',
};
