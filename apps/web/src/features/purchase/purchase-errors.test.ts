// Issue 23 item 15: the refusal of auto-renew with PayPal reaches the purchase pages in both languages.
import enPurchase from '@spc/locales/en/purchase.json';
import frPurchase from '@spc/locales/fr/purchase.json';
import { STORE_ERRORS } from '@spc/domain/store';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { purchaseErrorCode } from './purchase-errors.ts';

describe('purchaseErrorCode', () => {
  it('knows AUTO_RENEW_NOT_WITH_PAYPAL, translated in English and French', () => {
    const error = new ApiError(422, 'AUTO_RENEW_NOT_WITH_PAYPAL', STORE_ERRORS.AUTO_RENEW_NOT_WITH_PAYPAL);
    expect(purchaseErrorCode(error)).toBe('AUTO_RENEW_NOT_WITH_PAYPAL');
    expect(enPurchase.errors.AUTO_RENEW_NOT_WITH_PAYPAL).toMatch(/PayPal/);
    expect(frPurchase.errors.AUTO_RENEW_NOT_WITH_PAYPAL).toMatch(/PayPal/);
    expect(frPurchase.errors.AUTO_RENEW_NOT_WITH_PAYPAL).not.toMatch(/adhésion/i);
  });
});
