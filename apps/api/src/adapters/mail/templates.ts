// The account, store and membership e-mails (issue 4 "Mail", issue 5 receipts, issue 6 activation, golden
// ticket and VIP card), in English and Canadian French, as
// HTML and plain text written from one content model. Everything a person typed (names, addresses) is
// escaped in the HTML; the layout is a single column with inline styles and no images, readable with
// styles off.
import { EMAIL_ACTION_TTL_MINUTES, LOGIN_LOCK } from '@spc/domain/auth';
import { formatCardNumber } from '@spc/domain/card-rules';
import type { Language } from '@spc/domain/constants';
import { formatMoney, formatTaxRate, type Currency } from '@spc/domain/store-rules';

export const MAIL_KINDS = [
  'verification',
  'reset',
  'welcome',
  'unlock',
  'signup-attempt',
  'email-change',
  'receipt',
  'renewal-receipt',
  'renewal-failed',
  'activation',
  'golden-ticket',
  'vip-card',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One line of a receipt: the product bought. */
export interface ReceiptLine {
  description: string;
  quantity: number;
  /** The line's amount (unit price × quantity), integer cents. */
  amountCents: number;
}

/** One tax of a receipt; `rate` in thousandths of a percent (13 000 = 13 %), as in `TAX_RATES`. */
export interface ReceiptTax {
  name: string;
  rate: number;
  amountCents: number;
}

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

  // ---- receipt, renewal-receipt, renewal-failed (money is integer cents in `currency`) ----
  orderNumber?: string | undefined;
  currency?: Currency | undefined;
  /** When the order was paid (receipts) or the charge was tried (renewal-failed). */
  paidAt?: Date | undefined;
  lines?: readonly ReceiptLine[] | undefined;
  subtotalCents?: number | undefined;
  discountCents?: number | undefined;
  /** The promo or school code the discount came from. */
  discountCode?: string | null | undefined;
  taxes?: readonly ReceiptTax[] | undefined;
  /** The amount charged (renewal-failed: the amount that could not be charged). */
  totalCents?: number | undefined;
  /** The payment card charged (brand and last four); absent when nothing was charged (a free order). */
  paymentCard?: { cardType: string; last4: string } | null | undefined;
  /**
   * The membership card's number. Only a guest's receipt (`guest: true`) shows it in full, with its
   * security code, since the guest needs both to register the card; any other message shows the
   * last four digits only, whatever is passed.
   */
  cardNumber?: string | undefined;
  /** Guest receipts only: the card's 3-digit security code. */
  cardSecurityCode?: string | undefined;
  /** The order was a guest checkout: the card is inactive until registered. */
  guest?: boolean | undefined;
  /** When the membership ends (after the purchase or renewal; renewal-failed: the current expiry). */
  expiresAt?: Date | null | undefined;

  // ---- activation, golden-ticket, vip-card (issue 6) ----
  /** activation: the card activated is the bank's co-branded card (SPC+). */
  plus?: boolean | undefined;
  /** activation: the title of the incentive that came with the card, in the message's language. */
  incentiveTitle?: string | null | undefined;
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

/** A row of a receipt's table: a label and its value (the total in bold). */
interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

/** What a message says, before it is laid out as HTML or text. Every string is plain text. */
interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Receipts: the order's figures, as a two-column table in HTML and "label: value" lines in text. */
  rows?: Row[] | undefined;
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

// ---- Receipts -----------------------------------------------------------------------------------------

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** A day as the language writes it ("January 15, 2027" / "15 janvier 2027"), in Eastern time like the site. */
function formatDay(date: Date, language: Language): string {
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    date,
  );
  // French writes the first of the month as an ordinal: « 1er mars », which Intl does not do.
  return language === 'fr' ? day.replace(/^1 /, '1er ') : day;
}

