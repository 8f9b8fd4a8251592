// A new staff member's invitation (issue 20 item 1; decision 030): choose a password through the link,
// then sign in to the console, where two-step sign-in is set up before anything else.
/** @jsxRuntime automatic */
import { STAFF_INVITATION_HOURS } from '@spc/domain/staff-identity';
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function StaffInvitationMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('staffInvitation.body')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('staffInvitation.action')} />
      <Paragraph>{t('staffInvitation.next')}</Paragraph>
      <SmallPrint>{t('staffInvitation.note', { duration: ctx.hours(STAFF_INVITATION_HOURS) })}</SmallPrint>
    </>
  );
}

export const staffInvitationMail: MailTemplate = {
  subject: ({ t }) => t('staffInvitation.subject'),
  Body: StaffInvitationMail,
};
