// The school-portal token (issue 18 item 5; spec §8 'Created Token, Sent to mail', 'Refreshed Token,
// Sent to mail'): the link that adds a campus card, mailed to the student's school address.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

function SchoolPortalTokenMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('schoolPortal.body', { campus: data.campusName ?? '' })}</Paragraph>
      {data.refreshed && <Paragraph>{t('schoolPortal.refreshed')}</Paragraph>}
      <ActionButton ctx={ctx} href={data.link} label={t('schoolPortal.action')} />
      <SmallPrint>{t('schoolPortal.note')}</SmallPrint>
    </>
  );
}

export const schoolPortalTokenMail: MailTemplate = {
  subject: ({ t, data }) => (data.refreshed ? t('schoolPortal.subjectRefreshed') : t('schoolPortal.subject')),
  Body: SchoolPortalTokenMail,
};
