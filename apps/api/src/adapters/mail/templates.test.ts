// The account and store e-mails: every kind in both languages, names escaped in the HTML, French
// subjects and typography, the links in both parts, nothing loaded from elsewhere; receipts' figures
// formatted per locale, and a card's full number only on a guest's receipt.
import { buildEmailActionUrl } from '@spc/domain/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_KINDS, renderMail, type MailData } from './templates.ts';

const publicUrl = 'https://spc.example';
const link = buildEmailActionUrl(publicUrl, { mode: 'verifyEmail', oobCode: 'abc&def', lang: 'fr' });
const unsubscribeLink = `${publicUrl}/unsubscribe?token=abc.def`;
// A marketing e-mail renders only with its unsubscribe link and the address it goes to.
const data: MailData = { link, firstName: 'Ana', publicUrl, unsubscribeLink, recipient: 'ana@example.com' };

/** A paid order in Quebec with a 10 % promo: 11.99 − 1.20 = 10.79, GST 0.54, QST 1.08, total 12.41. */
const order: MailData = {
  link: `${publicUrl}/membership-screen`,
  firstName: 'Ana',
  publicUrl,
  orderNumber: 'SPC-2026-ABC123',
  currency: 'CAD',
  paidAt: new Date('2026-03-01T15:00:00Z'),
  lines: [{ description: '2019/20 Membership', quantity: 1, amountCents: 1199 }],
  subtotalCents: 1199,
  discountCents: 120,
  discountCode: 'WELCOME10',
  taxes: [
    { name: 'GST', rate: 5_000, amountCents: 54 },
    { name: 'QST', rate: 9_975, amountCents: 108 },
  ],
  totalCents: 1241,
  paymentCard: { cardType: 'Visa', last4: '1111' },
  cardNumber: '6018123456789012',
  cardSecurityCode: '987',
  expiresAt: new Date('2027-03-01T15:00:00Z'),
};
const STORE_KINDS = ['receipt', 'renewal-receipt', 'renewal-failed'] as const;

describe('every kind in both languages', () => {
  it('has a subject, an HTML page in the language and a text part, each carrying the link', () => {
    for (const kind of MAIL_KINDS) {
      for (const language of ['en', 'fr'] as const) {
        const mail = renderMail(
          kind,
          language,
          (STORE_KINDS as readonly string[]).includes(kind) ? { ...order, link } : data,
        );
        expect(mail.subject.length).toBeGreaterThan(10);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}-CA">`));
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
        expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
        expect(mail.text).toContain(`\n${link}\n`);
        expect(mail.text).not.toContain('<');
        // No images, scripts, style sheets or frames: nothing is fetched when the message opens.
        expect(mail.html).not.toMatch(/<(img|script|link|iframe|object)\b|\bsrc=|url\(/i);
        expect(mail.html).toContain(language === 'fr' ? 'Carte SPC' : 'SPC');
      }
    }
  });

  it('differs between English and French for every kind', () => {
    for (const kind of MAIL_KINDS) {
      expect(renderMail(kind, 'fr', data).subject).not.toBe(renderMail(kind, 'en', data).subject);
      expect(renderMail(kind, 'fr', data).text).not.toBe(renderMail(kind, 'en', data).text);
    }
  });
});

