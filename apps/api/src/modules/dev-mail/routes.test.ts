// The development mail viewer on its own Fastify instance with the app's error handler and security
// headers: the list (newest first, escaped), one message under its own CSP, and the JSON journeys read.
import { buildEmailActionUrl } from '@spc/domain/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { createMailer } from '../../adapters/mail/outbox.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { dbPlugin } from '../../plugins/db.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { securityPlugin } from '../../plugins/security.ts';
import { DEV_MAIL_CSP, devMailRoutes } from './routes.ts';

let database: Database;
let app: FastifyInstance;
let mailer: Mailer;
const publicUrl = 'http://127.0.0.1:3000';
const ids: Record<string, number> = {};

function mail(to: string, kind: MailMessage['kind'], language: 'en' | 'fr', oobCode: string): MailMessage {
  const link = buildEmailActionUrl(publicUrl, { mode: kind === 'reset' ? 'resetPassword' : 'verifyEmail', oobCode });
  return { to, kind, language, link, ...renderMail(kind, language, { link, firstName: '<Ana>', publicUrl }) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
  await app.register(dbPlugin, { db: database.db });
  await app.register(devMailRoutes);
  await app.ready();
  mailer = createMailer({ db: database.db, logger: { info: vi.fn(), warn: vi.fn() } });
  ids.first = (await mailer.send(mail('Ana@Example.com', 'verification', 'fr', 'first'))).id;
  ids.other = (await mailer.send(mail('bob@example.com', 'verification', 'en', 'other'))).id;
  ids.second = (await mailer.send(mail('ana@example.com', 'reset', 'en', 'second'))).id;
  ids.raw = (
    await mailer.send({
      to: 'x@example.com',
      kind: 'welcome',
      language: 'en',
      subject: '<b>bold</b> & "quoted"',
      html: '<p>hello</p>',
      text: 'hello',
    })
  ).id;
});

afterAll(async () => {
  await app.close();
  await mailer.close();
  await database.close();
});

describe('GET /dev/mail', () => {
  it('lists the outbox newest first with recipient, kind, subject and link, everything escaped', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(DEV_MAIL_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;
    const order = [ids.raw, ids.second, ids.other, ids.first].map((id) => page.indexOf(`href="/dev/mail/${id}"`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(page).not.toContain('<b>bold</b>');
    expect(page).toContain('Confirmez votre adresse courriel pour la Carte SPC');
    expect(page).toContain('verification (fr)');
    expect(page).toContain(
      buildEmailActionUrl(publicUrl, { mode: 'resetPassword', oobCode: 'second' }).replaceAll('&', '&amp;'),
    );
  });

  it('filters by recipient', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail?to=bob@example.com' });
    expect(res.body).toContain(`href="/dev/mail/${ids.other}"`);
    expect(res.body).not.toContain(`href="/dev/mail/${ids.first}"`);
    expect(res.body).toContain('value="bob@example.com"');
  });
});

describe('GET /dev/mail/:id', () => {
  it('answers the message’s HTML under a policy that runs no script but keeps its inline styles', async () => {
    const res = await app.inject({ method: 'GET', url: `/dev/mail/${ids.first}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(DEV_MAIL_CSP);
    expect(DEV_MAIL_CSP).toContain("default-src 'none'");
    expect(DEV_MAIL_CSP).not.toContain('script-src');
    expect(res.body).toContain('<html lang="fr-CA">');
    expect(res.body).toContain('Bonjour &lt;Ana&gt;,');
  });

  it('answers 404 for an unknown message and 400 for an id that is not one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/dev/mail/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await app.inject({ method: 'GET', url: `/dev/mail/${bad}` })).statusCode).toBe(400);
    }
  });
});

describe('GET /dev/mail.json', () => {
  it('answers a recipient’s messages newest first, whatever the case of the address, with their links', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail.json?to=%20ANA@example.COM%20' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: Record<string, unknown>[] }>();
    expect(messages.map((m) => m.id)).toEqual([ids.second, ids.first]);
    expect(messages[0]).toEqual({
      id: ids.second,
      to: 'ana@example.com',
      kind: 'reset',
      language: 'en',
      subject: 'Reset your SPC password',
      text: expect.stringContaining('Choose a new password:') as unknown,
      link: buildEmailActionUrl(publicUrl, { mode: 'resetPassword', oobCode: 'second' }),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      sent_at: null,
      error: null,
    });
  });

  it('filters by kind and limits the count', async () => {
    const byKind = await app.inject({ method: 'GET', url: '/dev/mail.json?kind=verification' });
    expect(byKind.json<{ messages: { id: number }[] }>().messages.map((m) => m.id)).toEqual([ids.other, ids.first]);
    const limited = await app.inject({ method: 'GET', url: '/dev/mail.json?limit=1' });
    expect(limited.json<{ messages: { id: number }[] }>().messages.map((m) => m.id)).toEqual([ids.raw]);
    expect((await app.inject({ method: 'GET', url: '/dev/mail.json?to=nobody@example.com' })).json()).toEqual({
      messages: [],
    });
  });

  it('refuses an unknown kind or a limit out of range', async () => {
    for (const query of ['kind=spam', 'limit=0', 'limit=201', 'limit=x']) {
      const res = await app.inject({ method: 'GET', url: `/dev/mail.json?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
  });
});
