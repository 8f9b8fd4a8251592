// Decision 040: with the Braintree gateway, the checkout pages (and only they) are sent under a policy
// that lets Braintree's PayPal checkout load; every public page keeps `script-src 'self'` (decision 018),
// and with the embedded sandbox the checkout pages do too. Through the real app and the real web build.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../web/dist');
const braintreeEnv = {
  WEB_DIST_DIR,
  PUBLIC_URL: 'https://spc.example',
  PAYMENT_GATEWAY: 'braintree',
  BRAINTREE_ENVIRONMENT: 'sandbox',
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
};
const CHECKOUT_PAGES = [
  '/purchase/summary',
  '/purchase',
  '/signup/purchase',
  '/fr/purchase/guest',
  '/purchase?code=FRIEND',
];
const PUBLIC_PAGES = ['/', '/deals', '/fr/deals', '/purchase/completion', '/purchase/instore', '/signup'];

/** The directives of a policy, each with its sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function page(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBeLessThan(500);
  return {
    csp: directives(String(res.headers['content-security-policy'])),
    coop: res.headers['cross-origin-opener-policy'],
  };
}

describe('the checkout pages with Braintree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(braintreeEnv);
  });
  afterAll(async () => {
    await t.close();
  });

  it("allow exactly the hosts of Braintree's PayPal checkout, and PayPal's popup", async () => {
    for (const url of CHECKOUT_PAGES) {
      const { csp, coop } = await page(t, url);
      expect(csp['script-src'], url).toEqual([
        "'self'",
        'https://js.braintreegateway.com',
        'https://*.paypal.com',
        'https://*.paypalobjects.com',
      ]);
      expect(csp['frame-src'], url).toEqual(["'self'", 'https://assets.braintreegateway.com', 'https://*.paypal.com']);
      expect(csp['connect-src'], url).toEqual([
        "'self'",
        'https://api.sandbox.braintreegateway.com',
        'https://payments.sandbox.braintree-api.com',
        'https://*.paypal.com',
        'https://*.paypalobjects.com',
      ]);
      expect(csp['img-src'], url).toEqual(["'self'", 'data:', 'https://*.paypal.com', 'https://*.paypalobjects.com']);
      // Still no inline script, no eval, no plugin, no framing of our pages.
      expect(csp['script-src']!.join(' '), url).not.toMatch(/unsafe|nonce/);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(coop, url).toBe('same-origin-allow-popups');
    }
  });

  it("keep every other page, and the API, under script-src 'self' alone", async () => {
    for (const url of [...PUBLIC_PAGES, '/api/health']) {
      const { csp, coop } = await page(t, url);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['frame-src'], url).toBeUndefined();
      expect(csp['connect-src'], url).toEqual(["'self'", 'https://api.sandbox.braintreegateway.com']);
      expect(coop, url).toBe('same-origin');
    }
  });
});

describe('the checkout pages with the embedded sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR, PUBLIC_URL: 'https://spc.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("need no outside host: script-src 'self' like every page", async () => {
    for (const url of [...CHECKOUT_PAGES, ...PUBLIC_PAGES]) {
      const { csp, coop } = await page(t, url);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['connect-src'], url).toEqual(["'self'"]);
      expect(csp['frame-src'], url).toBeUndefined();
      expect(coop, url).toBe('same-origin');
    }
  });
});
