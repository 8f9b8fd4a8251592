// The unsubscribe link of every marketing e-mail (docs/decisions/039): `base64url(language:address)` and
// its HMAC-SHA256 under a key derived from the server's secret for this use only (signed-token.ts). It
// needs no table and does not expire (RFC 8058: a list's link keeps working); using it twice does the
// same as once. The address is the recipient's own, so the token tells its holder nothing new.
import type { Language } from '@spc/domain/constants';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '@spc/domain/marketing';
import { openToken, signToken, tokenKey } from '../../signed-token.ts';

export interface UnsubscribeClaims {
  emailLower: string;
  /** The e-mail's language: the page and the platform's contact keep it. */
  language: Language;
}

/** Its own key, so this token can never be mistaken for anything else the server secret signs. */
export function unsubscribeKey(serverSecret: string): Buffer {
  return tokenKey(serverSecret, 'marketing-unsubscribe-token/v1');
}

const PAYLOAD = /^(en|fr):([^\s:@]+@[^\s@]+)$/;

export function createUnsubscribeToken(key: Buffer, { emailLower, language }: UnsubscribeClaims): string {
  return signToken(key, `${language}:${emailLower}`);
}

/** The claims of a token this server made, or null for anything else (garbled, forged, altered). */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaims | null {
  const match = PAYLOAD.exec(openToken(key, token, UNSUBSCRIBE_TOKEN_MAX_LENGTH) ?? '');
  if (!match) return null;
  return { language: match[1] as Language, emailLower: match[2]! };
}
