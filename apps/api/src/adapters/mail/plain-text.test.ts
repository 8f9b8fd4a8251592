// The plain-text part is converted from the HTML of the same React tree: what the HTML says, the text
// says, with each link spelled out after its label, the figures as "Label: value" lines, and none of
// the HTML's markup or what only the HTML needs (the brand banner, the "if the button does not work"
// line). Also: the templates run under tsx, which reads no tsconfig at the repository root.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, renderMail, type MailData } from './templates.ts';

const publicUrl = 'https://spc.example';
const data: MailData = {
  link: `${publicUrl}/action?code=a1&lang=fr`,
  resetLink: `${publicUrl}/reset?code=r2`,
  firstName: 'Zoë & <Al>',
  publicUrl,
  newEmail: 'new@example.com',
  orderNumber: 'SPC-2026-XYZ789',
  currency: 'CAD',
  paidAt: new Date('2026-03-01T15:00:00Z'),
  lines: [{ description: 'Membership', quantity: 1, amountCents: 1199 }],
  subtotalCents: 1199,
  taxes: [{ name: 'HST', rate: 13_000, amountCents: 156 }],
  totalCents: 1355,
  paymentCard: { cardType: 'Mastercard', last4: '4444' },
  cardNumber: '6018000011112222',
  cardSecurityCode: '321',
  expiresAt: new Date('2027-03-01T15:00:00Z'),
  incentiveTitle: 'A free coffee',
  schoolName: 'La Cité',
  studentIdReason: 'date_missing',
  // A marketing e-mail's footer (decision 039).
  unsubscribeLink: `${publicUrl}/unsubscribe?token=t0k.en`,
  recipient: 'zoe@example.com',
};

const decode = (html: string) =>
  html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<br\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * What a reader of the HTML reads, as the text must carry it: each paragraph's lines (but those marked
 * for the HTML only), and each figure as "Label: value".
 */
function readableLines(html: string, colon: string): string[] {
  const paragraphs = [...html.matchAll(/<p\b([^>]*)>(.*?)<\/p>/gs)]
    .filter(([, attributes]) => !attributes!.includes('data-skip-in-text'))
    .flatMap(([, , content]) => decode(content!).split('\n'));
  const figures = [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th><td[^>]*>(.*?)<\/td>/gs)].map(
    ([, label, value]) => `${decode(label!)}${colon} ${decode(value!)}`,
  );
  return [...paragraphs, ...figures].map((line) => line.trim()).filter(Boolean);
}

describe('the plain text of every kind', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`says what the HTML says, line for line, in ${language}`, () => {
      for (const kind of MAIL_KINDS) {
        const mail = renderMail(kind, language, data);
        const lines = readableLines(mail.html, language === 'fr' ? '\u00a0:' : ':');
        expect(lines.length).toBeGreaterThan(4);
        for (const line of lines) expect(mail.text, kind).toContain(line);
      }
    });
  }

  it('spells out every link of the HTML after its label, and the footer link once', () => {
    for (const kind of MAIL_KINDS) {
      const mail = renderMail(kind, 'en', data);
      for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) {
        expect(mail.text).toContain(href!.replaceAll('&amp;', '&'));
      }
      expect(mail.text).toMatch(new RegExp(`:\\n${data.link.replace(/[?.]/g, '\\$&')}\\n`));
      expect(mail.text.split(`${publicUrl}\n`)).toHaveLength(2);
    }
    expect(renderMail('signup-attempt', 'fr', data).text).toContain(
      `Mot de passe oublié? Réinitialisez-le\u00a0:\n${data.resetLink}\n`,
    );
  });

  it('carries the codes and amounts a reader needs, as "Label: value" lines', () => {
    const guest = renderMail('receipt', 'en', { ...data, guest: true }).text;
    for (const line of ['Order number: SPC-2026-XYZ789', 'HST (13%): $1.56', 'Total: $13.55', 'Security code: 321']) {
      expect(guest).toContain(`\n${line}\n`);
    }
    expect(guest).toContain('\nSPC card: 6018-0000-1111-2222\n');
    expect(renderMail('renewal-failed', 'fr', data).text).toContain('\nMontant\u00a0: 13,55\u00a0$\n');
    expect(renderMail('vip-card', 'fr', data).text).toContain('\nCode de sécurité\u00a0: 321\n');
  });

  it('leaves out the markup and what only the HTML needs, and writes names as typed', () => {
    for (const kind of MAIL_KINDS) {
      for (const language of ['en', 'fr'] as const) {
        const { text } = renderMail(kind, language, data);
        expect(text).not.toMatch(/&(amp|lt|gt|quot|#\w+);|<\/?(p|a|td|th|br|span)\b/);
        expect(text).not.toMatch(/If the button does not work|Si le bouton ne fonctionne pas/);
        expect(text).toMatch(language === 'en' ? /^Hi Zoë & <Al>,\n/ : /^Bonjour Zoë & <Al>,\n/);
        // A marketing e-mail's signature also names the address and spells out its unsubscribe link.
        expect(text).toMatch(
          kind === 'list-welcome'
            ? /\n--\n(SPC|Carte SPC)\n.+zoe@example\.com.+\n.+:\nhttps:\/\/spc\.example\/unsubscribe\?token=t0k\.en\nhttps:\/\/spc\.example\n$/
            : /\n--\n(SPC|Carte SPC)\n.+\nhttps:\/\/spc\.example\n$/,
        );
      }
    }
  });
});

describe('the templates', () => {
  it('declare the automatic JSX runtime in each file (tsx reads no tsconfig at the repository root)', () => {
    const dir = new URL('./templates/', import.meta.url);
    const files = readdirSync(dir).filter((file) => file.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(12);
    for (const file of files) {
      expect(readFileSync(new URL(file, dir), 'utf8'), file).toContain('/** @jsxRuntime automatic */');
    }
  });
});