describe('French', () => {
  it('has the French subject lines', () => {
    const subject = (kind: (typeof MAIL_KINDS)[number], extra: Partial<MailData> = {}) =>
      renderMail(kind, 'fr', { ...data, ...extra }).subject;
    expect(subject('verification')).toBe('Confirmez votre adresse courriel pour la Carte SPC');
    expect(subject('reset')).toBe('Réinitialisez votre mot de passe Carte SPC');
    expect(subject('welcome', { firstName: 'Élodie' })).toBe('Bienvenue à la Carte SPC, Élodie!');
    expect(subject('welcome', { firstName: undefined })).toBe('Bienvenue à la Carte SPC!');
    expect(subject('unlock')).toBe('Votre compte Carte SPC est verrouillé');
    expect(subject('signup-attempt')).toBe(
      'Quelqu’un a tenté de créer un compte Carte SPC avec votre adresse courriel',
    );
    expect(subject('email-change')).toBe('Confirmez votre nouvelle adresse courriel Carte SPC');
    expect(subject('receipt', { orderNumber: 'SPC-1' })).toBe('Votre reçu Carte SPC (commande SPC-1)');
    expect(subject('renewal-receipt')).toBe('Votre abonnement Carte SPC a été renouvelé');
    expect(subject('renewal-failed')).toBe('Nous n’avons pas pu renouveler votre abonnement Carte SPC');
  });

  it('puts a no-break space before colons and inside guillemets, and says "courriel"', () => {
    const reset = renderMail('reset', 'fr', data);
    expect(reset.text).toContain('Choisir un nouveau mot de passe\u00a0:');
    expect(reset.text).toContain('ignorez ce courriel\u00a0: votre mot de passe reste le même.');
    for (const line of reset.text.split('\n').filter((l) => !l.startsWith('https://'))) {
      expect(line).not.toMatch(/[^\u00a0]:/);
    }
    const attempt = renderMail('signup-attempt', 'fr', { link: `${publicUrl}/login` });
    expect(attempt.text).toContain('«\u00a0Mot de passe oublié?\u00a0»');
    for (const kind of MAIL_KINDS) expect(renderMail(kind, 'fr', data).text).not.toMatch(/\be-?mail\b/i);
    for (const kind of STORE_KINDS) {
      const text = renderMail(kind, 'fr', { ...order, guest: kind === 'receipt' }).text;
      expect(text).not.toMatch(/\be-?mail\b/i);
      for (const line of text.split('\n').filter((l) => !l.startsWith('https://'))) {
        expect(line).not.toMatch(/[^\u00a0]:/);
      }
    }
  });
});

describe('receipts', () => {
  it('lists the order in English: number, date, line, discount, each tax, total, card charged', () => {
    const mail = renderMail('receipt', 'en', order);
    expect(mail.subject).toBe('Your SPC receipt (order SPC-2026-ABC123)');
    expect(mail.text).toContain('Thank you for your purchase! Your SPC membership is active until March 1, 2027.');
    for (const line of [
      'Order number: SPC-2026-ABC123',
      'Date: March 1, 2026',
      '2019/20 Membership: $11.99',
      'Subtotal: $11.99',
      'Discount (WELCOME10): -$1.20',
      'GST (5%): $0.54',
      'QST (9.975%): $1.08',
      'Total: $12.41',
      'Paid with: Visa ending in 1111',
      'Valid until: March 1, 2027',
    ]) {
      expect(mail.text).toContain(`\n${line}\n`);
    }
    expect(mail.html).toContain('<th scope="row"');
    expect(mail.html).toContain('<strong>$12.41</strong>');
    expect(mail.text).toContain(`See my card:\n${publicUrl}/membership-screen\n`);
  });

  it('writes French money, dates and tax names the fr-CA way', () => {
    const mail = renderMail('receipt', 'fr', order);
    for (const line of [
      'Numéro de commande\u00a0: SPC-2026-ABC123',
      'Date\u00a0: 1er mars 2026',
      'Sous-total\u00a0: 11,99\u00a0$',
      'Rabais (WELCOME10)\u00a0: -1,20\u00a0$',
      'TPS (5\u00a0%)\u00a0: 0,54\u00a0$',
      'TVQ (9,975\u00a0%)\u00a0: 1,08\u00a0$',
      'Total\u00a0: 12,41\u00a0$',
      'Payé avec\u00a0: Visa se terminant par 1111',
    ]) {
      expect(mail.text).toContain(`\n${line}\n`);
    }
    expect(mail.text).toContain('actif jusqu’au 1er mars 2027.');
  });

  it('shows a member only the last four digits of the card, never its security code', () => {
    for (const language of ['en', 'fr'] as const) {
      const mail = renderMail('receipt', language, order);
      expect(mail.text).toContain(language === 'en' ? 'SPC card: ending in 9012' : 'se terminant par 9012');
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toMatch(/6018-?1234/);
        expect(part).not.toContain('987');
      }
    }
  });

  it('gives a guest the full card number and security code, and sends them to register it', () => {
    const mail = renderMail('receipt', 'en', { ...order, guest: true });
    expect(mail.text).toContain('\nSPC card: 6018-1234-5678-9012\n');
    expect(mail.text).toContain('\nSecurity code: 987\n');
    expect(mail.text).toContain('Register my card:');
    expect(mail.text).not.toContain('Valid until');
    expect(mail.html).toContain('<strong>6018-1234-5678-9012</strong>');
    const fr = renderMail('receipt', 'fr', { ...order, guest: true });
    expect(fr.text).toContain('Code de sécurité\u00a0: 987');
    expect(fr.text).toContain('Enregistrer ma carte\u00a0:');
  });

  it('shows US dollars as US$ and leaves out rows it has no figures for', () => {
    const mail = renderMail('receipt', 'en', {
      link: order.link,
      orderNumber: 'SPC-9',
      currency: 'USD',
      subtotalCents: 1199,
      totalCents: 1199,
      taxes: [],
    });
    expect(mail.text).toContain('Total: US$11.99');
    expect(mail.text).not.toMatch(/Discount|GST|Paid with|SPC card/);
  });

  it('confirms a renewal with the amount charged and the new expiry', () => {
    const en = renderMail('renewal-receipt', 'en', { ...order, link: `${publicUrl}/billing` });
    expect(en.text).toContain('It is now valid until March 1, 2027.');
    expect(en.text).toContain('We charged $12.41 to your Visa ending in 1111.');
    expect(en.text).toContain('Manage my billing:');
    const fr = renderMail('renewal-receipt', 'fr', order);
    expect(fr.text).toContain('Un montant de 12,41\u00a0$ a été porté à votre carte Visa se terminant par 1111.');
    // A renewal receipt is a member's: the card is masked even if a guest flag slipped through.
    expect(renderMail('renewal-receipt', 'en', { ...order, guest: true }).text).not.toContain('6018-1234');
  });

  it('tells a failed renewal when the membership ends and how to fix the card', () => {
    const failed = { ...order, paidAt: new Date('2027-02-28T15:00:00Z'), link: `${publicUrl}/billing` };
    const en = renderMail('renewal-failed', 'en', failed);
    expect(en.text).toContain('with your Visa ending in 1111, but the payment did not go through.');
    expect(en.text).toContain('Your membership expires on March 1, 2027.');
    expect(en.text).toContain('\nAmount: $12.41\n');
    expect(en.text).toContain(`Update my payment method:\n${publicUrl}/billing\n`);
    const late = renderMail('renewal-failed', 'fr', { ...failed, paidAt: new Date('2027-03-05T15:00:00Z') });
    expect(late.text).toContain('Votre abonnement a expiré le 1er mars 2027.');
    expect(late.text).toContain('Montant\u00a0: 12,41\u00a0$');
  });
});

