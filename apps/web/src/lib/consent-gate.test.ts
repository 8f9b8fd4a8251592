// The one gate of optional writes (issue 21 item 1): nothing optional before a decision, writes that
// waited stored on "accept", dropped on "refuse", stored data deleted when consent is refused or
// withdrawn, an older version counted as no decision, and the readers silent without consent.
import { CONSENT_COOKIE, CONSENT_VERSION, makeConsentChoice, parseConsentCookie } from '@spc/domain/consent-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentTo, cookieNames, resetCookiesAndConsent } from '../test/consent.ts';
import { requestHeaders } from './api-client.ts';
import { saveConsentChoice, storeWithConsent } from './consent-gate.ts';
import { mayStoreOptional, readCookie } from './cookies.ts';
import { captureAffiliate, readClickIds, storeCampaign } from './tracking-capture.ts';
import { CLICK_IDS_STORAGE_KEY, UTM_STORAGE_KEY, readAffiliate, readUtm, utmHeader } from './tracking.ts';

const landing = new URLSearchParams('ranMID=4321&ranSiteID=Xyz&utm_source=insta&gclid=G1');
const accept = () => saveConsentChoice(makeConsentChoice({ analytics: true, marketing: true }));
const refuse = () => saveConsentChoice(makeConsentChoice({}));
const optionalCookies = () => cookieNames().filter((name) => name !== CONSENT_COOKIE);

afterEach(resetCookiesAndConsent);

describe('before any decision', () => {
  it('writes nothing optional: no affiliate cookie, no UTM record, no click ids', () => {
    expect(captureAffiliate(landing)).toBe(false);
    storeCampaign(landing);
    expect(cookieNames()).toEqual([]);
    expect(window.localStorage.length).toBe(0);
    expect(mayStoreOptional('marketing')).toBe(false);
    expect(mayStoreOptional('analytics')).toBe(false);
  });

  it('stores what the landing URL carried once the person accepts', () => {
    captureAffiliate(landing, 1_000);
    storeCampaign(landing, 1_000);
    accept();
    expect(readAffiliate()).toEqual({ ranMID: '4321', ranSiteID: 'Xyz', timestamp: 1_000 });
    expect(readUtm(1_000)?.utm).toEqual({ source: 'insta' });
    expect(readClickIds(1_000).gclid).toEqual({ id: 'G1', timestamp: 1_000 });
  });

  it('forgets it when the person refuses, and remembers the refusal only', () => {
    captureAffiliate(landing);
    storeCampaign(landing);
    refuse();
    expect(cookieNames()).toEqual([CONSENT_COOKIE]);
    expect(window.localStorage.length).toBe(0);
    // A later landing URL is ignored, not kept for later.
    storeCampaign(landing);
    accept();
    expect(readUtm()).toBeNull();
  });

  it('counts a decision of an older version as none', () => {
    document.cookie = `${CONSENT_COOKIE}=v${CONSENT_VERSION - 1}.a1.m1.t${Date.now()}; Path=/`;
    expect(mayStoreOptional('marketing')).toBe(false);
    const write = vi.fn();
    expect(storeWithConsent('marketing', write)).toBe(false);
    expect(write).not.toHaveBeenCalled();
  });
});

describe('a decision', () => {
  it('is stored in spc_consent with its version and date, for 12 months', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const now = new Date('2026-11-20T12:00:00Z');
    saveConsentChoice(makeConsentChoice({ marketing: true }, now));
    expect(writes[0]).toMatch(/^spc_consent=v1\.a0\.m1\.t\d+; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(parseConsentCookie(readCookie(CONSENT_COOKIE))).toEqual({
      version: 1,
      analytics: false,
      marketing: true,
      decided_at: now.toISOString(),
    });
  });

  it('with marketing on, writes at once; refusing later deletes what was stored', () => {
    consentTo({ marketing: true });
    expect(captureAffiliate(landing)).toBe(true);
    storeCampaign(landing);
    window.localStorage.setItem('spc.referral', '{"code":"FRIEND1"}');
    document.cookie = 'fired=1; Path=/';
    expect(optionalCookies().sort()).toEqual(['fired', 'spc_affiliate']);

    refuse();
    expect(optionalCookies()).toEqual([]);
    for (const key of [UTM_STORAGE_KEY, CLICK_IDS_STORAGE_KEY, 'spc.referral']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });

  it('withdrawn, silences the readers at once: no affiliate, no utm header', () => {
    consentTo({ marketing: true });
    storeCampaign(landing);
    expect(utmHeader('token')).not.toBeNull();
    consentTo({ marketing: false });
    expect(readAffiliate()).toBeNull();
    expect(utmHeader('token')).toBeNull();
    expect(requestHeaders('token')).toEqual({ accept: 'application/json' });
  });

  it('keeps necessary cookies whatever the choice', () => {
    document.cookie = 'spc_language=fr; Path=/';
    document.cookie = 'vip=CODE; Path=/';
    refuse();
    expect(cookieNames().sort()).toEqual(['spc_consent', 'spc_language', 'vip']);
  });
});
