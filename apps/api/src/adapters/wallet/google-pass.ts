// Google Wallet "save" links: a JWT signed RS256 by the issuer's service account (Node's crypto, no
// SDK), carrying a generic pass (the member, card number, expiry and the QR code of the card's public
// verification URL) and its class, so nothing has to be created through Google's API beforehand.
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import type { GoogleWalletConfig } from '../../config.ts';
import { displayCardNumber, memberName, passColours, passText, tierLabel } from './pass-text.ts';
import type { WalletCard, WalletMember } from './pass-types.ts';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The class every card's pass belongs to (ids are "<issuer id>.<name>", unique per issuer). */
export const classId = (config: GoogleWalletConfig) => `${config.issuerId}.spc_membership`;
export const objectId = (config: GoogleWalletConfig, card: WalletCard) => `${config.issuerId}.spc-card-${card.id}`;

export function genericObject(config: GoogleWalletConfig, card: WalletCard, member: WalletMember): object {
  const text = passText(member.language);
  const language = member.language === 'fr' ? 'fr-CA' : 'en-CA';
  const localized = (value: string) => ({ defaultValue: { language, value } });
  const number = displayCardNumber(card);
  const expires = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    card.expiresAt,
  );
  return {
    id: objectId(config, card),
    classId: classId(config),
    state: 'ACTIVE',
    cardTitle: localized(text.title),
    subheader: localized(text.member),
    header: localized(memberName(member)),
    hexBackgroundColor: hex(passColours(card.tier).background),
    barcode: { type: 'QR_CODE', value: card.verificationUrl, alternateText: number },
    // Google Wallet shows the pass as expired after this.
    validTimeInterval: { end: { date: card.expiresAt.toISOString() } },
    textModulesData: [
      { id: 'tier', header: text.tier, body: tierLabel(card, member.language) },
      { id: 'card_number', header: text.cardNumber, body: number },
      { id: 'expires', header: text.expires, body: expires },
    ],
  };
}

export interface GoogleWalletIssuer {
  createGoogleSaveUrl(card: WalletCard, member: WalletMember): string;
}

export function createGoogleWalletIssuer(
  config: GoogleWalletConfig,
  { publicUrl, now = () => new Date() }: { publicUrl: string; now?: () => Date },
): GoogleWalletIssuer {
  const key: KeyObject = createPrivateKey(config.privateKey);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  return {
    createGoogleSaveUrl(card, member) {
      const claims = {
        iss: config.serviceAccountEmail,
        aud: 'google',
        typ: 'savetowallet',
        iat: Math.floor(now().getTime() / 1000),
        // The site that shows the button (Google checks the page embedding a save button against it).
        origins: [new URL(publicUrl).origin],
        payload: {
          genericClasses: [{ id: classId(config) }],
          genericObjects: [genericObject(config, card, member)],
        },
      };
      const signingInput = `${header}.${base64url(JSON.stringify(claims))}`;
      const signature = sign('sha256', Buffer.from(signingInput), key).toString('base64url');
      return `${GOOGLE_SAVE_URL}${signingInput}.${signature}`;
    },
  };
}
