// A one-time PayPal nonce through the gateway's client API (docs/decisions/009-payments.md, 040): the
// embedded sandbox approves in the page (POST {clientApiUrl}/v1/paypal_accounts, as Braintree's client
// API names it) and answers a PayPal nonce, so the sandbox flow needs no external script. With Braintree,
// PayPal's approval is PayPal's own button and popup: Braintree's client and PayPal Checkout components
// are loaded from js.braintreegateway.com, which loads PayPal's JS SDK (loadPayPalSDK); the checkout
// pages' CSP allows exactly those hosts (decision 040), other pages' does not, so a page reached by an
// in-app link from elsewhere is loaded again first. A script that does not load → "unavailable".
// (Only the lazy purchase pages import this module.)
import { isCheckoutPage } from '@spc/domain/checkout-pages';
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

/** What is paid, for PayPal's payment (Braintree's createPayment). */
export interface PayPalPayment {
  cents: number;
  currency: string;
  language: 'en' | 'fr';
}

/**
 * How this gateway's PayPal approval goes: in the page (the embedded sandbox), or with PayPal's own
 * button, rendered by `render` into the page (Braintree); `reloading` when this document was served
 * under another page's policy and is being loaded again.
 */
export type PayPalCheckout =
  | { kind: 'in-page'; approve: () => Promise<PayPalApproval> }
  | { kind: 'paypal-button'; render: (container: HTMLElement, handlers: PayPalButtonHandlers) => Promise<void> }
  | { kind: 'reloading' };

export interface PayPalButtonHandlers {
  onApproved(approval: PayPalApproval): void;
  onError(error: PayPalTokenizeError): void;
  onCancel(): void;
}

/** The braintree-web release loaded from Braintree's CDN (its PayPal Checkout component loads PayPal's v5 SDK). */
export const BRAINTREE_WEB_VERSION = '3.136.0';
export const braintreeScriptUrl = (component: 'client' | 'paypal-checkout') =>
  `https://js.braintreegateway.com/web/${BRAINTREE_WEB_VERSION}/js/${component}.min.js`;
const SCRIPT_TIMEOUT_MS = 30_000;
const CHOICE_KEY = 'spc-paypal-choice';

/** Loads this page again (an object, so that tests can watch it: jsdom does not navigate). */
export const documentLoader = { reload: () => window.location.reload() };

/** Prepares the PayPal approval this gateway offers, and answers how it goes. */
export async function preparePayPal(payment: PayPalPayment): Promise<PayPalCheckout> {
  let decoded: DecodedClientToken;
  let clientToken: string;
  try {
    clientToken = await fetchClientToken();
    decoded = decodeClientToken(clientToken);
  } catch (error) {
    throw new PayPalTokenizeError('generic', 'A client token could not be fetched.', { cause: error });
  }
  if (approvesInPage(decoded)) return { kind: 'in-page', approve: () => approveInPage(decoded) };
  if (!servedAsCheckoutPage()) {
    // This document came with another page's policy (an in-app link from a public page): load the
    // page again, the same history entry and state, now with the checkout pages' policy.
    rememberPayPalChoice();
    documentLoader.reload();
    return { kind: 'reloading' };
  }
  const checkout = await loadBraintreePayPal(clientToken, payment);
  return {
    kind: 'paypal-button',
    render: (container, handlers) => renderButton(checkout, payment, container, handlers),
  };
}

/** Approves a PayPal payment in the page (the embedded sandbox) and answers its one-time nonce. */
async function approveInPage(decoded: DecodedClientToken): Promise<PayPalApproval> {
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

/** Whether this document was served for a checkout page, so under its policy (decision 040). */
export function servedAsCheckoutPage(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  // Without the navigation entry, try: a script the policy refuses fails to load → "unavailable".
  if (!entry?.name) return true;
  return isCheckoutPage(new URL(entry.name).pathname);
}

/** Keeps the PayPal choice across the reload of this page (read once by `takePayPalChoice`). */
function rememberPayPalChoice() {
  try {
    window.sessionStorage.setItem(CHOICE_KEY, window.location.pathname);
  } catch {
    // Storage refused: the shopper chooses PayPal again.
  }
}

/** Whether PayPal was chosen on this page before it was loaded again; forgets it. */
export function takePayPalChoice(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const path = window.sessionStorage.getItem(CHOICE_KEY);
    window.sessionStorage.removeItem(CHOICE_KEY);
    return path === window.location.pathname;
  } catch {
    return false;
  }
}

