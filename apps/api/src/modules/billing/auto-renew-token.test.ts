// The renewal reminder's auto-renew-off token (auto-renew-token.ts): what it carries, and that nothing
// else passes — another key (the card verification token's too), an altered payload or signature, junk.
import { describe, expect, it } from 'vitest';
import { hkdfSync } from 'node:crypto';
import { autoRenewOffKey, createAutoRenewOffToken, readAutoRenewOffToken } from './auto-renew-token.ts';

const key = autoRenewOffKey('server-secret');
const claims = { userId: 'AbC123_-xyz', expiresAtMs: 4_102_444_800_000 };

describe('the auto-renew-off token', () => {
  it('carries the member and the renewal date', () => {
    expect(readAutoRenewOffToken(key, createAutoRenewOffToken(key, claims))).toEqual(claims);
  });

  it('refuses another secret, the card verification key, an altered payload or signature, and junk', () => {
    const token = createAutoRenewOffToken(key, claims);
    const [payload, signature] = token.split('.') as [string, string];
    expect(readAutoRenewOffToken(autoRenewOffKey('other-secret'), token)).toBeNull();
    // The same secret under the card verification token's key (membership-card/token.ts) does not pass.
    const cardKey = Buffer.from(
      hkdfSync('sha256', 'server-secret', 'spc', 'membership-card-verification-token/v1', 32),
    );
    const cardToken = createAutoRenewOffToken(cardKey, claims);
    expect(readAutoRenewOffToken(key, cardToken)).toBeNull();
    const later = Buffer.from(`${claims.userId}.${claims.expiresAtMs + 1}`).toString('base64url');
    expect(readAutoRenewOffToken(key, `${later}.${signature}`)).toBeNull();
    expect(
      readAutoRenewOffToken(key, `${payload}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`),
    ).toBeNull();
    for (const junk of ['', '.', 'a.b', `${token}.x`, 'x'.repeat(300)])
      expect(readAutoRenewOffToken(key, junk)).toBeNull();
  });
});
