// The contact form (issue 17): the request as the support inbox receives it (who, about what, in which
// language, and their words), and the acknowledgement the sender gets in their language. The message
// is quoted as the person typed it; React escapes it, and a line break stays a line break.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import { FiguresTable } from './figures-table.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

const topicOf = ({ t, data }: MailContext) => t(`support.topics.${data.supportRequest?.topic ?? 'other'}`);

function Message({ text }: { text: string }) {
  return (
    <Paragraph>
      {text.split('\n').map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </Paragraph>
  );
}

function SupportRequestMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  const request = data.supportRequest;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('support.request.body')}</Paragraph>
      {request && (
        <>
          <FiguresTable
            rows={[
              { label: t('support.request.name'), value: request.name },
              { label: t('support.request.email'), value: request.email },
              { label: t('support.request.topic'), value: topicOf(ctx) },
              { label: t('support.request.language'), value: t(`support.languages.${request.language}`) },
              { label: t('support.request.reference'), value: request.id },
            ]}
          />
          <Message text={request.message} />
        </>
      )}
      <ActionButton ctx={ctx} href={data.link} label={t('support.request.action')} />
      <SmallPrint>{t('support.request.note')}</SmallPrint>
    </>
  );
}

export const supportRequestMail: MailTemplate = {
  subject: (ctx) =>
    ctx.t('support.request.subject', { topic: topicOf(ctx), name: ctx.data.supportRequest?.name ?? '' }).trim(),
  Body: SupportRequestMail,
};

function SupportAcknowledgementMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  const request = data.supportRequest;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>{t('support.acknowledgement.body', { topic: topicOf(ctx) })}</Paragraph>
      {request && (
        <>
          <Paragraph>{t('support.acknowledgement.yourMessage')}</Paragraph>
          <Message text={request.message} />
          <Paragraph>{t('support.acknowledgement.reference', { reference: request.id })}</Paragraph>
        </>
      )}
      <Paragraph>{t('support.acknowledgement.meanwhile')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('support.acknowledgement.action')} />
      <SmallPrint>{t('support.acknowledgement.note')}</SmallPrint>
    </>
  );
}

export const supportAcknowledgementMail: MailTemplate = {
  subject: ({ t }) => t('support.acknowledgement.subject'),
  Body: SupportAcknowledgementMail,
};
