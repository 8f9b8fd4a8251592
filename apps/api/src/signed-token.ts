// Signed tokens that need no table: `base64url(payload).base64url(HMAC-SHA256(key, that))`, keyed by
// a key derived from the server's secret for one purpose only, so a token made for one use can never
// pass for another. The digital card's QR code (membership-card/token.ts) and the reminder's one-click
// auto-renew-off link (billing/auto-renew-token.ts) each read their own payload out of it.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A key for one purpose (`info`, e.g. 'membership-card-verification-token/v1'). */
export function tokenKey(serverSecret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'spc', info, 32));
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** HMAC-SHA256 is 32 bytes: 43 base64url characters. */
const MAC_LENGTH = 43;

const mac = (key: Buffer, encodedPayload: string) => createHmac('sha256', key).update(encodedPayload).digest();

export function signToken(key: Buffer, payload: string): string {
  const encoded = Buffer.from(payload).toString('base64url');
  return `${encoded}.${mac(key, encoded).toString('base64url')}`;
}

/** The payload of a token this key signed, or null for anything else (too long, garbled, forged, altered). */
export function openToken(key: Buffer, token: string, maxLength: number): string | null {
  if (token.length > maxLength) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if (!SEGMENT.test(payload) || !SEGMENT.test(signature) || signature.length !== MAC_LENGTH) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
