// A code pool running low (issue 20 item 3), to the staff address: which offer, how many unused codes
// are left against the threshold set in the staff console, and a link to the offer there.
/** @jsxRuntime automatic */
import { ActionButton } from './action-button.tsx';
import type { MailContext, MailTemplate } from './mail-context.ts';
import { Greeting, Paragraph, SmallPrint } from './mail-text.tsx';

const offerOf = ({ t, data }: MailContext) => data.offerName ?? t('codeFlagged.anOffer');

function CodePoolLowMail({ ctx }: { ctx: MailContext }) {
  const { t, data } = ctx;
  return (
    <>
      <Greeting ctx={ctx} />
      <Paragraph>
        {t('codePoolLow.body', {
          offer: offerOf(ctx),
          remaining: data.codesRemaining ?? 0,
          threshold: data.codesThreshold ?? 0,
        })}
      </Paragraph>
      <Paragraph>{t('codePoolLow.check')}</Paragraph>
      <ActionButton ctx={ctx} href={data.link} label={t('codePoolLow.action')} />
      <SmallPrint>{t('codePoolLow.note')}</SmallPrint>
    </>
  );
}

export const codePoolLowMail: MailTemplate = {
  subject: (ctx) => ctx.t('codePoolLow.subject', { offer: offerOf(ctx) }),
  Body: CodePoolLowMail,
};
