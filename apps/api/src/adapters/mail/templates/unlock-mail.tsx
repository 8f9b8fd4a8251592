// An account locked after failed sign-ins: how long, and a reset link that unlocks it at once.
/** @jsxRuntime automatic */
import { LOGIN_LOCK } from '@spc/domain/auth';
import { ActionButton } from './action-button.tsx';
import { RESET_HOURS, type MailContext, type MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function UnlockMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('unlock.locked', { count: LOGIN_LOCK.lockMinutes })}</Paragraph>
      <Paragraph>{t('unlock.reset')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('unlock.action')} />
      <SmallPrint>{t('unlock.note', { duration: ctx.hours(RESET_HOURS) })}</SmallPrint>
    </>
  );
}

export const unlockMail: MailTemplate = {
  subject: ({ t }) => t('unlock.subject'),
  Body: UnlockMail,
};
