// The QR code's token: it round-trips, and anything this server did not make — another key, an
// altered payload or signature, garbage — reads as null.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVerificationToken, readVerificationToken, verificationKey } from './token.ts';

const key = verificationKey('a-server-secret-of-at-least-32-characters');
const claims = { cardId: 1234, expiresAtMs: Date.UTC(2027, 1, 28, 17) };

describe('card verification token', () => {
  it('is base64url(cardId.expiry).base64url(HMAC-SHA256) and reads back', () => {
    const token = createVerificationToken(key, claims);
    const [payload, signature] = token.split('.');
    expect(Buffer.from(payload!, 'base64url').toString()).toBe(`1234.${claims.expiresAtMs}`);
    expect(signature).toBe(createHmac('sha256', key).update(payload!).digest('base64url'));
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readVerificationToken(key, token)).toEqual(claims);
  });

  it('derives its key from the secret, so another secret cannot make or read tokens', () => {
    const other = verificationKey('another-server-secret-of-32-characters!!');
    expect(other.equals(key)).toBe(false);
    expect(readVerificationToken(other, createVerificationToken(key, claims))).toBeNull();
  });

  it('refuses a payload swapped for another card under the same signature', () => {
    const [, signature] = createVerificationToken(key, claims).split('.');
    const forged = `${Buffer.from(`1235.${claims.expiresAtMs}`).toString('base64url')}.${signature}`;
    expect(readVerificationToken(key, forged)).toBeNull();
  });

  it('refuses an altered signature', () => {
    const token = createVerificationToken(key, claims);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(readVerificationToken(key, `${token.slice(0, -2)}${last}${token.at(-1)}`)).toBeNull();
  });

  it.each([
    '',
    'abc',
    '.',
    '..',
    'a.b.c',
    'not base64!.x',
    `${'x'.repeat(200)}`,
    // Signed, but not "<card id>.<epoch ms>".
    (() => {
      const payload = Buffer.from('hello').toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    })(),
    (() => {
      const payload = Buffer.from('0.123').toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    })(),
  ])('reads %j as null', (token) => {
    expect(readVerificationToken(key, token)).toBeNull();
  });
});
