// POST /api/content/contact (issue 17 item 3): a valid request with a solved captcha is stored and, in
// the same transaction, two e-mails are queued — the request to the support inbox, the acknowledgement
// to the sender in their language. Every bad input is a 400 naming its field with nothing stored or
// queued; a proof is good once; the form is rate limited per address.
import { captchaChallengeResponseSchema, encodeProof } from '@spc/domain/captcha';
import { CONTACT_MESSAGES, contactResponseSchema } from '@spc/domain/content';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveChallenge } from '../../adapters/captcha/embedded.ts';
import { mailOutbox, supportRequests } from '../../db/schema/index.ts';
import { CONTACT_RATE_LIMIT } from './routes.ts';

let t: TestApp;
let address = 0;
/** Each test writes from its own address, so the per-address limit counts only its own requests. */
const nextIp = () => `198.51.100.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@spc.example' });
});
afterAll(async () => {
  await t.close();
});

async function proof(ip = nextIp()): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = captchaChallengeResponseSchema.parse(res.json());
  if (challenge.provider !== 'embedded') throw new Error('the tests run the embedded captcha');
  const { provider, ...fields } = challenge;
  void provider;
  return encodeProof({ ...fields, number: solveChallenge(challenge)! });
}

const valid = {
  name: 'Élodie Tremblay',
  email: 'elodie@example.com',
  topic: 'billing',
  message: 'Bonjour, je voudrais savoir quand mon abonnement sera renouvelé.\nMerci!',
  language: 'fr',
};

const post = (body: unknown, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/content/contact',
    remoteAddress: ip,
    headers: { origin: t.config.publicUrl },
    payload: body as object,
  });

const stored = async () => (await t.database.db.select({ value: count() }).from(supportRequests))[0]!.value;
const queued = async () => (await t.database.db.select({ value: count() }).from(mailOutbox))[0]!.value;

describe('POST /api/content/contact', () => {
  it('stores the request and queues the inbox e-mail and the acknowledgement in the sender’s language', async () => {
    const res = await post({ ...valid, captcha: await proof() });
    expect(res.statusCode).toBe(202);
    const { request_id } = contactResponseSchema.parse(res.json());
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.id, request_id));
    expect(row).toMatchObject({
      name: 'Élodie Tremblay',
      email: 'elodie@example.com',
      topic: 'billing',
      language: 'fr',
      message: valid.message,
    });
    const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    const inbox = mails.find((mail) => mail.kind === 'support-request');
    const ack = mails.find((mail) => mail.kind === 'support-acknowledgement');
    expect(inbox).toMatchObject({
      to: 'help@spc.example',
      language: 'en',
      metadata: { support_request_id: request_id },
    });
    expect(inbox!.subject).toBe('Contact form: Billing and auto-renew — Élodie Tremblay');
    expect(inbox!.text).toContain('elodie@example.com');
    expect(inbox!.text).toContain('quand mon abonnement sera renouvelé.');
    expect(inbox!.text).toContain(request_id);
    expect(ack).toMatchObject({ to: 'elodie@example.com', language: 'fr' });
    expect(ack!.subject).toBe('Nous avons bien reçu votre message — Carte SPC');
    expect(ack!.text).toContain('Facturation et renouvellement automatique');
    expect(ack!.text).toContain(request_id);
  });

  it('escapes what the person typed in both e-mails', async () => {
    const res = await post({
      ...valid,
      language: 'en',
      message: 'Hello <script>alert(1)</script> & <b>bold</b>',
      captcha: await proof(),
    });
    expect(res.statusCode).toBe(202);
    const { request_id } = contactResponseSchema.parse(res.json());
    const mails = (await t.database.db.select().from(mailOutbox)).filter(
      (mail) => mail.metadata?.support_request_id === request_id,
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
  });

  describe('bad inputs: 400 naming the field, nothing stored or queued', () => {
    const cases: [string, Record<string, unknown>, string, string | RegExp][] = [
      ['no name', { name: '' }, 'name', /.+/],
      ['a name too long', { name: 'A'.repeat(200) }, 'name', /.+/],
      ['a bad e-mail', { email: 'not-an-address' }, 'email', /.+/],
      ['an unknown topic', { topic: 'refund-me' }, 'topic', CONTACT_MESSAGES.topic_invalid],
      ['a message too short', { message: 'Help' }, 'message', CONTACT_MESSAGES.message_too_short],
      ['a message too long', { message: 'x'.repeat(5_001) }, 'message', CONTACT_MESSAGES.message_too_long],
      ['a NUL character', { message: 'Hello there\u0000 friend' }, 'message', /.+/],
      ['a lone surrogate', { name: 'Ana\uD800' }, 'name', /.+/],
      ['an unknown language', { language: 'es' }, 'language', /.+/],
      ['no captcha', { captcha: '' }, 'captcha', CONTACT_MESSAGES.captcha_required],
    ];
    it.each(cases)('%s', async (_case, change, field, message) => {
      const before = [await stored(), await queued()];
      const res = await post({ ...valid, captcha: await proof(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
      expect(res.json<{ message: string }>().message).toMatch(message);
      expect([await stored(), await queued()]).toEqual(before);
    });

    it('a captcha that does not hold, and one used before', async () => {
      const before = [await stored(), await queued()];
      const forged = await post({ ...valid, captcha: Buffer.from('{"number":3}').toString('base64') });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({
        error: 'CAPTCHA_FAILED',
        message: 'The check that you are not a robot failed. Please try again.',
        field: 'captcha',
      });
      expect([await stored(), await queued()]).toEqual(before);

      const once = await proof();
      expect((await post({ ...valid, captcha: once })).statusCode).toBe(202);
      const after = [await stored(), await queued()];
      const replayed = await post({ ...valid, captcha: once });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({
        error: 'CAPTCHA_FAILED',
        message: 'This check was already used. Please try again.',
      });
      expect([await stored(), await queued()]).toEqual(after);
    });
  });

  it(`answers 429 after ${CONTACT_RATE_LIMIT.max} requests from one address, for that address only`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await post({ ...valid, captcha: 'x' }, ip)).statusCode).not.toBe(429);
    }
    const before = [await stored(), await queued()];
    const limited = await post({ ...valid, captcha: await proof() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect([await stored(), await queued()]).toEqual(before);
    expect((await post({ ...valid, captcha: await proof() })).statusCode).toBe(202);
  });
});
