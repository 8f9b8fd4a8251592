// Security headers: a strict Content-Security-Policy (scripts from the origin only, no inline script at
// all: a server-rendered page's inline <script> elements are JSON data blocks, which are never executed,
// so pages need no nonce and share this one policy, decision 018), and HSTS only when the public URL is https (an
// http://127.0.0.1 page must not be told to upgrade its requests). With the Braintree gateway the
// browser tokenises cards at Braintree's client API, so its origin joins connect-src; and the checkout
// pages alone (@spc/domain/checkout-pages) also allow the hosts Braintree's PayPal checkout loads from,
// and let its PayPal popup talk back to the page (decision 040). Public pages keep the strict policy.
//
// Helmet decides the headers; they depend on the configuration alone, so they are worked out once at
// start-up and set on each reply as they are. (@fastify/helmet ran Helmet's middleware for every
// request, parsing the policy each time: an eighth of a cached answer's cost.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isCheckoutPage } from '@spc/domain/checkout-pages';
import { BRAINTREE_CLIENT_API_ORIGINS } from '../adapters/payments/client-token.ts';
import type { Config } from '../config.ts';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Inline styles are allowed (scripts are not): Radix dialogs lock the page's scroll with a <style>
  // element computed at run time, which neither a hash nor a nonce could cover.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  // ASVS 5.0 3.4.3 (L2): object-src and base-uri 'none'; the pages use no <base> element.
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Permissions-Policy (issue 16 item 9): the browser features the product never asks for are off for
 * its pages and anything they embed. Location comes from postal codes (decision 004), not the
 * browser's position, and payments from the card form, not the Payment Request API, so geolocation and
 * payment are off too; copying a code or referral link to the clipboard is the one feature used.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Braintree's GraphQL API per environment (braintree-web's GRAPHQL_URLS), which its client may call. */
const BRAINTREE_GRAPHQL_ORIGINS = {
  sandbox: 'https://payments.sandbox.braintree-api.com',
  production: 'https://payments.braintree-api.com',
} as const;

/**
 * What the checkout pages add with the Braintree gateway (decision 040), from Braintree's documented
 * policy for its PayPal components and PayPal's for its JS SDK, narrowed to the Braintree hosts that
 * braintree-web names: its scripts (js.), its frames (assets.), and its APIs; PayPal's SDK, buttons,
 * popup bridge, fraud and logging scripts live under *.paypal.com, its images and fonts under
 * *.paypalobjects.com.
 */
export function braintreeCheckoutSources(environment: 'sandbox' | 'production'): Record<string, string[]> {
  return {
    'script-src': ['https://js.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    'frame-src': ["'self'", 'https://assets.braintreegateway.com', 'https://*.paypal.com'],
    'connect-src': [BRAINTREE_GRAPHQL_ORIGINS[environment], 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    'font-src': ['https://*.paypalobjects.com'],
  };
}

/** The policy for this configuration: the sandbox's client API is same-origin, Braintree's is not. */
function policyFor(config: Config, checkout = false): Record<string, string[]> {
  const policy: Record<string, string[]> = { ...contentSecurityPolicy };
  if (config.paymentGateway === 'braintree' && config.braintree) {
    policy['connect-src'] = [
      ...contentSecurityPolicy['connect-src'],
      BRAINTREE_CLIENT_API_ORIGINS[config.braintree.environment],
    ];
    if (checkout) {
      for (const [directive, sources] of Object.entries(braintreeCheckoutSources(config.braintree.environment))) {
        policy[directive] = [...new Set([...(policy[directive] ?? []), ...sources])];
      }
    }
  }
  if (config.publicUrl.startsWith('https://')) policy['upgrade-insecure-requests'] = [];
  return policy;
}

/** The headers Helmet sets with these options, read off one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let outcome: { error?: unknown } | undefined;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    outcome = { error };
  });
  if (!outcome) throw new Error('helmet did not finish synchronously');
  if (outcome.error) throw outcome.error instanceof Error ? outcome.error : new Error('helmet refused its options');
  return headers;
}

/** Whether the checkout pages get a policy of their own: only with Braintree (the sandbox needs none). */
export const hasCheckoutPolicy = (config: Config) => config.paymentGateway === 'braintree' && Boolean(config.braintree);

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const https = config.publicUrl.startsWith('https://');
  const headersFor = (checkout: boolean) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: policyFor(config, checkout),
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // PayPal's approval is a popup on paypal.com that reports back to the page that opened it:
      // `same-origin` would cut it off from its opener (decision 040).
      crossOriginOpenerPolicy: { policy: checkout ? 'same-origin-allow-popups' : 'same-origin' },
    });
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    return headers;
  };
  const headers = headersFor(false);
  const checkoutHeaders = hasCheckoutPolicy(config) ? headersFor(true) : headers;
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(checkoutHeaders !== headers && isCheckoutPage(request.url) ? checkoutHeaders : headers);
    done();
  });
});