describe('what each message says', () => {
  it('gives the reset link one hour, the verification link a day', () => {
    expect(renderMail('reset', 'en', data).text).toContain('This link expires in 1 hour and works only once.');
    expect(renderMail('reset', 'fr', data).text).toContain('Ce lien expire dans 1\u00a0heure');
    expect(renderMail('verification', 'en', data).text).toContain('This link expires in 24 hours.');
  });

  it('tells a locked account how long the lock lasts and that a reset unlocks it', () => {
    const unlock = renderMail('unlock', 'en', data);
    expect(unlock.text).toContain('locked your SPC account for 15 minutes');
    expect(unlock.text).toContain('Reset my password:');
    expect(renderMail('unlock', 'fr', data).text).toContain('pendant 15\u00a0minutes');
  });

  it('welcomes by first name and sends to the deals', () => {
    const welcome = renderMail('welcome', 'en', { link: `${publicUrl}/deals`, firstName: 'Ana', publicUrl });
    expect(welcome.subject).toBe('Welcome to SPC, Ana!');
    expect(welcome.text).toMatch(/^Hi Ana,\n/);
    expect(welcome.html).toContain(`href="${publicUrl}/deals"`);
    expect(renderMail('welcome', 'en', { link: `${publicUrl}/deals` }).text).toMatch(/^Hi,\n/);
  });

  it('points a sign-up attempt to the login page, and to a reset link when there is one', () => {
    const login = `${publicUrl}/login`;
    const reset = buildEmailActionUrl(publicUrl, { mode: 'resetPassword', oobCode: 'r' });
    const withReset = renderMail('signup-attempt', 'en', { link: login, resetLink: reset });
    expect(withReset.text).toContain(`Log in:\n${login}\n`);
    expect(withReset.text).toContain(`Forgot your password? Reset it:\n${reset}\n`);
    expect(withReset.html).toContain(`href="${escapeHtml(reset)}"`);
    const without = renderMail('signup-attempt', 'en', { link: login });
    expect(without.text).toContain('Choose “Forgot password?” on the login page.');
    expect(without.text).not.toContain('Reset it:');
  });

  it('names the new address in an e-mail change, escaped', () => {
    const mail = renderMail('email-change', 'en', { link, newEmail: 'new"<i>@example.com' });
    expect(mail.text).toContain('You asked to use new"<i>@example.com for your SPC account.');
    expect(mail.html).toContain('new&quot;&lt;i&gt;@example.com');
    expect(mail.html).not.toContain('<i>');
  });
});

