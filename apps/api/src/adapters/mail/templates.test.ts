// The account e-mails: every kind in both languages, names escaped in the HTML, French subjects and
// typography, the links in both parts, nothing loaded from elsewhere.
import { buildEmailActionUrl } from '@spc/domain/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_KINDS, renderMail, type MailData } from './templates.ts';

const publicUrl = 'https://spc.example';
const link = buildEmailActionUrl(publicUrl, { mode: 'verifyEmail', oobCode: 'abc&def', lang: 'fr' });
const data: MailData = { link, firstName: 'Ana', publicUrl };

describe('every kind in both languages', () => {
  it('has a subject, an HTML page in the language and a text part, each carrying the link', () => {
    for (const kind of MAIL_KINDS) {
      for (const language of ['en', 'fr'] as const) {
        const mail = renderMail(kind, language, data);
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
