// The token in the digital card's QR code: `base64url(cardId.expiryEpochMs).base64url(HMAC-SHA256)`,
// keyed by a key derived from the server's secret. Verifying it needs no table and it carries no
// personal data; a cashier's page reads the card's current state with the id it vouches for. The
// signing is the kernel's (signed-token.ts).
import { openToken, signToken, tokenKey } from '../../signed-token.ts';

export interface VerificationClaims {
  cardId: number;
  /** The card's expiry when the token was made (the verification reads the card's current one). */
  expiresAtMs: number;
}

/** Its own key, so a token can never be mistaken for anything else the server secret signs. */
export function verificationKey(serverSecret: string): Buffer {
  return tokenKey(serverSecret, 'membership-card-verification-token/v1');
}

const PAYLOAD = /^([1-9]\d{0,14})\.(\d{1,15})$/;

export function createVerificationToken(key: Buffer, { cardId, expiresAtMs }: VerificationClaims): string {
  return signToken(key, `${cardId}.${Math.trunc(expiresAtMs)}`);
}

/** The claims of a token this server made, or null for anything else (garbled, forged, altered). */
export function readVerificationToken(key: Buffer, token: string): VerificationClaims | null {
  const match = PAYLOAD.exec(openToken(key, token, 128) ?? '');
  if (!match) return null;
  const cardId = Number(match[1]);
  const expiresAtMs = Number(match[2]);
  if (!Number.isSafeInteger(cardId) || cardId > 2_147_483_647 || !Number.isSafeInteger(expiresAtMs)) return null;
  return { cardId, expiresAtMs };
}
