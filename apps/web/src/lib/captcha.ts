// The captcha proof a protected form sends (issue 17 contact form; DESIGN.md "captcha: built-in
// proof-of-work challenge | hCaptcha / reCAPTCHA"). With the embedded provider the browser fetches a
// signed challenge and finds the number n with SHA-256(salt + n) = challenge using crypto.subtle, in
// small batches that give the page back between them, so typing and scrolling stay smooth. The
// hCaptcha / reCAPTCHA widgets are not wired into the pages yet: with those providers this reports
// the check as unavailable.
import { captchaChallengeResponseSchema, encodeProof, type EmbeddedChallenge } from '@spc/domain/captcha';
import { apiGet } from './api-client.ts';

/** Hashes computed between two yields to the page (a few milliseconds of work). */
const BATCH = 500;

/** The server's provider needs a widget this app does not run yet (hCaptcha / reCAPTCHA). */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/** Finds the number of an embedded challenge; null when none in 0..maxnumber matches (a broken challenge). */
export async function findNumber(
  challenge: Pick<EmbeddedChallenge, 'salt' | 'challenge' | 'maxnumber'>,
  signal?: AbortSignal,
): Promise<number | null> {
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    throwIfAborted(signal);
    const end = Math.min(start + BATCH, challenge.maxnumber + 1);
    const numbers = Array.from({ length: end - start }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = digests.findIndex((digest) => toHex(digest) === challenge.challenge);
    if (found >= 0) return numbers[found]!;
    await yieldToPage();
  }
  return null;
}

/** Solves the server's current challenge and returns the proof to send as `captcha`. */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const challenge = await apiGet('/captcha/challenge', captchaChallengeResponseSchema, { signal });
  if (challenge.provider !== 'embedded') {
    throw new CaptchaUnavailableError(`captcha: the ${challenge.provider} widget is not available in this app yet`);
  }
  const number = await findNumber(challenge, signal);
  if (number === null) throw new Error('captcha: the challenge has no solution');
  const { provider, ...fields } = challenge;
  void provider;
  return encodeProof({ ...fields, number });
}
