// A message's action: the button, an optional second link as a sentence, and the button's link spelled
// out for clients that do not show buttons. The plain text writes each link as "Label:" and the URL on
// the next line (plain-text.ts, `data-text-link`); it leaves the spelled-out link out, being one already.
/** @jsxRuntime automatic */
import { Button, Link, Text } from '@react-email/components';
import { checkedHref } from './checked-href.ts';
import type { MailContext } from './mail-context.ts';
import { STYLES } from './styles.ts';

export interface SecondaryLink {
  text: string;
  label: string;
  href: string;
}

export function ActionButton({
  ctx,
  href,
  label,
  secondary,
}: {
  ctx: MailContext;
  href: string;
  label: string;
  secondary?: SecondaryLink | undefined;
}) {
  const url = checkedHref(href);
  return (
    <>
      <Text style={STYLES.actions}>
        <Button href={url} style={STYLES.button} data-text-link="true">
          {label}
        </Button>
      </Text>
      {secondary && (
        <Text style={STYLES.p}>
          {secondary.text}{' '}
          <Link href={checkedHref(secondary.href)} style={STYLES.link} data-text-link="true">
            {secondary.label}
          </Link>
        </Text>
      )}
      <Text style={STYLES.small} data-skip-in-text="true">
        {ctx.t('layout.fallback')}
        <br />
        <Link href={url} style={STYLES.link}>
          {url}
        </Link>
      </Text>
    </>
  );
}
