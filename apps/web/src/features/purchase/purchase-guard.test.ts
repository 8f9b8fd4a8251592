// The purchase guard's decisions (spec §4 "Purchase guard"), one standing at a time.
import { describe, expect, it } from 'vitest';
import {
  codeSearch,
  codesFromSearch,
  purchaseRedirect,
  signupPurchaseRedirect,
  summaryRedirect,
} from './purchase-guard.ts';

const noCard = { registered: true, hasValidCard: false, isFreeTrial: false };
const trial = { registered: true, hasValidCard: true, isFreeTrial: true };
const member = { registered: true, hasValidCard: true, isFreeTrial: false };
const unregistered = { registered: false, hasValidCard: false, isFreeTrial: false };
const url = (path: string) => new URL(path, 'http://app');

describe('purchaseRedirect (/purchase)', () => {
  it('keeps a free trial on the page to upgrade', () => {
    expect(purchaseRedirect(trial, url('/purchase?promo=WELCOME10'))).toBeNull();
  });

  it('sends a registered user without a valid card on to /signup/purchase with the code', () => {
    expect(purchaseRedirect(noCard, url('/purchase?code=WELCOME10&utm_source=x'))).toBe(
      '/signup/purchase?code=WELCOME10',
    );
    expect(purchaseRedirect(noCard, url('/purchase?referral=FRIEND1'))).toBe('/signup/purchase?referral=FRIEND1');
  });

  it('sends a member to /deals, or to the QR membership choice from a QR landing', () => {
    expect(purchaseRedirect(member, url('/purchase'))).toBe('/deals');
    expect(purchaseRedirect(member, url('/purchase?from_qr=1'))).toBe('/qr-select-membership');
  });

  it('leaves visitors and unregistered users to the global guard', () => {
    expect(purchaseRedirect(null, url('/purchase'))).toBeNull();
    expect(purchaseRedirect(unregistered, url('/purchase'))).toBeNull();
  });
});

describe('signupPurchaseRedirect (/signup/purchase)', () => {
  it('shows the page to a registered user without a valid card', () => {
    expect(signupPurchaseRedirect(noCard, url('/signup/purchase'))).toBeNull();
  });

  it('sends visitors and unregistered users to sign-up, a trial to /purchase, a member to /deals', () => {
    expect(signupPurchaseRedirect(null, url('/signup/purchase'))).toBe('/signup');
    expect(signupPurchaseRedirect(unregistered, url('/signup/purchase'))).toBe('/signup');
    expect(signupPurchaseRedirect(trial, url('/signup/purchase?promo=X1Y'))).toBe('/purchase?promo=X1Y');
    expect(signupPurchaseRedirect(member, url('/signup/purchase'))).toBe('/deals');
  });
});

describe('summaryRedirect', () => {
  it('sends only members away', () => {
    expect(summaryRedirect(member)).toBe('/deals');
    expect(summaryRedirect(trial)).toBeNull();
    expect(summaryRedirect(noCard)).toBeNull();
  });
});

describe('codes in the URL', () => {
  it('reads the promo code from promo or code, and the referral apart', () => {
    expect(codesFromSearch(new URLSearchParams('promo=AAA&referral=BBB'))).toEqual({ promo: 'AAA', referral: 'BBB' });
    expect(codesFromSearch(new URLSearchParams('code=CCC'))).toEqual({ promo: 'CCC', referral: null });
    expect(codeSearch(new URLSearchParams('code=CCC&from_qr=1&promo='))).toBe('code=CCC');
  });
});
