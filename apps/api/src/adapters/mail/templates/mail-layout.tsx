// The one layout of every e-mail: the brand, a single column of content, and a footer that says why
// the message came and links the app. Inline styles, no images, readable with styles off.
/** @jsxRuntime automatic */
import { Body, Container, Head, Hr, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { checkedHref } from './checked-href.ts';
import type { MailContext } from './mail-context.ts';
import { STYLES } from './styles.ts';

const LANGS = { en: 'en-CA', fr: 'fr-CA' } as const;

export function MailLayout({ ctx, subject, children }: { ctx: MailContext; subject: string; children: ReactNode }) {
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
              {t('layout.footer')}
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