/** French names of the Canadian sales taxes (TPS, TVH, TVP, TVQ, and Manitoba's TVD). */
const TAX_NAMES_FR: Record<string, string> = { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ', RST: 'TVD' };

interface ReceiptWords {
  orderNumber: string;
  date: string;
  subtotal: string;
  discount: (code: string | null | undefined) => string;
  total: string;
  paidWith: string;
  amount: string;
  card: string;
  membershipCard: string;
  securityCode: string;
  validUntil: string;
  taxName: (name: string) => string;
  /** "Visa ending in 1111". */
  paymentCard: (card: { cardType: string; last4: string }) => string;
  /** A member's card: its last four digits only. */
  maskedCard: (last4: string) => string;
}

/** A PayPal account has no card number: it is named, not given "last four" digits. */
const isPayPal = (card: { cardType: string }) => card.cardType === 'PayPal';

const RECEIPT_WORDS: Record<Language, ReceiptWords> = {
  en: {
    orderNumber: 'Order number',
    date: 'Date',
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (${code})` : 'Discount'),
    total: 'Total',
    paidWith: 'Paid with',
    amount: 'Amount',
    card: 'Card',
    membershipCard: 'SPC card',
    securityCode: 'Security code',
    validUntil: 'Valid until',
    taxName: (name) => name,
    paymentCard: (card) => (isPayPal(card) ? 'PayPal' : `${card.cardType} ending in ${card.last4}`),
    maskedCard: (last4) => `ending in ${last4}`,
  },
  fr: {
    orderNumber: 'Numéro de commande',
    date: 'Date',
    subtotal: 'Sous-total',
    discount: (code) => (code ? `Rabais (${code})` : 'Rabais'),
    total: 'Total',
    paidWith: 'Payé avec',
    amount: 'Montant',
    card: 'Carte',
    membershipCard: 'Carte SPC',
    securityCode: 'Code de sécurité',
    validUntil: 'Valide jusqu’au',
    taxName: (name) => TAX_NAMES_FR[name] ?? name,
    paymentCard: (card) => (isPayPal(card) ? 'PayPal' : `${card.cardType} se terminant par ${card.last4}`),
    maskedCard: (last4) => `se terminant par ${last4}`,
  },
};

const lastFour = (cardNumber: string) => cardNumber.replace(/\D/g, '').slice(-4);

function moneyOf(data: MailData, language: Language): (cents: number) => string {
  return (cents) => formatMoney(cents, data.currency ?? 'CAD', language);
}

/** The figures of a paid order: number, date, lines, discount, each tax, total, card charged, card issued. */
function receiptRows(data: MailData, language: Language): Row[] {
  const words = RECEIPT_WORDS[language];
  const money = moneyOf(data, language);
  const rows: Row[] = [];
  if (data.orderNumber) rows.push({ label: words.orderNumber, value: data.orderNumber });
  if (data.paidAt) rows.push({ label: words.date, value: formatDay(data.paidAt, language) });
  for (const line of data.lines ?? []) {
    const label = line.quantity === 1 ? line.description : `${line.description} × ${line.quantity}`;
    rows.push({ label, value: money(line.amountCents) });
  }
  if (data.subtotalCents !== undefined) rows.push({ label: words.subtotal, value: money(data.subtotalCents) });
  if (data.discountCents) rows.push({ label: words.discount(data.discountCode), value: money(-data.discountCents) });
  for (const tax of data.taxes ?? []) {
    rows.push({
      label: `${words.taxName(tax.name)} (${formatTaxRate(tax.rate, language)})`,
      value: money(tax.amountCents),
    });
  }
  if (data.totalCents !== undefined) rows.push({ label: words.total, value: money(data.totalCents), strong: true });
  if (data.paymentCard) rows.push({ label: words.paidWith, value: words.paymentCard(data.paymentCard) });
  if (data.cardNumber) {
    if (data.guest) {
      rows.push({ label: words.membershipCard, value: formatCardNumber(data.cardNumber), strong: true });
      if (data.cardSecurityCode) rows.push({ label: words.securityCode, value: data.cardSecurityCode, strong: true });
    } else {
      rows.push({ label: words.membershipCard, value: words.maskedCard(lastFour(data.cardNumber)) });
    }
  }
  if (data.expiresAt && !data.guest) rows.push({ label: words.validUntil, value: formatDay(data.expiresAt, language) });
  return rows;
}

/** renewal-failed: what could not be charged, to which card. */
function failedRows(data: MailData, language: Language): Row[] {
  const words = RECEIPT_WORDS[language];
  const rows: Row[] = [];
  if (data.orderNumber) rows.push({ label: words.orderNumber, value: data.orderNumber });
  if (data.totalCents !== undefined)
    rows.push({ label: words.amount, value: moneyOf(data, language)(data.totalCents) });
  if (data.paymentCard) rows.push({ label: words.card, value: words.paymentCard(data.paymentCard) });
  return rows;
}

/**
 * The membership card of an activation, golden-ticket or VIP message. Only the VIP card's message
 * (`full`: the card is not yet anyone's, and adding it needs both) gives the number and security
 * code; the others show the last four digits.
 */
function cardRows(data: MailData, language: Language, full: boolean): Row[] {
  const words = RECEIPT_WORDS[language];
  const rows: Row[] = [];
  if (data.cardNumber) {
    if (full) {
      rows.push({ label: words.membershipCard, value: formatCardNumber(data.cardNumber), strong: true });
      if (data.cardSecurityCode) rows.push({ label: words.securityCode, value: data.cardSecurityCode, strong: true });
    } else {
      rows.push({ label: words.membershipCard, value: words.maskedCard(lastFour(data.cardNumber)) });
    }
  }
  if (data.expiresAt) rows.push({ label: words.validUntil, value: formatDay(data.expiresAt, language) });
  return rows;
}

const receiptSubject = {
  en: (data: MailData) => (data.orderNumber ? `Your SPC receipt (order ${data.orderNumber})` : 'Your SPC receipt'),
  fr: (data: MailData) =>
    data.orderNumber ? `Votre reçu Carte SPC (commande ${data.orderNumber})` : 'Votre reçu Carte SPC',
};

/** Whether the membership is still running at the time of the failed charge. */
const stillValid = (data: MailData) =>
  !!data.expiresAt && data.expiresAt.getTime() > (data.paidAt ?? new Date()).getTime();

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

  receipt: {
    en: (data) => ({
      subject: receiptSubject.en(data),
      greeting: helloEn(data),
      paragraphs: data.guest
        ? [
            'Thank you for your purchase! Your SPC card is below.',
            'It becomes active when you register it to an SPC account with its card number and security code.',
          ]
        : [
            data.expiresAt
              ? `Thank you for your purchase! Your SPC membership is active until ${formatDay(data.expiresAt, 'en')}.`
              : 'Thank you for your purchase! Your SPC membership is active.',
          ],
      rows: receiptRows(data, 'en'),
      action: { label: data.guest ? 'Register my card' : 'See my card', href: data.link },
      note: data.guest
        ? 'Keep this email: you need the card number and security code to register your card. Do not share them with anyone.'
        : 'Keep this email as your receipt.',
    }),
    fr: (data) => ({
      subject: receiptSubject.fr(data),
      greeting: helloFr(data),
      paragraphs: data.guest
        ? [
            'Merci de votre achat! Voici votre Carte SPC.',
            'Elle sera activée lorsque vous l’enregistrerez dans un compte Carte SPC avec son numéro et son code de sécurité.',
          ]
        : [
            data.expiresAt
              ? `Merci de votre achat! Votre abonnement Carte SPC est actif jusqu’au ${formatDay(data.expiresAt, 'fr')}.`
              : 'Merci de votre achat! Votre abonnement Carte SPC est actif.',
          ],
      rows: receiptRows(data, 'fr'),
      action: { label: data.guest ? 'Enregistrer ma carte' : 'Voir ma carte', href: data.link },
      note: data.guest
        ? 'Conservez ce courriel\u00a0: le numéro et le code de sécurité sont nécessaires pour enregistrer votre carte. Ne les communiquez à personne.'
        : 'Conservez ce courriel comme reçu.',
    }),
  },
  'renewal-receipt': {
    en: (data) => ({
      subject: 'Your SPC membership has been renewed',
      greeting: helloEn(data),
      paragraphs: [
        data.expiresAt
          ? `Your SPC membership was renewed automatically. It is now valid until ${formatDay(data.expiresAt, 'en')}.`
          : 'Your SPC membership was renewed automatically.',
        ...(data.totalCents !== undefined && data.paymentCard
          ? [
              `We charged ${moneyOf(data, 'en')(data.totalCents)} to your ${RECEIPT_WORDS.en.paymentCard(data.paymentCard)}.`,
            ]
          : []),
      ],
      rows: receiptRows({ ...data, guest: false }, 'en'),
      action: { label: 'Manage my billing', href: data.link },
      note: 'You can turn off auto-renew at any time on your billing page. Keep this email as your receipt.',
    }),
    fr: (data) => ({
      subject: 'Votre abonnement Carte SPC a été renouvelé',
      greeting: helloFr(data),
      paragraphs: [
        data.expiresAt
          ? `Votre abonnement Carte SPC a été renouvelé automatiquement. Il est maintenant valide jusqu’au ${formatDay(data.expiresAt, 'fr')}.`
          : 'Votre abonnement Carte SPC a été renouvelé automatiquement.',
        ...(data.totalCents !== undefined && data.paymentCard
          ? [
              `Un montant de ${moneyOf(data, 'fr')(data.totalCents)} a été porté à votre carte ${RECEIPT_WORDS.fr.paymentCard(data.paymentCard)}.`,
            ]
          : []),
      ],
      rows: receiptRows({ ...data, guest: false }, 'fr'),
      action: { label: 'Gérer ma facturation', href: data.link },
      note: 'Vous pouvez désactiver le renouvellement automatique en tout temps sur votre page de facturation. Conservez ce courriel comme reçu.',
    }),
  },
  'renewal-failed': {
    en: (data) => ({
      subject: 'We could not renew your SPC membership',
      greeting: helloEn(data),
      paragraphs: [
        `We tried to renew your SPC membership${data.paymentCard ? ` with your ${RECEIPT_WORDS.en.paymentCard(data.paymentCard)}` : ''}, but the payment did not go through.`,
        ...(data.expiresAt
          ? [
              stillValid(data)
                ? `Your membership expires on ${formatDay(data.expiresAt, 'en')}.`
                : `Your membership expired on ${formatDay(data.expiresAt, 'en')}.`,
            ]
          : []),
        'Update your payment method to keep your student discounts.',
      ],
      rows: failedRows(data, 'en'),
      action: { label: 'Update my payment method', href: data.link },
      note: 'If you have already updated your card, you can ignore this email.',
    }),
    fr: (data) => ({
      subject: 'Nous n’avons pas pu renouveler votre abonnement Carte SPC',
      greeting: helloFr(data),
      paragraphs: [
        `Nous avons tenté de renouveler votre abonnement Carte SPC${data.paymentCard ? ` avec votre carte ${RECEIPT_WORDS.fr.paymentCard(data.paymentCard)}` : ''}, mais le paiement n’a pas été accepté.`,
        ...(data.expiresAt
          ? [
              stillValid(data)
                ? `Votre abonnement expire le ${formatDay(data.expiresAt, 'fr')}.`
                : `Votre abonnement a expiré le ${formatDay(data.expiresAt, 'fr')}.`,
            ]
          : []),
        'Mettez à jour votre mode de paiement pour conserver vos rabais étudiants.',
      ],
      rows: failedRows(data, 'fr'),
      action: { label: 'Mettre à jour mon mode de paiement', href: data.link },
      note: 'Si vous avez déjà mis à jour votre carte, vous pouvez ignorer ce courriel.',
    }),
  },
  activation: {
    en: (data) => ({
      subject: data.plus ? 'Your SPC+ card is activated' : 'Your SPC card is activated',
      greeting: helloEn(data),
      paragraphs: [
        data.expiresAt
          ? `Your ${data.plus ? 'SPC+' : 'SPC'} card is now active. Your membership is valid until ${formatDay(data.expiresAt, 'en')}.`
          : `Your ${data.plus ? 'SPC+' : 'SPC'} card is now active.`,
        ...(data.incentiveTitle ? [`Your card also comes with a bonus: ${data.incentiveTitle}.`] : []),
        'Show your digital card in store, or use your discounts online.',
      ],
      rows: cardRows(data, 'en', false),
      action: { label: 'See my card', href: data.link },
      note: 'If you did not activate this card, reset your password and write to us right away.',
    }),
    fr: (data) => ({
      subject: data.plus ? 'Votre carte SPC+ est activée' : 'Votre Carte SPC est activée',
      greeting: helloFr(data),
      paragraphs: [
        data.expiresAt
          ? `Votre ${data.plus ? 'carte SPC+' : 'Carte SPC'} est maintenant active. Votre abonnement est valide jusqu’au ${formatDay(data.expiresAt, 'fr')}.`
          : `Votre ${data.plus ? 'carte SPC+' : 'Carte SPC'} est maintenant active.`,
        ...(data.incentiveTitle ? [`Votre carte vous offre aussi un bonus\u00a0: ${data.incentiveTitle}.`] : []),
        'Présentez votre carte numérique en magasin, ou profitez de vos rabais en ligne.',
      ],
      rows: cardRows(data, 'fr', false),
      action: { label: 'Voir ma carte', href: data.link },
      note: 'Si vous n’avez pas activé cette carte, réinitialisez votre mot de passe et écrivez-nous sans tarder.',
    }),
  },
  'golden-ticket': {
    en: (data) => ({
      subject: 'You have a golden ticket!',
      greeting: helloEn(data),
      paragraphs: [
        'Congratulations: your SPC card is a golden ticket. Your membership is on us, so there is nothing to pay and nothing to renew.',
        ...(data.expiresAt ? [`Enjoy your student discounts until ${formatDay(data.expiresAt, 'en')}.`] : []),
      ],
      rows: cardRows(data, 'en', false),
      action: { label: 'See the deals', href: data.link },
      note: 'Happy saving!',
    }),
    fr: (data) => ({
      subject: 'Vous avez un billet doré!',
      greeting: helloFr(data),
      paragraphs: [
        'Félicitations\u00a0: votre Carte SPC est un billet doré. Votre abonnement vous est offert\u00a0: rien à payer, rien à renouveler.',
        ...(data.expiresAt ? [`Profitez de vos rabais étudiants jusqu’au ${formatDay(data.expiresAt, 'fr')}.`] : []),
      ],
      rows: cardRows(data, 'fr', false),
      action: { label: 'Voir les rabais', href: data.link },
      note: 'Bonnes économies!',
    }),
  },
  'vip-card': {
    en: (data) => ({
      subject: 'Your SPC VIP card',
      greeting: helloEn(data),
      paragraphs: [
        'Here is your SPC VIP card. It is already active.',
        'To use it, sign in to SPC (or create an account) with this email address, then add the card with its number and security code.',
      ],
      rows: cardRows(data, 'en', true),
      action: { label: 'Add my card', href: data.link },
      note: 'Keep this email: you need the card number and security code to add your card. Do not share them with anyone.',
    }),
    fr: (data) => ({
      subject: 'Votre carte VIP Carte SPC',
      greeting: helloFr(data),
      paragraphs: [
        'Voici votre carte VIP Carte SPC. Elle est déjà active.',
        'Pour l’utiliser, connectez-vous à la Carte SPC (ou créez un compte) avec cette adresse courriel, puis ajoutez la carte avec son numéro et son code de sécurité.',
      ],
      rows: cardRows(data, 'fr', true),
      action: { label: 'Ajouter ma carte', href: data.link },
      note: 'Conservez ce courriel\u00a0: le numéro et le code de sécurité sont nécessaires pour ajouter votre carte. Ne les communiquez à personne.',
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
  table: 'width:100%;margin:0 0 16px;border-collapse:collapse;',
  th: 'padding:6px 8px 6px 0;border-bottom:1px solid #e4e4e7;text-align:left;font-weight:normal;vertical-align:top;',
  td: 'padding:6px 0 6px 8px;border-bottom:1px solid #e4e4e7;text-align:right;vertical-align:top;',
};

/** A receipt's figures as a real table (a screen reader reads each value with its label). */
function renderRows(rows: readonly Row[] | undefined): string {
  if (!rows?.length) return '';
  const cell = (text: string, strong: boolean | undefined) =>
    strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text);
  return [
    `<table style="${STYLE.table}">`,
    ...rows.map(
      (row) =>
        `<tr><th scope="row" style="${STYLE.th}">${cell(row.label, row.strong)}</th><td style="${STYLE.td}">${cell(row.value, row.strong)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
}

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
    renderRows(content.rows),
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
    ...(content.rows?.length ? [...content.rows.map((row) => `${row.label}${chrome.colon} ${row.value}`), ''] : []),
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
