// An automatic renewal was declined: when the membership ends, and the way to a new payment method.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { failedChargeRows } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import { paymentCardName, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function RenewalFailedMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  // Whether the membership is still running at the time of the failed charge.
  const stillValid = !!data.expiresAt && data.expiresAt.getTime() > (data.paidAt ?? new Date()).getTime();
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {data.paymentCard
          ? t('renewalFailed.declinedCard', { card: paymentCardName(ctx, data.paymentCard) })
          : t('renewalFailed.declined')}
      </Paragraph>
      {data.expiresAt && (
        <Paragraph>
          {stillValid
            ? t('renewalFailed.expires', { date: day(data.expiresAt) })
            : t('renewalFailed.expired', { date: day(data.expiresAt) })}
        </Paragraph>
      )}
      <Paragraph>{t('renewalFailed.update')}</Paragraph>
      <FiguresTable rows={failedChargeRows(ctx)} />
      <ActionButton ctx={ctx} href={data.link} label={t('renewalFailed.action')} />
      <SmallPrint>{t('renewalFailed.note')}</SmallPrint>
    </>
  );
}

export const renewalFailedMail: MailTemplate = {
  subject: ({ t }) => t('renewalFailed.subject'),
  Body: RenewalFailedMail,
};
