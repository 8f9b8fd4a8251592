// The one-click "turn auto-renew off" link of the renewal reminder (issue 23 item 19), made as the
// digital card's verification token is (membership-card/token.ts): `base64url(userId.expiresAtMs)`
// and its HMAC-SHA256 under a key derived from the server's secret for this use only. Verifying it
// needs no table; it expires at the renewal date; using it twice does the same as once.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface AutoRenewOffClaims {
  userId: string;
  /** The renewal date the reminder announced: the link works until then. */
  expiresAtMs: number;
}

/** Its own key, so this token can never be mistaken for anything else the server secret signs. */
export function autoRenewOffKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'spc', 'billing-auto-renew-off-token/v1', 32));
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const PAYLOAD = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})$/;
/** HMAC-SHA256 is 32 bytes: 43 base64url characters. */
const MAC_LENGTH = 43;

const mac = (key: Buffer, encodedPayload: string) => createHmac('sha256', key).update(encodedPayload).digest();

export function createAutoRenewOffToken(key: Buffer, { userId, expiresAtMs }: AutoRenewOffClaims): string {
  const payload = Buffer.from(`${userId}.${Math.trunc(expiresAtMs)}`).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a token this server made, or null for anything else (garbled, forged, altered). */
export function readAutoRenewOffToken(key: Buffer, token: string): AutoRenewOffClaims | null {
  if (token.length > 256) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if (!SEGMENT.test(payload) || !SEGMENT.test(signature) || signature.length !== MAC_LENGTH) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = PAYLOAD.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  const expiresAtMs = Number(match[2]);
  if (!Number.isSafeInteger(expiresAtMs)) return null;
  return { userId: match[1]!, expiresAtMs };
}
