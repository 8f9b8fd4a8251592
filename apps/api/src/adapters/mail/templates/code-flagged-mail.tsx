// A code that keeps failing (issue 23 item 12), to the staff address until the staff console exists:
// which offer, the answers that flagged it, and the offer's page.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

const offerOf = ({ t, data }: MailContext) => data.offerName ?? t('codeFlagged.anOffer');

function CodeFlaggedMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {t('codeFlagged.body', { offer: offerOf(ctx), failures: data.failures ?? 0, answers: data.answers ?? 0 })}
      </Paragraph>
      {data.flaggedCode ? <Paragraph>{t('codeFlagged.code', { code: data.flaggedCode })}</Paragraph> : null}
      <Paragraph>{t('codeFlagged.check')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('codeFlagged.action')} />
      <SmallPrint>{t('codeFlagged.note')}</SmallPrint>
    </>
  );
}

export const codeFlaggedMail: MailTemplate = {
  subject: (ctx) => ctx.t('codeFlagged.subject', { offer: offerOf(ctx) }),
  Body: CodeFlaggedMail,
};
