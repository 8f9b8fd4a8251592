// The one layout of every e-mail: the brand, a single column of content, and a footer that says why
// the message came (an action on the account, a service reminder, or the mailing list with its
// unsubscribe link: mail-context.ts `MailFooter`) and links the app. Inline styles, no images, readable
// with styles off.
/** @jsxRuntime automatic */
import { Body, Container, Head, Hr, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { checkedHref } from './checked-href.ts';
import type { MailContext, MailFooter } from './mail-context.ts';
import { STYLES } from './styles.ts';

const LANGS = { en: 'en-CA', fr: 'fr-CA' } as const;

function FooterReason({ ctx, footer }: { ctx: MailContext; footer: MailFooter }) {
  const { t, data } = ctx;
  if (footer === 'reminder') return t('layout.footerReminder');
  if (footer === 'account') return t('layout.footer');
  // A marketing e-mail never goes without its way off the list.
  if (!data.unsubscribeLink || !data.recipient) throw new Error('A marketing e-mail needs its unsubscribe link');
  return (
    <>
      {t('layout.footerMarketing', { email: data.recipient })}
      <br />
      <Link href={checkedHref(data.unsubscribeLink)} style={STYLES.link} data-text-link="true">
        {t('layout.unsubscribe')}
      </Link>
    </>
  );
}

export function MailLayout({
  ctx,
  subject,
  footer = 'account',
  children,
}: {
  ctx: MailContext;
  subject: string;
  footer?: MailFooter | undefined;
  children: ReactNode;
}) {
  const { t, data } = ctx;
  const lang = LANGS[ctx.language];
  // A plain <html>, not React Email's <Html>: its `dir` would come before `lang`, and we want nothing else there.
  return (
    <html lang={lang}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Body style={STYLES.body}>
        <Container style={STYLES.card}>
          <div role="article" aria-label={subject} lang={lang}>
            {/* The text part names the brand in its signature instead. */}
            <Text style={STYLES.brand} data-skip-in-text="true">
              {t('layout.brand')}
            </Text>
            {children}
            <Hr style={STYLES.rule} />
            <Text style={STYLES.small} data-text-signature="true">
              {t('layout.brand')}
              <br />
              <FooterReason ctx={ctx} footer={footer} />
              {data.publicUrl && (
                <>
                  <br />
                  <Link href={checkedHref(data.publicUrl)} style={STYLES.link}>
                    {data.publicUrl}
                  </Link>
                </>
              )}
            </Text>
          </div>
        </Container>
      </Body>
    </html>
  );
}
