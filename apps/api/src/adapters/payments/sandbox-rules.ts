// What decides an outcome in the embedded sandbox gateway, after Braintree's documented sandbox
// behaviour: test nonces, test card numbers, CVV and postal codes, and test amounts. Pure functions.
import type { PaymentFailureKind } from './gateway.ts';

/** What a card (or test nonce) decides before the amount is looked at. */
export type CardOutcome =
  | 'ok'
  | 'verification_failed'
  | 'processor_declined'
  | 'processor_failure'
  | 'gateway_rejected_fraud'
  | 'invalid_nonce'
  | 'luhn_invalid';

export interface TestNonce {
  kind: 'credit_card' | 'paypal';
  cardType: string;
  bin: string | null;
  last4: string;
  outcome: CardOutcome;
}

/** PayPal accounts have no card: they are reported as this brand and these "last four". */
export const PAYPAL_CARD_TYPE = 'PayPal';
export const PAYPAL_LAST4 = '0000';
/** A PayPal account has no expiry; this keeps it from ever looking like an expiring card. */
export const PAYPAL_EXPIRY = { expirationMonth: 12, expirationYear: 9999 } as const;

const visa = { kind: 'credit_card', cardType: 'Visa', bin: '401288', last4: '1881', outcome: 'ok' } as const;

/**
 * Braintree's fixed sandbox nonces (developer.paypal.com/braintree/docs/reference/general/testing).
 * Unlike tokenised nonces they can be used any number of times.
 */
export const TEST_NONCES: Readonly<Record<string, TestNonce>> = {
  'fake-valid-nonce': visa,
  'fake-valid-visa-nonce': visa,
  'fake-valid-debit-nonce': visa,
  'fake-valid-prepaid-nonce': visa,
  'fake-valid-commercial-nonce': visa,
  'fake-valid-no-billing-address-nonce': visa,
  'fake-valid-mastercard-nonce': {
    kind: 'credit_card',
    cardType: 'MasterCard',
    bin: '555555',
    last4: '4444',
    outcome: 'ok',
  },
  'fake-valid-amex-nonce': {
    kind: 'credit_card',
    cardType: 'American Express',
    bin: '378282',
    last4: '0005',
    outcome: 'ok',
  },
  'fake-valid-discover-nonce': {
    kind: 'credit_card',
    cardType: 'Discover',
    bin: '601111',
    last4: '1117',
    outcome: 'ok',
  },
  'fake-valid-jcb-nonce': { kind: 'credit_card', cardType: 'JCB', bin: '353011', last4: '0000', outcome: 'ok' },
  'fake-valid-dinersclub-nonce': {
    kind: 'credit_card',
    cardType: 'Diners Club',
    bin: '362596',
    last4: '0004',
    outcome: 'ok',
  },
  'fake-valid-maestro-nonce': { kind: 'credit_card', cardType: 'Maestro', bin: '630400', last4: '0000', outcome: 'ok' },
  'fake-processor-declined-visa-nonce': {
    kind: 'credit_card',
    cardType: 'Visa',
    bin: '400011',
    last4: '1115',
    outcome: 'processor_declined',
  },
  'fake-processor-declined-mastercard-nonce': {
    kind: 'credit_card',
    cardType: 'MasterCard',
    bin: '510510',
    last4: '5100',
    outcome: 'processor_declined',
  },
  'fake-processor-declined-amex-nonce': {
    kind: 'credit_card',
    cardType: 'American Express',
    bin: '378734',
    last4: '1000',
    outcome: 'processor_declined',
  },
  'fake-processor-declined-discover-nonce': {
    kind: 'credit_card',
    cardType: 'Discover',
    bin: '601100',
    last4: '9424',
    outcome: 'processor_declined',
  },
  'fake-processor-failure-jcb-nonce': {
    kind: 'credit_card',
    cardType: 'JCB',
    bin: '356600',
    last4: '0505',
    outcome: 'processor_failure',
  },
  'fake-consumed-nonce': { kind: 'credit_card', cardType: 'Visa', bin: null, last4: '1881', outcome: 'invalid_nonce' },
  'fake-luhn-invalid-nonce': {
    kind: 'credit_card',
    cardType: 'Visa',
    bin: '400000',
    last4: '0001',
    outcome: 'luhn_invalid',
  },
  'fake-gateway-rejected-fraud-nonce': {
    kind: 'credit_card',
    cardType: 'Visa',
    bin: '400011',
    last4: '1511',
    outcome: 'gateway_rejected_fraud',
  },
  'fake-paypal-one-time-nonce': {
    kind: 'paypal',
    cardType: PAYPAL_CARD_TYPE,
    bin: null,
    last4: PAYPAL_LAST4,
    outcome: 'ok',
  },
  'fake-paypal-billing-agreement-nonce': {
    kind: 'paypal',
    cardType: PAYPAL_CARD_TYPE,
    bin: null,
    last4: PAYPAL_LAST4,
    outcome: 'ok',
  },
};

