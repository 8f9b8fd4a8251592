import { describe, expect, it } from 'vitest';
import {
  amountOutcome,
  avsPostalResponse,
  cardBrand,
  cardFailure,
  cardNumberOutcome,
  cvvResponse,
  fraudRuleFailure,
  isExpired,
  luhnValid,
  parseExpirationDate,
  processorResponseText,
  TEST_NONCES,
} from './sandbox-rules.ts';

describe('card numbers', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['4005519200000004', 'Visa'],
    ['4009348888881881', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2223000048400011', 'MasterCard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['36259600000004', 'Diners Club'],
    ['6304000000000000', 'Maestro'],
  ])('%s is a valid %s', (number, brand) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
    expect(cardNumberOutcome(number)).toBe('ok');
  });

  it.each(['4000111111111115', '5105105105105100', '378734493671000', '6011000990139424'])(
    '%s fails verification',
    (number) => {
      expect(cardNumberOutcome(number)).toBe('verification_failed');
    },
  );

  it.each(['4111111111111112', '411111111111', '41111111111111111111', '', '4111-1111-1111-1111'])(
    '%o is not a valid number',
    (number) => {
      expect(cardNumberOutcome(number)).toBeNull();
    },
  );

  it('names an unrecognised BIN Unknown', () => {
    expect(cardBrand('9999999999999995')).toBe('Unknown');
  });
});

describe('test nonces', () => {
  it('have Braintree-like details, PayPal as brand PayPal ending 0000', () => {
    expect(TEST_NONCES['fake-valid-nonce']).toMatchObject({ cardType: 'Visa', outcome: 'ok' });
    expect(TEST_NONCES['fake-paypal-one-time-nonce']).toMatchObject({
      kind: 'paypal',
      cardType: 'PayPal',
      last4: '0000',
    });
    for (const nonce of Object.values(TEST_NONCES)) expect(nonce.last4).toMatch(/^\d{4}$/);
  });
});

describe('codes', () => {
  it('maps CVV test codes', () => {
    expect([
      cvvResponse('200'),
      cvvResponse('201'),
      cvvResponse('301'),
      cvvResponse('123'),
      cvvResponse(undefined),
    ]).toEqual(['N', 'U', 'S', 'M', 'I']);
  });

  it('maps postal code 20000 to an AVS mismatch', () => {
    expect([avsPostalResponse('20000'), avsPostalResponse('M5V 2T6'), avsPostalResponse(null)]).toEqual([
      'N',
      'M',
      'I',
    ]);
  });

  it('rejects CVV and AVS mismatches only', () => {
    expect(fraudRuleFailure('N', 'M')).toMatchObject({ kind: 'gateway_rejected', code: 'cvv' });
    expect(fraudRuleFailure('M', 'N')).toMatchObject({ kind: 'gateway_rejected', code: 'avs' });
    for (const cvv of ['M', 'U', 'S', 'I', null]) expect(fraudRuleFailure(cvv, 'M')).toBeNull();
  });
});

describe('amounts', () => {
  it.each([
    [1, null],
    [199_999, null],
    [200_000, 'processor_declined 2000 Do Not Honor'],
    [200_199, 'processor_declined 2001 Insufficient Funds'],
    [204_600, 'processor_declined 2046 Declined'],
    [299_999, 'processor_declined 2999 Processor Declined'],
    [300_000, 'processor_failure 3000 Processor Network Unavailable - Try Again'],
    [300_099, 'processor_failure 3000 Processor Network Unavailable - Try Again'],
    [300_100, null],
    [400_099, null],
    [500_100, 'gateway_rejected application_incomplete Gateway Rejected: application_incomplete'],
    [500_000, null],
  ])('%i cents → %s', (cents, expected) => {
    const outcome = amountOutcome(cents);
    expect(outcome && `${outcome.kind} ${outcome.code} ${outcome.message}`).toBe(expected);
  });

  it('falls back to Processor Declined for codes without a text', () => {
    expect(processorResponseText(2099)).toBe('Processor Declined');
  });
});

describe('card outcomes', () => {
  it('are a failed verification when vaulting a declined card, a decline when charging it', () => {
    expect(cardFailure('processor_declined', 'sale')).toMatchObject({ kind: 'processor_declined', code: '2000' });
    expect(cardFailure('processor_declined', 'vault')).toMatchObject({ kind: 'verification_failed', code: '2000' });
    expect(cardFailure('verification_failed', 'sale')).toMatchObject({ kind: 'verification_failed' });
    expect(cardFailure('luhn_invalid', 'sale')).toMatchObject({ kind: 'invalid_nonce', code: '81715' });
    expect(cardFailure('ok', 'vault')).toBeNull();
  });
});

describe('expiry', () => {
  it('parses MM/YY and MM/YYYY', () => {
    expect(parseExpirationDate('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpirationDate('4/2029')).toEqual({ month: 4, year: 2029 });
    expect(parseExpirationDate('00/29')).toBeNull();
    expect(parseExpirationDate('04-29')).toBeNull();
  });

  it('keeps a card good through its expiry month', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});
