// A one-time PayPal nonce through the gateway's client API (docs/decisions/009-payments.md): the
// embedded sandbox approves in the page (POST {clientApiUrl}/v1/paypal_accounts, as Braintree's client
// API names it) and answers a PayPal nonce, so the sandbox flow needs no external script. Braintree's
// real PayPal approval is PayPal's own popup, which needs PayPal's checkout script: it is not loaded by
// this app (our CSP allows no third-party script), so with Braintree configured PayPal is reported as
// unavailable and the card form remains.
// (Only the lazy purchase pages import this module.)
import type { DecodedClientToken } from '@spc/domain/store';
import { decodeClientToken, fetchClientToken, tokenizeUrl } from './card-tokenizer.ts';

/** Why no nonce came back: PayPal cannot be used with this gateway, or the approval failed. */
export type PayPalTokenizeReason = 'unavailable' | 'generic';

export class PayPalTokenizeError extends Error {
  override name = 'PayPalTokenizeError';
  constructor(
    readonly reason: PayPalTokenizeReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface PayPalApproval {
  nonce: string;
  /** The PayPal account's e-mail address, when the gateway gives it. */
  email: string | null;
}

/** Whether this gateway's PayPal approval can happen in the page (the embedded sandbox). */
export const approvesInPage = (decoded: DecodedClientToken) => decoded.environment === 'sandbox-embedded';

/** Approves a PayPal payment and answers its one-time nonce. */
export async function tokenizePayPal(): Promise<PayPalApproval> {
  let decoded: DecodedClientToken;
  try {
    decoded = decodeClientToken(await fetchClientToken());
  } catch (error) {
    throw new PayPalTokenizeError('generic', 'A client token could not be fetched.', { cause: error });
  }
  if (!approvesInPage(decoded)) {
    throw new PayPalTokenizeError('unavailable', `PayPal is not offered with the ${decoded.environment} gateway.`);
  }
  let response: Response;
  try {
    response = await fetch(tokenizeUrl(decoded, 'paypal_accounts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ authorizationFingerprint: decoded.authorizationFingerprint }),
    });
  } catch (error) {
    throw new PayPalTokenizeError('generic', 'The payment gateway could not be reached.', { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new PayPalTokenizeError('generic', `The payment gateway refused PayPal (HTTP ${response.status}).`);
  }
  const accounts = (body as { paypalAccounts?: unknown } | undefined)?.paypalAccounts;
  const account = Array.isArray(accounts) ? (accounts[0] as Record<string, unknown> | undefined) : undefined;
  if (typeof account?.nonce !== 'string') {
    throw new PayPalTokenizeError('generic', 'The payment gateway answered without a nonce.');
  }
  const details = account.details as { email?: unknown } | undefined;
  return { nonce: account.nonce, email: typeof details?.email === 'string' ? details.email : null };
}
