// The stored referral code (30 days) and the spec §9 source of the page a referral link opened.
import { REFERRAL_SOURCES } from '@spc/domain/membership';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentTo, resetCookiesAndConsent } from '../../test/consent.ts';
import { captureReferral, referralSourceForPath } from './capture-referral.ts';
import { REFERRAL_LIFETIME_MS, REFERRAL_STORAGE_KEY, clearReferral, readReferral } from './referral-storage.ts';

const NOW = 1_750_000_000_000;

describe('referralSourceForPath', () => {
  it.each([
    ['/why-spc', 'why_spc'],
    ['/signup', 'create_account'],
    ['/signup/purchase', 'create_account'],
    ['/login', 'login_page'],
    ['/cibc', 'cibc'],
    ['/cibc/offers', 'cibc'],
    ['/purchase', 'purchase_page'],
    ['/purchase/instore', 'instore_purchase'],
    ['/landingcontest/spring', 'landing_contest'],
    ['/deals/category/food', 'category'],
    ['/plus-offers', 'spc_plus'],
    ['/spc-plus', 'spc_plus_page'],
    ['/activate/info', 'activation'],
    ['/weekly-deals/week-12', 'collection'],
    ['/deals', 'all_deals'],
    ['/deals/', 'all_deals'],
  ])('%s → %s', (path, source) => {
    expect(referralSourceForPath(path)).toBe(source);
    expect(REFERRAL_SOURCES).toContain(source);
  });

  it('names no source for other pages', () => {
    expect(referralSourceForPath('/')).toBeNull();
    expect(referralSourceForPath('/deals/northern-threads/offer/2')).toBeNull();
  });
});

describe('captureReferral', () => {
  beforeEach(() => consentTo({ marketing: true }));
  afterEach(resetCookiesAndConsent);

  it('stores nothing, and reads nothing back, without marketing consent', () => {
    consentTo({ marketing: false });
    expect(captureReferral({ pathname: '/deals', search: '?referral=FRIEND1' }, REFERRAL_SOURCES, NOW)).toBeNull();
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    consentTo({ marketing: true });
    captureReferral({ pathname: '/deals', search: '?referral=FRIEND1' }, REFERRAL_SOURCES, NOW);
    consentTo({ marketing: false });
    expect(readReferral(NOW)).toBeNull();
  });

  it('keeps the code 30 days with the source of the link, else of the page', () => {
    expect(
      captureReferral({ pathname: '/deals', search: '?referral=FRIEND1&source=cibc' }, REFERRAL_SOURCES, NOW),
    ).toEqual({
      code: 'FRIEND1',
      source: 'cibc',
      expireDate: NOW + REFERRAL_LIFETIME_MS,
    });
    expect(
      captureReferral({ pathname: '/deals', search: '?referral=FRIEND2&source=nowhere' }, REFERRAL_SOURCES, NOW)
        ?.source,
    ).toBe('all_deals');
    expect(readReferral(NOW + REFERRAL_LIFETIME_MS - 1)?.code).toBe('FRIEND2');
  });

  it('ignores a missing or malformed code', () => {
    expect(captureReferral({ pathname: '/', search: '' }, REFERRAL_SOURCES, NOW)).toBeNull();
    expect(captureReferral({ pathname: '/', search: '?referral=a' }, REFERRAL_SOURCES, NOW)).toBeNull();
    expect(captureReferral({ pathname: '/', search: '?referral=<script>' }, REFERRAL_SOURCES, NOW)).toBeNull();
    expect(readReferral(NOW)).toBeNull();
  });

  it('drops an expired or unreadable record', () => {
    captureReferral({ pathname: '/', search: '?referral=OLD123' }, REFERRAL_SOURCES, NOW);
    expect(readReferral(NOW + REFERRAL_LIFETIME_MS)).toBeNull();
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();

    window.localStorage.setItem(REFERRAL_STORAGE_KEY, '{"code":42}');
    expect(readReferral(NOW)).toBeNull();
    captureReferral({ pathname: '/', search: '?referral=NEW123' }, REFERRAL_SOURCES, NOW);
    clearReferral();
    expect(readReferral(NOW)).toBeNull();
  });
});
