// Staff identity's shared rules (decision 030): the authenticator code, the TOTP URI the set-up screen
// reads, the staff list's sorting, the add form's fields.
import { describe, expect, it } from 'vitest';
import {
  addStaffBodySchema,
  groupSecret,
  parseTotpUri,
  staffListQuerySchema,
  totpCodeSchema,
} from './staff-identity.ts';

describe('staff identity rules', () => {
  it('takes a 6-digit code, spaces dropped, and nothing else', () => {
    expect(totpCodeSchema.parse('123 456')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '']) expect(totpCodeSchema.safeParse(bad).success).toBe(false);
  });

  it('reads the secret, issuer and account of the set-up URI', () => {
    expect(
      parseTotpUri('otpauth://totp/SPC%20staff:boss%40spc.test?secret=JBSWY3DPEHPK3PXP&issuer=SPC%20staff'),
    ).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'SPC staff',
      account: 'boss@spc.test',
    });
    expect(parseTotpUri('https://example.com/?secret=X')).toBeNull();
    expect(parseTotpUri('otpauth://totp/x')).toBeNull();
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('sorts the staff list by known columns only and checks the add form', () => {
    expect(staffListQuerySchema.parse({ sort: '-created_at' }).sort).toBe('-created_at');
    expect(staffListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
    expect(addStaffBodySchema.safeParse({ email: 'a@b.ca', role: 'editor' }).success).toBe(true);
    expect(addStaffBodySchema.safeParse({ email: 'a@b.ca', role: 'user' }).success).toBe(false);
    expect(addStaffBodySchema.safeParse({ email: 'nope', role: 'admin' }).success).toBe(false);
  });
});
