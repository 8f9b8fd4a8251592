// The rewards-linking rules (spec §4 "Partner linking", §5, §8, §9): the two-e-mail pair, the submit's
// disabled states, which failure message a refusal shows, and the masked address.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINKING_GATE_DELAY_MS,
  isPartnerLinkingSubmitDisabled,
  isValidPartnerLinkingPair,
  LINKING_FAILED_CODE,
  maskEmail,
  partnerLinkingFailureOf,
  partnerLinkingPairSchema,
  REWARDS_LINKING_MESSAGES,
  timsLinkingBodySchema,
} from './rewards-linking.ts';

describe('the partner-linking pair (spec §5)', () => {
  it('needs two valid, identical addresses', () => {
    expect(isValidPartnerLinkingPair('a@example.com', 'a@example.com')).toBe(true);
    expect(isValidPartnerLinkingPair(' a@example.com', 'a@example.com ')).toBe(true);
    expect(isValidPartnerLinkingPair('a@example.com', 'b@example.com')).toBe(false);
    expect(isValidPartnerLinkingPair('a@example.com', 'A@example.com')).toBe(false);
    expect(isValidPartnerLinkingPair('not-an-email', 'not-an-email')).toBe(false);
    expect(isValidPartnerLinkingPair('', '')).toBe(false);
  });

  it('says the §5 message word for word', () => {
    const result = partnerLinkingPairSchema.safeParse({ th_email: 'a@example.com', th_email_confirm: 'b@example.com' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address and both emails must match');
  });

  it('never accepts two different strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        if (a.trim() !== b.trim()) expect(isValidPartnerLinkingPair(a, b)).toBe(false);
      }),
    );
  });

  it('disables submit when invalid, while loading, and after an error (spec §4)', () => {
    const valid = { email: 'a@example.com', confirmation: 'a@example.com' };
    expect(isPartnerLinkingSubmitDisabled({ ...valid, loading: false, failed: false })).toBe(false);
    expect(isPartnerLinkingSubmitDisabled({ ...valid, loading: true, failed: false })).toBe(true);
    expect(isPartnerLinkingSubmitDisabled({ ...valid, loading: false, failed: true })).toBe(true);
    expect(
      isPartnerLinkingSubmitDisabled({ email: 'a@example.com', confirmation: '', loading: false, failed: false }),
    ).toBe(true);
  });

  it('validates th_email like every address', () => {
    expect(timsLinkingBodySchema.safeParse({ th_email: ' a@example.com ' }).data).toEqual({
      th_email: 'a@example.com',
    });
    expect(timsLinkingBodySchema.safeParse({ th_email: 'nope' }).success).toBe(false);
  });
});

describe('partner linking failure (spec §8)', () => {
  it('is the default without a message, the code for the linking-failed code, else the server message', () => {
    expect(partnerLinkingFailureOf(undefined)).toEqual({ kind: 'default' });
    expect(partnerLinkingFailureOf({ message: '' })).toEqual({ kind: 'default' });
    expect(partnerLinkingFailureOf({ message: LINKING_FAILED_CODE })).toEqual({
      kind: 'code',
      code: LINKING_FAILED_CODE,
    });
    expect(partnerLinkingFailureOf({ error: LINKING_FAILED_CODE, message: 'x' })).toEqual({
      kind: 'code',
      code: LINKING_FAILED_CODE,
    });
    expect(partnerLinkingFailureOf({ error: 'OTHER', message: 'Closed today.' })).toEqual({
      kind: 'server',
      message: 'Closed today.',
    });
  });

  it('keeps the spec sentences verbatim, and the 5000 ms gate delay (§9)', () => {
    expect(REWARDS_LINKING_MESSAGES.somethingWentWrong).toBe('Something Went Wrong!');
    expect(REWARDS_LINKING_MESSAGES[LINKING_FAILED_CODE]).toBe(
      'Linking process has failed, please retry your Tims reward account email.',
    );
    expect(ACCOUNT_LINKING_GATE_DELAY_MS).toBe(5000);
  });
});

describe('maskEmail', () => {
  it('shows the start of the address and domain, never the rest or its length', () => {
    expect(maskEmail('Tims.Member@Example.com')).toBe('ti***@ex***.com');
    expect(maskEmail('a@b.ca')).toBe('a***@b***.ca');
    expect(maskEmail('abcdefghijklmnop@example.com')).toBe(maskEmail('abzz@example.com'));
  });
});
