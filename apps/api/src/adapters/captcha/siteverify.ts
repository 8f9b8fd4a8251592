// hCaptcha and reCAPTCHA: the browser runs the provider's widget with CAPTCHA_SITE_KEY and sends its
// token; the server asks the provider's siteverify with CAPTCHA_SECRET. A provider that cannot be
// reached refuses the proof (`unavailable`) rather than letting every request through.
import type { Captcha } from './captcha.ts';

export const SITEVERIFY_URLS = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

const TIMEOUT_MS = 5_000;
const TOKEN_MAX_LENGTH = 4_000;

export interface SiteverifyOptions {
  provider: 'hcaptcha' | 'recaptcha';
  secret: string;
  siteKey: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

export function createSiteverifyCaptcha({
  provider,
  secret,
  siteKey,
  fetch: doFetch = fetch,
}: SiteverifyOptions): Captcha {
  const captcha: Captcha = {
    provider,
    challenge: () => ({ provider, site_key: siteKey }),
    // The provider answers for a token once: asking it is using it (on its side; nothing of ours changes).
    check: (token, context) => captcha.verify(token, context),
    async verify(token, { ip }) {
      if (!token || token.length > TOKEN_MAX_LENGTH) return { ok: false, reason: 'invalid' };
      const body = new URLSearchParams({ secret, response: token, remoteip: ip });
      try {
        const response = await doFetch(SITEVERIFY_URLS[provider], {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        const answer = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
        if (answer.success === true) return { ok: true };
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
        // The providers' own words for a token seen before or too old.
        if (codes.includes('timeout-or-duplicate') || codes.includes('already-seen-response')) {
          return { ok: false, reason: 'replayed' };
        }
        return { ok: false, reason: 'invalid' };
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
  return captcha;
}
