import { describe, expect, it } from 'vitest';
import { isCheckoutPage } from './checkout-pages.ts';

describe('isCheckoutPage', () => {
  it('knows the purchase pages, in either language and with a query or a trailing slash', () => {
    for (const path of [
      '/purchase',
      '/purchase/',
      '/purchase?code=FRIEND',
      '/signup/purchase',
      '/purchase/summary',
      '/purchase/guest',
      '/fr/purchase/summary',
      '/purchase/guest/en',
      '/en/signup/purchase/fr',
    ]) {
      expect(isCheckoutPage(path), path).toBe(true);
    }
  });

  it('leaves every other page out, the purchase completion and in-store guide too', () => {
    for (const path of [
      '/',
      '/fr',
      '/deals',
      '/purchase/completion',
      '/purchase/instore',
      '/billing',
      '/signup',
      '/api/store/v2/vault_client_token',
      '/purchase/summary/extra',
      '/de/purchase',
    ]) {
      expect(isCheckoutPage(path), path).toBe(false);
    }
  });
});