describe('membership messages (activation, golden ticket, VIP card)', () => {
  const card: MailData = {
    link: `${publicUrl}/membership-screen`,
    firstName: 'Ana',
    publicUrl,
    cardNumber: '6018123456789012',
    cardSecurityCode: '987',
    expiresAt: new Date('2027-03-01T15:00:00Z'),
  };
  const MEMBERSHIP_KINDS = ['activation', 'golden-ticket', 'vip-card'] as const;

  it('says the card is active and until when, in English and French', () => {
    const en = renderMail('activation', 'en', card);
    expect(en.subject).toBe('Your SPC card is activated');
    expect(en.text).toContain('Your SPC card is now active. Your membership is valid until March 1, 2027.');
    expect(en.text).toContain('\nSPC card: ending in 9012\n');
    expect(en.text).toContain(`See my card:\n${publicUrl}/membership-screen\n`);
    const fr = renderMail('activation', 'fr', card);
    expect(fr.subject).toBe('Votre Carte SPC est activée');
    expect(fr.text).toContain('Votre abonnement est valide jusqu’au 1er mars 2027.');
    expect(fr.text).toContain('Voir ma carte\u00a0:');
    expect(renderMail('activation', 'en', { ...card, plus: true }).subject).toBe('Your SPC+ card is activated');
    expect(renderMail('activation', 'fr', { ...card, plus: true }).subject).toBe('Votre carte SPC+ est activée');
  });

  it('names the incentive that came with the card', () => {
    const en = renderMail('activation', 'en', { ...card, incentiveTitle: 'A free coffee' });
    expect(en.text).toContain('Your card also comes with a bonus: A free coffee.');
    const fr = renderMail('activation', 'fr', { ...card, incentiveTitle: 'Un café gratuit' });
    expect(fr.text).toContain('Votre carte vous offre aussi un bonus\u00a0: Un café gratuit.');
    expect(renderMail('activation', 'en', card).text).not.toContain('bonus');
  });

  it('congratulates a golden ticket holder: nothing to pay or renew', () => {
    const en = renderMail('golden-ticket', 'en', { ...card, link: `${publicUrl}/deals` });
    expect(en.subject).toBe('You have a golden ticket!');
    expect(en.text).toContain('nothing to pay and nothing to renew');
    const fr = renderMail('golden-ticket', 'fr', card);
    expect(fr.subject).toBe('Vous avez un billet doré!');
    expect(fr.text).toContain('jusqu’au 1er mars 2027');
  });

  it('gives the VIP card in full, since adding it needs the number and security code', () => {
    const en = renderMail('vip-card', 'en', { ...card, link: `${publicUrl}/activate` });
    expect(en.subject).toBe('Your SPC VIP card');
    expect(en.text).toContain('\nSPC card: 6018-1234-5678-9012\n');
    expect(en.text).toContain('\nSecurity code: 987\n');
    expect(en.text).toContain(`Add my card:\n${publicUrl}/activate\n`);
    const fr = renderMail('vip-card', 'fr', card);
    expect(fr.text).toContain('Code de sécurité\u00a0: 987');
    expect(fr.text).toContain('Ajouter ma carte\u00a0:');
  });

  it('shows only the last four digits and never the security code outside the VIP message', () => {
    for (const kind of ['activation', 'golden-ticket'] as const) {
      for (const language of ['en', 'fr'] as const) {
        const mail = renderMail(kind, language, card);
        for (const part of [mail.text, mail.html]) {
          expect(part).not.toMatch(/6018-?1234/);
          expect(part).not.toContain('987');
        }
      }
    }
  });

  it('follows French typography: no-break space before colons, "courriel"', () => {
    for (const kind of MEMBERSHIP_KINDS) {
      const text = renderMail(kind, 'fr', { ...card, incentiveTitle: 'Un café' }).text;
      expect(text).not.toMatch(/\be-?mail\b/i);
      for (const line of text.split('\n').filter((l) => !l.startsWith('https://'))) {
        expect(line).not.toMatch(/[^\u00a0]:/);
      }
    }
  });
});

