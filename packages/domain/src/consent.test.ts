// The consent rules of issue 21 item 1: necessary always allowed, optional only with a current choice
// that turned it on, the cookie's format both ways, and the decision schema's bad inputs.
import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSION,
  consentChoiceSchema,
  formatConsentCookie,
  isCurrentChoice,
  makeConsentChoice,
  mayStore,
  OPTIONAL_STORAGE,
  parseConsentCookie,
  type ConsentChoice,
} from './consent.ts';

const at = new Date('2026-11-20T10:00:00.000Z');
const choice = (analytics: boolean, marketing: boolean, version = CONSENT_VERSION): ConsentChoice => ({
  version,
  analytics,
  marketing,
  decided_at: at.toISOString(),
});

describe('mayStore', () => {
  it('always allows necessary storage, even with no choice', () => {
    expect(mayStore('necessary', null)).toBe(true);
    expect(mayStore('necessary', choice(false, false))).toBe(true);
  });

  it('allows nothing optional before a choice (privacy by default)', () => {
    expect(mayStore('marketing', null)).toBe(false);
    expect(mayStore('analytics', undefined)).toBe(false);
  });

  it('allows each optional category only when the choice turned it on', () => {
    expect(mayStore('marketing', choice(false, true))).toBe(true);
    expect(mayStore('analytics', choice(false, true))).toBe(false);
    expect(mayStore('analytics', choice(true, false))).toBe(true);
    expect(mayStore('marketing', choice(true, false))).toBe(false);
  });

  it('treats a choice of an older version as no choice', () => {
    expect(mayStore('marketing', choice(true, true, CONSENT_VERSION - 1))).toBe(false);
    expect(isCurrentChoice(choice(true, true, CONSENT_VERSION - 1))).toBe(false);
    expect(isCurrentChoice(choice(false, false))).toBe(true);
  });

  it('files the affiliate cookie, UTM record, click ids, referral code and fired under marketing', () => {
    expect(OPTIONAL_STORAGE.marketing.cookies).toEqual(['spc_affiliate', 'fired']);
    expect(OPTIONAL_STORAGE.marketing.localStorage).toEqual(['spc.utm', 'spc.clickIds', 'spc.referral']);
  });
});

describe('the spc_consent cookie', () => {
  it('round-trips a choice with its version and date', () => {
    const value = formatConsentCookie(choice(false, true));
    expect(value).toBe(`v1.a0.m1.t${at.getTime()}`);
    expect(parseConsentCookie(value)).toEqual(choice(false, true));
  });

  it('reads an older version as it is (the rule then ignores it) and refuses malformed values', () => {
    expect(parseConsentCookie(`v0.a1.m1.t${at.getTime()}`)?.version).toBe(0);
    for (const bad of [null, '', 'v1.a2.m0.t1', 'v1.a1.m1', 'yes', `v1.a1.m1.t${at.getTime()};x`]) {
      expect(parseConsentCookie(bad)).toBeNull();
    }
  });

  it('makes a choice with everything optional off unless turned on', () => {
    expect(makeConsentChoice({}, at)).toEqual(choice(false, false));
    expect(makeConsentChoice({ marketing: true }, at)).toEqual(choice(false, true));
  });
});

describe('consentChoiceSchema', () => {
  it('accepts a current decision', () => {
    expect(consentChoiceSchema.parse(choice(true, false))).toEqual(choice(true, false));
  });

  it('refuses another version, missing or non-boolean categories, unknown keys and bad dates', () => {
    const bad: unknown[] = [
      { ...choice(true, true), version: 0 },
      { ...choice(true, true), version: '1' },
      { version: 1, analytics: true, decided_at: at.toISOString() },
      { ...choice(true, true), marketing: 'yes' },
      { ...choice(true, true), necessary: false },
      { ...choice(true, true), decided_at: 'yesterday' },
      { ...choice(true, true), decided_at: new Date(Date.now() + 3_600_000).toISOString() },
      { ...choice(true, true), decided_at: '2001-01-01T00:00:00Z' },
      null,
    ];
    for (const body of bad) expect(consentChoiceSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('says what is wrong in plain words', () => {
    const result = consentChoiceSchema.safeParse({ ...choice(true, true), version: 7 });
    expect(result.error?.issues[0]?.message).toBe('version must be 1, the current consent version');
  });
});