/** Braintree's test numbers that fail card verification (processor response 2000). */
export const VERIFICATION_FAILURE_CARDS: ReadonlySet<string> = new Set([
  '4000111111111115',
  '5105105105105100',
  '378734493671000',
  '6011000990139424',
]);

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a number's BIN belongs to, with Braintree's names; 'Unknown' when none matches. */
export function cardBrand(number: string): string {
  const n = number;
  const prefix = (length: number) => Number(n.slice(0, length));
  if (/^4/.test(n)) return 'Visa';
  if (/^5[1-5]/.test(n) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'MasterCard';
  if (/^3[47]/.test(n)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(n) || (prefix(6) >= 622126 && prefix(6) <= 622925)) return 'Discover';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'JCB';
  if (/^(30[0-5]|3095|36|38|39)/.test(n)) return 'Diners Club';
  if (/^(5018|5020|5038|5893|6304|6759|676[1-3])/.test(n)) return 'Maestro';
  if (/^62/.test(n)) return 'UnionPay';
  return 'Unknown';
}

/** What a card number decides at tokenisation (its verification); null → not a valid number. */
export function cardNumberOutcome(number: string): CardOutcome | null {
  if (!luhnValid(number)) return null;
  return VERIFICATION_FAILURE_CARDS.has(number) ? 'verification_failed' : 'ok';
}

/** Braintree's CVV response code for a test security code: 200 → N (no match), 201 → U, 301 → S, else M. */
export function cvvResponse(cvv: string | undefined): 'M' | 'N' | 'U' | 'S' | 'I' {
  if (cvv === undefined) return 'I';
  if (cvv === '200') return 'N';
  if (cvv === '201') return 'U';
  if (cvv === '301') return 'S';
  return 'M';
}

/** Braintree's AVS postal-code response: 20000 → N (does not match), none given → I, else M. */
export function avsPostalResponse(postalCode: string | undefined | null): 'M' | 'N' | 'I' {
  if (!postalCode) return 'I';
  return postalCode.replace(/\s/g, '') === '20000' ? 'N' : 'M';
}

/** Braintree's processor response texts for the decline codes the test amounts produce. */
export const PROCESSOR_RESPONSE_TEXTS: Readonly<Record<number, string>> = {
  2000: 'Do Not Honor',
  2001: 'Insufficient Funds',
  2002: 'Limit Exceeded',
  2003: "Cardholder's Activity Limit Exceeded",
  2004: 'Expired Card',
  2005: 'Invalid Credit Card Number',
  2006: 'Invalid Expiration Date',
  2007: 'No Account',
  2008: 'Card Account Length Error',
  2009: 'No Such Issuer',
  2010: 'Card Issuer Declined CVV',
  2011: 'Voice Authorization Required',
  2012: 'Processor Declined - Possible Lost Card',
  2013: 'Processor Declined - Possible Stolen Card',
  2014: 'Processor Declined - Fraud Suspected',
  2015: 'Transaction Not Allowed',
  2016: 'Duplicate Transaction',
  2017: 'Cardholder Stopped Billing',
  2018: 'Cardholder Stopped All Billing',
  2019: 'Invalid Transaction',
  2020: 'Violation',
  2021: 'Security Violation',
  2022: 'Declined - Updated Cardholder Available',
  2023: 'Processor Does Not Support This Feature',
  2024: 'Card Type Not Enabled',
  2038: 'Processor Declined',
  2044: 'Declined - Call Issuer',
  2046: 'Declined',
};

export const processorResponseText = (code: number) => PROCESSOR_RESPONSE_TEXTS[code] ?? 'Processor Declined';

export const PROCESSOR_FAILURE = { code: '3000', message: 'Processor Network Unavailable - Try Again' } as const;

export interface RuleFailure {
  kind: PaymentFailureKind;
  code: string;
  message: string;
}

/**
 * What the amount decides (Braintree's test amounts, in dollars): 0.01–1999.99 authorized;
 * 2000.00–2999.99 declined with the whole-dollar amount as the processor code; 3000.00–3000.99
 * processor failure; 5001.00 gateway-rejected as application_incomplete; anything else authorized.
 */
export function amountOutcome(amountCents: number): RuleFailure | null {
  if (amountCents >= 200_000 && amountCents < 300_000) {
    const code = Math.floor(amountCents / 100);
    return { kind: 'processor_declined', code: String(code), message: processorResponseText(code) };
  }
  if (amountCents >= 300_000 && amountCents < 300_100) return { kind: 'processor_failure', ...PROCESSOR_FAILURE };
  if (amountCents === 500_100) {
    return {
      kind: 'gateway_rejected',
      code: 'application_incomplete',
      message: 'Gateway Rejected: application_incomplete',
    };
  }
  return null;
}

/**
 * What the card itself decides, at a sale or when vaulting (verification is always on). A card that
 * fails verification or a declined-card nonce give processor code 2000; at vaulting both are a failed
 * verification.
 */
export function cardFailure(outcome: CardOutcome, at: 'sale' | 'vault'): RuleFailure | null {
  switch (outcome) {
    case 'ok':
      return null;
    case 'invalid_nonce':
      return { kind: 'invalid_nonce', code: '93107', message: 'Cannot use a payment_method_nonce more than once.' };
    case 'luhn_invalid':
      // A Luhn-invalid card is a validation error at Braintree (81715): the shopper re-enters the card.
      return { kind: 'invalid_nonce', code: '81715', message: 'Credit card number is invalid.' };
    case 'gateway_rejected_fraud':
      return { kind: 'gateway_rejected', code: 'fraud', message: 'Gateway Rejected: fraud' };
    case 'processor_failure':
      return { kind: 'processor_failure', ...PROCESSOR_FAILURE };
    case 'verification_failed':
      return { kind: 'verification_failed', code: '2000', message: 'Do Not Honor' };
    case 'processor_declined':
      return {
        kind: at === 'vault' ? 'verification_failed' : 'processor_declined',
        code: '2000',
        message: 'Do Not Honor',
      };
  }
}

/** Our fraud rules (Braintree's CVV and AVS rules): a CVV or postal code that does not match is rejected. */
export function fraudRuleFailure(cvv: string | null, avsPostal: string): RuleFailure | null {
  if (cvv === 'N') return { kind: 'gateway_rejected', code: 'cvv', message: 'Gateway Rejected: cvv' };
  if (avsPostal === 'N') return { kind: 'gateway_rejected', code: 'avs', message: 'Gateway Rejected: avs' };
  return null;
}

/** Parses 'MM/YY' or 'MM/YYYY'; null when malformed. */
export function parseExpirationDate(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}
