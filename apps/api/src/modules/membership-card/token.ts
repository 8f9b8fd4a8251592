// The token in the digital card's QR code: `base64url(cardId.expiryEpochMs).base64url(HMAC-SHA256)`,
// keyed by a key derived from the server's secret. Verifying it needs no table and it carries no
// personal data; a cashier's page reads the card's current state with the id it vouches for.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface VerificationClaims {
  cardId: number;
  /** The card's expiry when the token was made (the verification reads the card's current one). */
  expiresAtMs: number;
}

/** Its own key, so a token can never be mistaken for anything else the server secret signs. */
export function verificationKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'spc', 'membership-card-verification-token/v1', 32));
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const PAYLOAD = /^([1-9]\d{0,14})\.(\d{1,15})$/;
/** HMAC-SHA256 is 32 bytes: 43 base64url characters. */
const MAC_LENGTH = 43;

const mac = (key: Buffer, encodedPayload: string) => createHmac('sha256', key).update(encodedPayload).digest();

export function createVerificationToken(key: Buffer, { cardId, expiresAtMs }: VerificationClaims): string {
  const payload = Buffer.from(`${cardId}.${Math.trunc(expiresAtMs)}`).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a token this server made, or null for anything else (garbled, forged, altered). */
export function readVerificationToken(key: Buffer, token: string): VerificationClaims | null {
  if (token.length > 128) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if (!SEGMENT.test(payload) || !SEGMENT.test(signature) || signature.length !== MAC_LENGTH) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = PAYLOAD.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  const cardId = Number(match[1]);
  const expiresAtMs = Number(match[2]);
  if (!Number.isSafeInteger(cardId) || cardId > 2_147_483_647 || !Number.isSafeInteger(expiresAtMs)) return null;
  return { cardId, expiresAtMs };
}
