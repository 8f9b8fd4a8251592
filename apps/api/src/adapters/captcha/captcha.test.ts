// The captcha adapters: the embedded proof of work accepts a solved, signed, unexpired challenge once
// and refuses everything else; the siteverify adapter reads hCaptcha's / reCAPTCHA's answer and refuses
// when the provider cannot be reached.
import { randomBytes } from 'node:crypto';
import { encodeProof, type EmbeddedChallenge } from '@spc/domain/captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { createEmbeddedCaptcha, solveChallenge } from './embedded.ts';
import { createSiteverifyCaptcha, SITEVERIFY_URLS } from './siteverify.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const now = new Date('2026-11-26T12:00:00Z');
const context = { ip: '203.0.113.5', now };

function solved(challenge: EmbeddedChallenge, change: Record<string, unknown> = {}): string {
  const { provider, ...fields } = challenge;
  void provider;
  return encodeProof({ ...fields, number: solveChallenge(challenge)!, ...change });
}

describe('embedded proof of work', () => {
  const captcha = () => createEmbeddedCaptcha({ db: database.db, key: randomBytes(32), maxNumber: 5_000 });

  it('issues a signed SHA-256 challenge whose number can be found', () => {
    const challenge = captcha().challenge(now);
    expect(challenge).toMatchObject({ provider: 'embedded', algorithm: 'SHA-256', maxnumber: 5_000 });
    if (challenge.provider !== 'embedded') throw new Error('embedded');
    expect(challenge.expires).toBeGreaterThan(now.getTime());
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(solveChallenge(challenge)).not.toBeNull();
  });

  it('accepts a solved challenge once, then refuses it as replayed', async () => {
    const adapter = captcha();
    const challenge = adapter.challenge(now) as EmbeddedChallenge;
    const proof = solved(challenge);
    expect(await adapter.verify(proof, context)).toEqual({ ok: true });
    expect(await adapter.verify(proof, context)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('checks a proof without using it: good as often as asked, then replayed once verified; expired and forged refused', async () => {
    const adapter = captcha();
    const challenge = adapter.challenge(now) as EmbeddedChallenge;
    const proof = solved(challenge);
    expect(await adapter.check(proof, context)).toEqual({ ok: true });
    expect(await adapter.check(proof, context)).toEqual({ ok: true });
    expect(await adapter.check(proof, { ...context, now: new Date(challenge.expires + 1) })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await adapter.check(solved(challenge, { number: 5_001 }), context)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await adapter.verify(proof, context)).toEqual({ ok: true });
    expect(await adapter.check(proof, context)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('refuses an expired proof', async () => {
    const adapter = captcha();
    const challenge = adapter.challenge(now) as EmbeddedChallenge;
    const later = new Date(challenge.expires + 1);
    expect(await adapter.verify(solved(challenge), { ...context, now: later })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a wrong number, a changed field, another key’s challenge and garbage', async () => {
    const adapter = captcha();
    const challenge = adapter.challenge(now) as EmbeddedChallenge;
    const number = solveChallenge(challenge)!;
    const refusals = [
      solved(challenge, { number: (number + 1) % 5_000 }),
      solved(challenge, { expires: challenge.expires + 3_600_000 }),
      solved(challenge, { maxnumber: 10 }),
      solved(captcha().challenge(now) as EmbeddedChallenge, { signature: challenge.signature }),
      solved(captcha().challenge(now) as EmbeddedChallenge),
      'not base64 json',
      Buffer.from('{"number":1}').toString('base64'),
      'x'.repeat(5_000),
    ];
    for (const proof of refusals)
      expect(await adapter.verify(proof, context)).toEqual({ ok: false, reason: 'invalid' });
    // None of them used the challenge up.
    expect(await adapter.verify(solved(challenge), context)).toEqual({ ok: true });
  });
});

describe('hCaptcha / reCAPTCHA siteverify', () => {
  const calls: { url: string; body: string }[] = [];
  const fakeFetch = (answer: unknown, status = 200) =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: url as string, body: (init?.body as URLSearchParams).toString() });
      return new Response(JSON.stringify(answer), { status });
    }) as typeof fetch;

  it('hands the widget site key to the browser and asks the provider with the secret', async () => {
    const adapter = createSiteverifyCaptcha({
      provider: 'hcaptcha',
      secret: 's3cret',
      siteKey: 'site',
      fetch: fakeFetch({ success: true }),
    });
    expect(adapter.challenge(now)).toEqual({ provider: 'hcaptcha', site_key: 'site' });
    expect(await adapter.verify('token-1', context)).toEqual({ ok: true });
    expect(calls.at(-1)!.url).toBe(SITEVERIFY_URLS.hcaptcha);
    expect(new URLSearchParams(calls.at(-1)!.body).get('secret')).toBe('s3cret');
    expect(new URLSearchParams(calls.at(-1)!.body).get('remoteip')).toBe('203.0.113.5');
  });

  it('refuses a token the provider refuses, a reused one as replayed, and says when the provider is down', async () => {
    const make = (fetchImpl: typeof fetch) =>
      createSiteverifyCaptcha({ provider: 'recaptcha', secret: 's', siteKey: 'k', fetch: fetchImpl });
    expect(
      await make(fakeFetch({ success: false, 'error-codes': ['invalid-input-response'] })).verify('t', context),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await make(fakeFetch({ success: false, 'error-codes': ['timeout-or-duplicate'] })).verify('t', context),
    ).toEqual({
      ok: false,
      reason: 'replayed',
    });
    expect(await make(fakeFetch({}, 500)).verify('t', context)).toEqual({ ok: false, reason: 'unavailable' });
    const failing = (async () => {
      throw new Error('network down');
    }) as typeof fetch;
    expect(await make(failing).verify('t', context)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await make(fakeFetch({ success: true })).verify('', context)).toEqual({ ok: false, reason: 'invalid' });
  });
});
