// The blocks of a message's body: the greeting, a paragraph, and the small print under the button.
/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from './mail-context.ts';
import { STYLES } from './styles.ts';

export function Greeting({ ctx }: { ctx: MailContext }) {
  const { t, firstName } = ctx;
  return <Paragraph>{firstName ? t('greeting.named', { firstName }) : t('greeting.anonymous')}</Paragraph>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={STYLES.p}>{children}</Text>;
}

export function SmallPrint({ children }: { children: ReactNode }) {
  return <Text style={STYLES.small}>{children}</Text>;
}
