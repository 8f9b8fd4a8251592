// The captcha interface (DESIGN.md "External services"): the embedded proof-of-work challenge by
// default (embedded.ts), or hCaptcha / reCAPTCHA's siteverify (siteverify.ts), chosen by
// CAPTCHA_PROVIDER. A protected form sends the proof as its `captcha` field; the route asks `verify`.
import type { CaptchaChallengeResponse, CaptchaProvider, CaptchaRefusal } from '@spc/domain/captcha';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaRefusal };

export interface Captcha {
  provider: CaptchaProvider;
  /** What the browser needs to produce a proof: a signed challenge, or the widget's site key. */
  challenge(now: Date): CaptchaChallengeResponse;
  /** Whether `proof` is good, once: a proof accepted once is refused after (single use). */
  verify(proof: string, context: { ip: string; now: Date }): Promise<CaptchaVerdict>;
  /**
   * Whether `proof` would be accepted now, without using it (GET /api/store/verifyRecaptcha and
   * /verifyHCaptcha: a GET changes nothing). The embedded proof stays good for `verify`; a
   * third-party token can only be asked of its provider once, which spends it there (siteverify.ts).
   */
  check(proof: string, context: { ip: string; now: Date }): Promise<CaptchaVerdict>;
}
