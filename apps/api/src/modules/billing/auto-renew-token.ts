// The one-click "turn auto-renew off" link of the renewal reminder (issue 23 item 19), made as the
// digital card's verification token is (membership-card/token.ts): `base64url(userId.expiresAtMs)`
// and its HMAC-SHA256 under a key derived from the server's secret for this use only (signed-token.ts). Verifying it
// needs no table; it expires at the renewal date; using it twice does the same as once.
import { openToken, signToken, tokenKey } from '../../signed-token.ts';

export interface AutoRenewOffClaims {
  userId: string;
  /** The renewal date the reminder announced: the link works until then. */
  expiresAtMs: number;
}

/** Its own key, so this token can never be mistaken for anything else the server secret signs. */
export function autoRenewOffKey(serverSecret: string): Buffer {
  return tokenKey(serverSecret, 'billing-auto-renew-off-token/v1');
}

const PAYLOAD = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})$/;

export function createAutoRenewOffToken(key: Buffer, { userId, expiresAtMs }: AutoRenewOffClaims): string {
  return signToken(key, `${userId}.${Math.trunc(expiresAtMs)}`);
}

/** The claims of a token this server made, or null for anything else (garbled, forged, altered). */
export function readAutoRenewOffToken(key: Buffer, token: string): AutoRenewOffClaims | null {
  const match = PAYLOAD.exec(openToken(key, token, 256) ?? '');
  if (!match) return null;
  const expiresAtMs = Number(match[2]);
  if (!Number.isSafeInteger(expiresAtMs)) return null;
  return { userId: match[1]!, expiresAtMs };
}