// Just what this module uses of braintree-web's client and PayPal Checkout components and PayPal's SDK.
interface PayPalCheckoutInstance {
  loadPayPalSDK(options: Record<string, string>): Promise<unknown>;
  createPayment(options: { flow: 'checkout'; amount: string; currency: string; intent: 'capture' }): Promise<string>;
  tokenizePayment(data: unknown): Promise<{ nonce: string; details?: { email?: string } }>;
}
interface BraintreeGlobal {
  client: { create(options: { authorization: string }): Promise<unknown> };
  paypalCheckout: { create(options: { client: unknown }): Promise<PayPalCheckoutInstance> };
}
interface PayPalSdk {
  FUNDING: { PAYPAL: string };
  Buttons(options: {
    fundingSource: string;
    createOrder(): Promise<string>;
    onApprove(data: unknown): Promise<void>;
    onCancel(): void;
    onError(error: unknown): void;
  }): { render(container: HTMLElement): Promise<void> };
}
type CheckoutWindow = Window & { braintree?: BraintreeGlobal; paypal?: PayPalSdk };

/** Adds a script from Braintree's CDN once; rejects when it does not load (refused, offline, slow). */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const found = [...document.scripts].find((script) => script.src === src);
    if (found?.dataset.loaded === 'true') return resolve();
    const script = found ?? document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error(`${src} took too long`)), SCRIPT_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`${src} did not load`)));
    if (!found) {
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  });
}

async function loadBraintreePayPal(clientToken: string, payment: PayPalPayment): Promise<PayPalCheckoutInstance> {
  try {
    await loadScript(braintreeScriptUrl('client'));
    await loadScript(braintreeScriptUrl('paypal-checkout'));
    const braintree = (window as CheckoutWindow).braintree;
    if (!braintree?.client || !braintree.paypalCheckout) throw new Error('braintree-web did not start');
    const client = await braintree.client.create({ authorization: clientToken });
    const checkout = await braintree.paypalCheckout.create({ client });
    // Adds PayPal's JS SDK (www.paypal.com/sdk/js, with the merchant's client id) to the page.
    await checkout.loadPayPalSDK({
      currency: payment.currency,
      intent: 'capture',
      locale: payment.language === 'fr' ? 'fr_CA' : 'en_CA',
    });
    return checkout;
  } catch (error) {
    throw new PayPalTokenizeError('unavailable', "Braintree's PayPal checkout could not be loaded.", { cause: error });
  }
}

async function renderButton(
  checkout: PayPalCheckoutInstance,
  payment: PayPalPayment,
  container: HTMLElement,
  handlers: PayPalButtonHandlers,
): Promise<void> {
  const paypal = (window as CheckoutWindow).paypal;
  if (!paypal) throw new PayPalTokenizeError('unavailable', "PayPal's SDK did not start.");
  try {
    await paypal
      .Buttons({
        fundingSource: paypal.FUNDING.PAYPAL,
        createOrder: () =>
          checkout.createPayment({
            flow: 'checkout',
            amount: (payment.cents / 100).toFixed(2),
            currency: payment.currency,
            intent: 'capture',
          }),
        onApprove: async (data) => {
          try {
            const payload = await checkout.tokenizePayment(data);
            handlers.onApproved({ nonce: payload.nonce, email: payload.details?.email ?? null });
          } catch (error) {
            handlers.onError(
              new PayPalTokenizeError('generic', 'The PayPal approval gave no nonce.', { cause: error }),
            );
          }
        },
        onCancel: () => handlers.onCancel(),
        onError: (error) =>
          handlers.onError(new PayPalTokenizeError('generic', 'PayPal reported an error.', { cause: error })),
      })
      .render(container);
  } catch (error) {
    throw new PayPalTokenizeError('unavailable', "PayPal's button could not be shown.", { cause: error });
  }
}
