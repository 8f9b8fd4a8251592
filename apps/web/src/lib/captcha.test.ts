// The browser side of the embedded captcha: it fetches the challenge, finds the number with
// crypto.subtle and sends back the proof the server checks; with a widget provider it says the check
// is unavailable instead of sending nothing.
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls } from '../test/render-app.tsx';
import { CaptchaUnavailableError, findNumber, solveCaptcha } from './captcha.ts';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// jsdom's `crypto` has no `subtle`; the browsers the app supports all do.
beforeEach(() => {
  vi.stubGlobal('crypto', webcrypto);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('solveCaptcha', () => {
  it('answers the base64 JSON proof of the challenge with the number found', async () => {
    const challenge = {
      provider: 'embedded',
      algorithm: 'SHA-256',
      salt: 'abc123',
      challenge: await sha256Hex('abc1231234'),
      maxnumber: 2_000,
      signature: 'f'.repeat(64),
      expires: 1_900_000_000_000,
    };
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(challenge)));
    vi.stubGlobal('fetch', fetchMock);
    const proof = await solveCaptcha();
    expect(requestedUrls(fetchMock)).toEqual(['/api/captcha/challenge']);
    expect(JSON.parse(atob(proof))).toEqual({
      algorithm: 'SHA-256',
      salt: 'abc123',
      challenge: challenge.challenge,
      maxnumber: 2_000,
      signature: challenge.signature,
      expires: challenge.expires,
      number: 1234,
    });
  });

  it('reports the check unavailable when the server runs hCaptcha or reCAPTCHA', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ provider: 'hcaptcha', site_key: 'k' }))),
    );
    await expect(solveCaptcha()).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});

describe('findNumber', () => {
  it('answers null for a challenge without a solution, and stops when the form is abandoned', async () => {
    const challenge = { salt: 's', challenge: '0'.repeat(64), maxnumber: 600 };
    expect(await findNumber(challenge)).toBeNull();
    const controller = new AbortController();
    controller.abort();
    await expect(findNumber(challenge, controller.signal)).rejects.toThrow();
  });
});