describe('user input in the HTML', () => {
  it('escapes a name like <script>', () => {
    const mail = renderMail('welcome', 'en', { link, firstName: '<script>alert("x")</script>' });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    // The subject and the text part are plain text: the name appears as typed.
    expect(mail.subject).toBe('Welcome to SPC, <script>alert("x")</script>!');
    expect(mail.text).toContain('Hi <script>alert("x")</script>,');
  });

  it('never lets any name open a tag or break out of an attribute', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (firstName) => {
        const { html } = renderMail('welcome', 'fr', { link, firstName, publicUrl });
        const withoutName = renderMail('welcome', 'fr', { link, publicUrl }).html;
        const tags = (page: string) => (page.match(/</g) ?? []).length;
        const quotes = (page: string) => (page.match(/"/g) ?? []).length;
        expect(tags(html)).toBe(tags(withoutName));
        expect(quotes(html)).toBe(quotes(withoutName));
      }),
    );
  });

  it('drops a name that would break a subject line', () => {
    const mail = renderMail('welcome', 'en', { link, firstName: 'Ana\r\nBcc: everyone@example.com' });
    expect(mail.subject).toBe('Welcome to SPC!');
    expect(mail.text).toMatch(/^Hi,\n/);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail('reset', 'en', { link: 'javascript:alert(1)' })).toThrow(/javascript:/);
    expect(() => renderMail('reset', 'en', { link: 'not a url' })).toThrow();
  });
});

describe('footers: why the message came (decision 039)', () => {
  const REMINDERS = ['trial-ending', 'renewal-upcoming', 'membership-expired', 'student-reminder'] as const;
  const footers = {
    en: {
      account: 'You are receiving this email because of an action on your SPC account.',
      reminder:
        'You are receiving this reminder because it concerns your SPC account. It is a service message: we send it whether or not you get our news by email.',
      marketing: 'You are receiving this email because ana@example.com is on the SPC mailing list.',
      unsubscribe: 'Unsubscribe from the list',
    },
    fr: {
      account: 'Vous recevez ce courriel à la suite d’une action liée à votre compte Carte SPC.',
      reminder:
        'Vous recevez ce rappel parce qu’il concerne votre compte Carte SPC. C’est un message de service\u00a0: nous l’envoyons que vous receviez ou non nos nouvelles par courriel.',
      marketing:
        'Vous recevez ce courriel parce que l’adresse ana@example.com est inscrite à la liste d’envoi de Carte SPC.',
      unsubscribe: 'Me désinscrire de la liste',
    },
  } as const;

  it.each(['en', 'fr'] as const)('gives the reminders a service footer, not the account one (%s)', (language) => {
    for (const kind of REMINDERS) {
      const mail = renderMail(kind, language, { ...data, expiresAt: new Date('2027-03-01T15:00:00Z'), daysLeft: 3 });
      expect(mail.text).toContain(footers[language].reminder);
      expect(mail.text).not.toContain(footers[language].account);
      expect(mail.html).not.toContain('/unsubscribe');
    }
  });

  it.each(['en', 'fr'] as const)(
    'keeps the account footer on account mail, without an unsubscribe link (%s)',
    (language) => {
      for (const kind of ['verification', 'receipt', 'subscribe-confirmation'] as const) {
        const mail = renderMail(kind, language, kind === 'receipt' ? { ...order, link } : data);
        expect(mail.text).toContain(footers[language].account);
        expect(mail.html).not.toContain(unsubscribeLink);
      }
    },
  );

  it.each(['en', 'fr'] as const)(
    'gives a marketing e-mail the list footer with its unsubscribe link (%s)',
    (language) => {
      const mail = renderMail('list-welcome', language, data);
      expect(mail.text).toContain(footers[language].marketing);
      expect(mail.text).not.toContain(footers[language].account);
      expect(mail.html).toContain(`href="${escapeHtml(unsubscribeLink)}"`);
      expect(mail.html).toContain(`>${footers[language].unsubscribe}</a>`);
      expect(mail.text).toContain(unsubscribeLink);
    },
  );

  it('refuses to write a marketing e-mail without its unsubscribe link or recipient', () => {
    expect(() => renderMail('list-welcome', 'en', { link, publicUrl, recipient: 'ana@example.com' })).toThrow(
      /unsubscribe link/,
    );
    expect(() => renderMail('list-welcome', 'en', { link, publicUrl, unsubscribeLink })).toThrow(/unsubscribe link/);
  });
});
