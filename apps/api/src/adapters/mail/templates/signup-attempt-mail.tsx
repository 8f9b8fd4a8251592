// Someone tried to sign up with an address that already has an account: nothing was created.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function SignupAttemptMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('signupAttempt.body')}</Paragraph>
      <ActionButton
        ctx={ctx}
        href={data.link}
        label={t('signupAttempt.action')}
        secondary={
          data.resetLink
            ? { text: t('signupAttempt.forgot'), label: t('signupAttempt.resetAction'), href: data.resetLink }
            : undefined
        }
      />
      <SmallPrint>{data.resetLink ? t('signupAttempt.note') : t('signupAttempt.noteWithoutReset')}</SmallPrint>
    </>
  );
}

export const signupAttemptMail: MailTemplate = {
  subject: ({ t }) => t('signupAttempt.subject'),
  Body: SignupAttemptMail,
};
