// Student status by school e-mail (issue 18 item 2): the code and link sent to the school address, and
// the re-verification reminder a month and a week before the status ends.
/** @jsxRuntime automatic */
import { STUDENT_CODE_TTL_MS, STUDENT_ID_REVIEW_BUSINESS_DAYS } from '@spc/domain/student';
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

const CODE_MINUTES = STUDENT_CODE_TTL_MS / 60_000;

function StudentVerificationMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('studentVerification.body', { school: data.schoolName ?? '' })}</Paragraph>
      <Paragraph>{t('studentVerification.code', { code: data.studentCode ?? '' })}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('studentVerification.action')} />
      <SmallPrint>{t('studentVerification.note', { minutes: CODE_MINUTES })}</SmallPrint>
    </>
  );
}

export const studentVerificationMail: MailTemplate = {
  subject: ({ t }) => t('studentVerification.subject'),
  Body: StudentVerificationMail,
};

function StudentReminderMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      {data.expiresAt && (
        <Paragraph>
          {t(data.studentByCard ? 'studentReminder.bodyCard' : 'studentReminder.body', { date: day(data.expiresAt) })}
        </Paragraph>
      )}
      <Paragraph>{t('studentReminder.grace')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('studentReminder.action')} />
    </>
  );
}

export const studentReminderMail: MailTemplate = {
  subject: ({ t, data }) => t('studentReminder.subject', { count: data.daysLeft ?? 0 }),
  Body: StudentReminderMail,
  footer: 'reminder',
};

// ---- Verification by student ID (issue 18 item 3): the decision, in the member's language ----------

function StudentIdApprovedMail({ ctx }: { ctx: MailContext }) {
  const { t, data, day } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {t('studentIdApproved.body', {
          school: data.schoolName ?? '',
          date: data.expiresAt ? day(data.expiresAt) : '',
        })}
      </Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('studentIdApproved.action')} />
      <SmallPrint>{t('studentIdApproved.deleted')}</SmallPrint>
    </>
  );
}

export const studentIdApprovedMail: MailTemplate = {
  subject: ({ t }) => t('studentIdApproved.subject'),
  Body: StudentIdApprovedMail,
};

function StudentIdRefusedMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  const reason = data.studentIdReason ? t(`studentIdRefused.reasons.${data.studentIdReason}`) : '';
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('studentIdRefused.body', { school: data.schoolName ?? '', reason })}</Paragraph>
      <Paragraph>{t('studentIdRefused.retry', { days: STUDENT_ID_REVIEW_BUSINESS_DAYS })}</Paragraph>
      <ActionButton
        ctx={ctx}
        href={data.link}
        label={t('studentIdRefused.action')}
        secondary={{
          text: t('studentIdRefused.appeal'),
          label: t('studentIdRefused.appealLink'),
          href: `${data.publicUrl ?? ''}/contact`,
        }}
      />
      <SmallPrint>{t('studentIdRefused.deleted')}</SmallPrint>
    </>
  );
}

export const studentIdRefusedMail: MailTemplate = {
  subject: ({ t }) => t('studentIdRefused.subject'),
  Body: StudentIdRefusedMail,
};
