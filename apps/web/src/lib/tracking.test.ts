import { OPTIONAL_STORAGE } from '@spc/domain/consent-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentTo, resetCookiesAndConsent } from '../test/consent.ts';
import { requestHeaders } from './api-client.ts';
import { captureAffiliate, captureClickIds, captureUtm, readClickIds } from './tracking-capture.ts';
import {
  AFFILIATE_COOKIE,
  CLICK_IDS_STORAGE_KEY,
  UTM_STORAGE_KEY,
  readAffiliate,
  readUtm,
  utmHeader,
} from './tracking.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 8, 1);
const params = (query: string) => new URLSearchParams(query);

// These are the rules once the person accepted marketing storage; without it, see tracking-consent.test.ts.
beforeEach(() => consentTo({ marketing: true }));
afterEach(resetCookiesAndConsent);

it('keeps its storage under the names the consent model files as marketing', () => {
  expect(OPTIONAL_STORAGE.marketing.cookies).toContain(AFFILIATE_COOKIE);
  expect(OPTIONAL_STORAGE.marketing.localStorage).toEqual(
    expect.arrayContaining([UTM_STORAGE_KEY, CLICK_IDS_STORAGE_KEY]),
  );
});

describe('affiliate cookie (spec §2 /rktcki)', () => {
  it('is set only when both ranMID and ranSiteID are present', () => {
    expect(captureAffiliate(params('ranMID=123'), NOW)).toBe(false);
    expect(captureAffiliate(params('ranSiteID=abc'), NOW)).toBe(false);
    expect(captureAffiliate(params('ranMID=&ranSiteID=abc'), NOW)).toBe(false);
    expect(document.cookie).not.toContain(AFFILIATE_COOKIE);

    expect(captureAffiliate(params('ranMID=123&ranSiteID=abc-XYZ'), NOW)).toBe(true);
    expect(readAffiliate()).toEqual({ ranMID: '123', ranSiteID: 'abc-XYZ', timestamp: NOW });
  });

  it('lasts 30 days, for the whole site, SameSite=Lax', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    captureAffiliate(params('ranMID=1&ranSiteID=2'), NOW);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(new RegExp(`^${AFFILIATE_COOKIE}=`));
    expect(writes[0]).toContain(`Max-Age=${30 * 86_400}`);
    expect(writes[0]).toContain('Path=/');
    expect(writes[0]).toContain('SameSite=Lax');
  });
});

describe('UTM record (spec §3, §7 "Other", §9)', () => {
  it('stores the utm_* parameters with an expiry 7 days later', () => {
    captureUtm(params('utm_source=insta&utm_medium=social&utm_campaign=bts&utm_term=t&utm_content=c&utm_code=X1'), NOW);
    expect(JSON.parse(window.localStorage.getItem(UTM_STORAGE_KEY) ?? 'null')).toEqual({
      utm: { source: 'insta', medium: 'social', campaign: 'bts', term: 't', content: 'c', code: 'X1' },
      expireDate: NOW + 7 * DAY,
    });
  });

  it('leaves the record alone for a URL without campaign parameters', () => {
    captureUtm(params('utm_source=insta'), NOW);
    captureUtm(params('q=pizza'), NOW + DAY);
    expect(readUtm(NOW + DAY)?.utm).toEqual({ source: 'insta' });
  });

  it('clears an expired record when read', () => {
    captureUtm(params('utm_source=insta'), NOW);
    expect(readUtm(NOW + 7 * DAY - 1)).not.toBeNull();
    expect(readUtm(NOW + 7 * DAY)).toBeNull();
    expect(window.localStorage.getItem(UTM_STORAGE_KEY)).toBeNull();
  });

  it('is sent as the utm header only with a token and a live record', () => {
    expect(utmHeader('token', NOW)).toBeNull();
    captureUtm(params('utm_source=insta&utm_campaign=rentrée'), NOW);
    expect(utmHeader(null, NOW)).toBeNull();
    const header = utmHeader('token', NOW);
    expect(JSON.parse(header ?? '')).toEqual({ source: 'insta', campaign: 'rentrée' });
    // Header values must be Latin-1: non-ASCII is escaped inside the JSON.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(utmHeader('token', NOW + 8 * DAY)).toBeNull();
  });

  it('the API client adds it to requests by the same rule (no token yet for visitors)', () => {
    captureUtm(params('utm_source=insta'));
    expect(requestHeaders()).toEqual({ accept: 'application/json' });
    expect(requestHeaders('token')).toEqual({ accept: 'application/json', utm: '{"source":"insta"}' });
  });
});

describe('click ids (spec §4 "Global guard", §9 look-back)', () => {
  it('are stored with the time they were seen, and kept 30 days', () => {
    captureClickIds(params('gclid=G1&fbclid=F1&other=x'), NOW);
    captureClickIds(params('msclkid=M1'), NOW + 10 * DAY);
    expect(readClickIds(NOW + 10 * DAY)).toEqual({
      gclid: { id: 'G1', timestamp: NOW },
      fbclid: { id: 'F1', timestamp: NOW },
      msclkid: { id: 'M1', timestamp: NOW + 10 * DAY },
    });
    expect(readClickIds(NOW + 31 * DAY)).toEqual({ msclkid: { id: 'M1', timestamp: NOW + 10 * DAY } });
  });

  it('a newer click replaces the older one of the same network', () => {
    captureClickIds(params('gclid=old'), NOW);
    captureClickIds(params('gclid=new'), NOW + DAY);
    expect(readClickIds(NOW + DAY).gclid).toEqual({ id: 'new', timestamp: NOW + DAY });
    expect(Object.keys(JSON.parse(window.localStorage.getItem(CLICK_IDS_STORAGE_KEY) ?? '{}') as object)).toEqual([
      'gclid',
    ]);
  });

  it('survive unreadable storage', () => {
    window.localStorage.setItem(CLICK_IDS_STORAGE_KEY, 'not json');
    expect(readClickIds(NOW)).toEqual({});
  });
});
