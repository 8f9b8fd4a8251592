// The account e-mails (issue 4 "Mail"), in English and Canadian French, as HTML and plain text written
// from one content model. Everything a person typed (names, addresses) is escaped in the HTML; the
// layout is a single column with inline styles and no images, readable with styles off.
import { EMAIL_ACTION_TTL_MINUTES, LOGIN_LOCK } from '@spc/domain/auth';
import type { Language } from '@spc/domain/constants';

export const MAIL_KINDS = ['verification', 'reset', 'welcome', 'unlock', 'signup-attempt', 'email-change'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailData {
  /**
   * The message's action: the verification, reset or e-mail-change action link; the unlock message's
   * reset link; /deals for welcome; /login for signup-attempt.
   */
  link: string;
  firstName?: string | null | undefined;
  /** The app's address, linked in the footer. */
  publicUrl?: string | undefined;
  /** signup-attempt: a direct link to reset the password (else the message points to the login page's). */
  resetLink?: string | undefined;
  /** email-change: the address being confirmed. */
  newEmail?: string | undefined;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface Action {
  label: string;
  href: string;
}

/** What a message says, before it is laid out as HTML or text. Every string is plain text. */
interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: Action;
  /** Optional second link, shown as a sentence with a link after the button. */
  secondary?: { text: string; action: Action } | undefined;
  /** The small print under the button (expiry, "ignore this if…"). */
  note: string;
}

interface Chrome {
  lang: string;
  /** French puts a no-break space before a colon. */
  colon: string;
  brand: string;
  fallback: string;
  footer: string;
}

const CHROME: Record<Language, Chrome> = {
  en: {
    lang: 'en-CA',
    colon: ':',
    brand: 'SPC',
    fallback: 'If the button does not work, copy this link into your browser:',
    footer: 'You are receiving this email because of an action on your SPC account.',
  },
  fr: {
    lang: 'fr-CA',
    colon: '\u00a0:',
    brand: 'Carte SPC',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    footer: 'Vous recevez ce courriel à la suite d’une action liée à votre compte Carte SPC.',
  },
};

const hoursOf = (minutes: number) => Math.round(minutes / 60);
const VERIFY_HOURS = hoursOf(EMAIL_ACTION_TTL_MINUTES.verifyEmail);
const RESET_HOURS = hoursOf(EMAIL_ACTION_TTL_MINUTES.resetPassword);
const hoursEn = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const hoursFr = (n: number) => (n === 1 ? '1\u00a0heure' : `${n}\u00a0heures`);

/** A first name is used only when it is a short single line; anything else falls back to no name. */
function nameOf(data: MailData): string | undefined {
  const name = data.firstName?.trim();
  return name && name.length <= 50 && !/[\r\n]/.test(name) ? name : undefined;
}

const helloEn = (data: MailData) => (nameOf(data) ? `Hi ${nameOf(data)},` : 'Hi,');
const helloFr = (data: MailData) => (nameOf(data) ? `Bonjour ${nameOf(data)},` : 'Bonjour,');

const CONTENT: { [K in MailKind]: Record<Language, (data: MailData) => MailContent> } = {
  verification: {
    en: (data) => ({
      subject: 'Confirm your email address for SPC',
      greeting: helloEn(data),
      paragraphs: ['Please confirm your email address to finish creating your SPC account.'],
      action: { label: 'Confirm my email address', href: data.link },
      note: `This link expires in ${hoursEn(VERIFY_HOURS)}. If you did not create an SPC account, you can ignore this email.`,
    }),
    fr: (data) => ({
      subject: 'Confirmez votre adresse courriel pour la Carte SPC',
      greeting: helloFr(data),
      paragraphs: ['Confirmez votre adresse courriel pour terminer la création de votre compte Carte SPC.'],
      action: { label: 'Confirmer mon adresse courriel', href: data.link },
      note: `Ce lien expire dans ${hoursFr(VERIFY_HOURS)}. Si vous n’avez pas créé de compte, vous pouvez ignorer ce courriel.`,
    }),
  },
  reset: {
    en: (data) => ({
      subject: 'Reset your SPC password',
      greeting: helloEn(data),
      paragraphs: ['We received a request to reset the password of your SPC account.'],
      action: { label: 'Choose a new password', href: data.link },
      note: `This link expires in ${hoursEn(RESET_HOURS)} and works only once. If you did not ask for a new password, ignore this email: your password stays the same.`,
    }),
    fr: (data) => ({
      subject: 'Réinitialisez votre mot de passe Carte SPC',
      greeting: helloFr(data),
      paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Carte SPC.'],
      action: { label: 'Choisir un nouveau mot de passe', href: data.link },
      note: `Ce lien expire dans ${hoursFr(RESET_HOURS)} et ne fonctionne qu’une seule fois. Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.`,
    }),
  },
  welcome: {
    en: (data) => ({
      subject: nameOf(data) ? `Welcome to SPC, ${nameOf(data)}!` : 'Welcome to SPC!',
      greeting: helloEn(data),
      paragraphs: ['Your SPC account is ready. Your student discounts are waiting for you.'],
      action: { label: 'See the deals', href: data.link },
      note: 'Happy saving!',
    }),
    fr: (data) => ({
      subject: nameOf(data) ? `Bienvenue à la Carte SPC, ${nameOf(data)}!` : 'Bienvenue à la Carte SPC!',
      greeting: helloFr(data),
      paragraphs: ['Votre compte Carte SPC est prêt. Vos rabais étudiants vous attendent.'],
      action: { label: 'Voir les rabais', href: data.link },
      note: 'Bonnes économies!',
    }),
  },
  unlock: {
    en: (data) => ({
      subject: 'Your SPC account is locked',
      greeting: helloEn(data),
      paragraphs: [
        `After several unsuccessful sign-in attempts, we locked your SPC account for ${LOGIN_LOCK.lockMinutes} minutes.`,
        'To get back in right away, choose a new password: it unlocks your account.',
      ],
      action: { label: 'Reset my password', href: data.link },
      note: `This link expires in ${hoursEn(RESET_HOURS)}. If those attempts were not yours, a new password keeps your account safe.`,
    }),
    fr: (data) => ({
      subject: 'Votre compte Carte SPC est verrouillé',
      greeting: helloFr(data),
      paragraphs: [
        `À la suite de plusieurs tentatives de connexion infructueuses, nous avons verrouillé votre compte Carte SPC pendant ${LOGIN_LOCK.lockMinutes}\u00a0minutes.`,
        'Pour y accéder tout de suite, choisissez un nouveau mot de passe\u00a0: votre compte sera déverrouillé.',
      ],
      action: { label: 'Réinitialiser mon mot de passe', href: data.link },
      note: `Ce lien expire dans ${hoursFr(RESET_HOURS)}. Si ces tentatives ne venaient pas de vous, un nouveau mot de passe protège votre compte.`,
    }),
  },
  'signup-attempt': {
    en: (data) => ({
      subject: 'Someone tried to create an SPC account with your email',
      greeting: helloEn(data),
      paragraphs: [
        'Someone, maybe you, tried to create a new SPC account with this email address. You already have an account, so nothing was created.',
      ],
      action: { label: 'Log in', href: data.link },
      secondary: data.resetLink
        ? { text: 'Forgot your password?', action: { label: 'Reset it', href: data.resetLink } }
        : undefined,
      note: data.resetLink
        ? 'If it was not you, you can ignore this email: your account has not changed.'
        : 'Forgot your password? Choose “Forgot password?” on the login page. If it was not you, you can ignore this email: your account has not changed.',
    }),
    fr: (data) => ({
      subject: 'Quelqu’un a tenté de créer un compte Carte SPC avec votre adresse courriel',
      greeting: helloFr(data),
      paragraphs: [
        'Quelqu’un, peut-être vous, a tenté de créer un nouveau compte Carte SPC avec cette adresse courriel. Vous avez déjà un compte\u00a0: aucun nouveau compte n’a été créé.',
      ],
      action: { label: 'Me connecter', href: data.link },
      secondary: data.resetLink
        ? { text: 'Mot de passe oublié?', action: { label: 'Réinitialisez-le', href: data.resetLink } }
        : undefined,
      note: data.resetLink
        ? 'Si ce n’était pas vous, ignorez ce courriel\u00a0: votre compte n’a pas changé.'
        : 'Mot de passe oublié? Choisissez «\u00a0Mot de passe oublié?\u00a0» sur la page de connexion. Si ce n’était pas vous, ignorez ce courriel\u00a0: votre compte n’a pas changé.',
    }),
  },
  'email-change': {
    en: (data) => ({
      subject: 'Confirm your new email address for SPC',
      greeting: helloEn(data),
      paragraphs: [
        data.newEmail
          ? `You asked to use ${data.newEmail} for your SPC account. Confirm this address to finish the change.`
          : 'You asked to use this address for your SPC account. Confirm it to finish the change.',
      ],
      action: { label: 'Confirm my new address', href: data.link },
      note: `This link expires in ${hoursEn(VERIFY_HOURS)}. If you did not ask for this change, reset your password right away and contact us.`,
    }),
    fr: (data) => ({
      subject: 'Confirmez votre nouvelle adresse courriel Carte SPC',
      greeting: helloFr(data),
      paragraphs: [
        data.newEmail
          ? `Vous avez demandé d’utiliser ${data.newEmail} pour votre compte Carte SPC. Confirmez cette adresse pour terminer le changement.`
          : 'Vous avez demandé d’utiliser cette adresse pour votre compte Carte SPC. Confirmez-la pour terminer le changement.',
      ],
      action: { label: 'Confirmer ma nouvelle adresse', href: data.link },
      note: `Ce lien expire dans ${hoursFr(VERIFY_HOURS)}. Si vous n’avez pas demandé ce changement, réinitialisez votre mot de passe sans tarder et écrivez-nous.`,
    }),
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Links in a message are ours; anything but http(s) is a programming error, refused loudly. */
function checkedHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Refusing a ${url.protocol} link in a mail`);
  return href;
}

const STYLE = {
  body: 'margin:0;padding:24px 12px;background-color:#f4f4f5;',
  card: 'max-width:560px;margin:0 auto;padding:32px 24px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;',
  brand: 'margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8;',
  p: 'margin:0 0 16px;',
  button:
    'display:inline-block;padding:12px 24px;background-color:#1d4ed8;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;',
  small: 'margin:0 0 16px;font-size:14px;color:#52525b;',
  link: 'color:#1d4ed8;word-break:break-all;',
  rule: 'border:none;border-top:1px solid #e4e4e7;margin:24px 0;',
};

function renderHtml(content: MailContent, chrome: Chrome, publicUrl: string | undefined): string {
  const href = escapeHtml(checkedHref(content.action.href));
  const p = (text: string) => `<p style="${STYLE.p}">${escapeHtml(text)}</p>`;
  const secondary = content.secondary
    ? `<p style="${STYLE.p}">${escapeHtml(content.secondary.text)} <a href="${escapeHtml(checkedHref(content.secondary.action.href))}" style="${STYLE.link}">${escapeHtml(content.secondary.action.label)}</a></p>`
    : '';
  const site = publicUrl
    ? ` <a href="${escapeHtml(checkedHref(publicUrl))}" style="${STYLE.link}">${escapeHtml(publicUrl)}</a>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${chrome.lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<div role="article" aria-label="${escapeHtml(content.subject)}" lang="${chrome.lang}" style="${STYLE.card}">`,
    `<p style="${STYLE.brand}">${escapeHtml(chrome.brand)}</p>`,
    p(content.greeting),
    ...content.paragraphs.map(p),
    `<p style="margin:24px 0;"><a href="${href}" style="${STYLE.button}">${escapeHtml(content.action.label)}</a></p>`,
    secondary,
    `<p style="${STYLE.small}">${escapeHtml(chrome.fallback)}<br><a href="${href}" style="${STYLE.link}">${href}</a></p>`,
    `<p style="${STYLE.small}">${escapeHtml(content.note)}</p>`,
    `<hr style="${STYLE.rule}">`,
    `<p style="${STYLE.small}">${escapeHtml(chrome.footer)}${site}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}

function renderText(content: MailContent, chrome: Chrome, publicUrl: string | undefined): string {
  const lines = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label}${chrome.colon}`,
    checkedHref(content.action.href),
    '',
  ];
  if (content.secondary) {
    lines.push(
      `${content.secondary.text} ${content.secondary.action.label}${chrome.colon}`,
      checkedHref(content.secondary.action.href),
      '',
    );
  }
  lines.push(content.note, '', '--', chrome.brand, chrome.footer);
  if (publicUrl) lines.push(publicUrl);
  return `${lines.join('\n')}\n`;
}

/** Writes one message of `kind` in `language`: its subject line, its HTML and its plain text. */
export function renderMail(kind: MailKind, language: Language, data: MailData): RenderedMail {
  const content = CONTENT[kind][language](data);
  const chrome = CHROME[language];
  return {
    // A subject is one line, whatever a name contained.
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    html: renderHtml(content, chrome, data.publicUrl),
    text: renderText(content, chrome, data.publicUrl),
  };
}
