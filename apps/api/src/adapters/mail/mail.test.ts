// The mailer: the outbox row for every message, and delivery to a real SMTP server started here —
// the message as it arrives (recipient, encoded French subject, text and HTML parts, the link), a
// server that refuses, one that is not there, and a slow one that the sender does not wait for.
import { buildEmailActionUrl } from '@spc/domain/auth';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { dbPlugin } from '../../plugins/db.ts';
import { mailPlugin } from '../../plugins/mail.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { createMailer } from './outbox.ts';
import { withRequestId } from '../../request-context.ts';
import { renderMail } from './templates.ts';
import { decodeEncodedWords, parseRawMail, startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

let database: Database;
const publicUrl = 'http://127.0.0.1:3000';
const quietLogger = () => ({ info: vi.fn(), warn: vi.fn() });

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

function verificationFor(to: string, language: 'en' | 'fr', firstName: string): MailMessage {
  const link = buildEmailActionUrl(publicUrl, { mode: 'verifyEmail', oobCode: 'tok&en=1', lang: language });
  return {
    to,
    kind: 'verification',
    language,
    link,
    ...renderMail('verification', language, { link, firstName, publicUrl }),
  };
}

function resetFor(to: string, language: 'en' | 'fr', firstName: string): MailMessage {
  const link = buildEmailActionUrl(publicUrl, { mode: 'resetPassword', oobCode: 'r3set&x=é', lang: language });
  return { to, kind: 'reset', language, link, ...renderMail('reset', language, { link, firstName, publicUrl }) };
}

describe('outbox only (no SMTP_URL)', () => {
  it('stores every message with its link and metadata, and delivers nothing', async () => {
    const mailer = createMailer({ db: database.db, logger: quietLogger() });
    const message = { ...verificationFor('ana@example.com', 'en', 'Ana'), metadata: { user_id: 'u1' } };
    const { id } = await mailer.send(message);
    await mailer.close();
    expect(await outboxRow(id)).toMatchObject({
      to: 'ana@example.com',
      kind: 'verification',
      language: 'en',
      subject: message.subject,
      html: message.html,
      text: message.text,
      link: message.link,
      metadata: { user_id: 'u1' },
      sentAt: null,
      error: null,
    });
  });

  it('rejects when the outbox cannot be written (the caller must know the message is lost)', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:9', logger: quietLogger() });
    // language is varchar(2): the database refuses the row, and nothing is handed to SMTP.
    const message = { ...verificationFor('ana@example.com', 'en', 'Ana'), language: 'fra' as 'fr' };
    await expect(mailer.send(message)).rejects.toThrow();
    await mailer.close();
  });
});

describe('SMTP delivery to a real server', () => {
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  const logger = quietLogger();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'SPC <no-reply@spc.test>', logger });
  });

  afterAll(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('delivers a French message with an encoded subject, text and HTML parts, and the link; records sent_at', async () => {
    const message = resetFor('elodie.roy@example.com', 'fr', 'Élodie <b>');
    // Written during a request (request-context.ts): the row and the header name it (issue 22).
    const { id } = await withRequestId('req-elodie-1', () => mailer.send(message));
    await mailer.idle();

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received!.rcptTo).toEqual(['elodie.roy@example.com']);
    const mail = parseRawMail(received!.raw);
    expect(mail.headers.get('to')).toContain('elodie.roy@example.com');
    expect(mail.headers.get('from')).toBe('SPC <no-reply@spc.test>');
    // Accented subjects travel as RFC 2047 encoded words and decode to the French subject.
    expect(mail.rawHeaders.get('subject')).toMatch(/^=\?UTF-8\?[QB]\?/i);
    expect(mail.headers.get('subject')).toBe('Réinitialisez votre mot de passe Carte SPC');
    expect(mail.headers.get('content-language')).toBe('fr-CA');
    expect(mail.headers.get('x-request-id')).toBe('req-elodie-1');
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);

    expect(mail.text).toContain('Bonjour Élodie <b>,');
    expect(mail.text).toContain('Ce lien expire dans 1\u00a0heure');
    expect(mail.text).toContain(message.link);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('Bonjour Élodie &lt;b&gt;,');
    expect(mail.html).toContain(`href="${message.link!.replaceAll('&', '&amp;')}"`);
    expect(mail.html).not.toContain('<b>');

    const row = await outboxRow(id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
    expect(row.requestId).toBe('req-elodie-1');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('sends a marketing e-mail with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), kept through the outbox', async () => {
    const oneClick = `${publicUrl}/api/users/email-list/unsubscribe?token=abc.def`;
    const rendered = renderMail('list-welcome', 'en', {
      link: `${publicUrl}/deals`,
      publicUrl,
      unsubscribeLink: `${publicUrl}/unsubscribe?token=abc.def`,
      recipient: 'lena@example.com',
    });
    const message: MailMessage = {
      to: 'lena@example.com',
      kind: 'list-welcome',
      language: 'en',
      ...rendered,
      metadata: { campaign: 'welcome' },
      listUnsubscribe: oneClick,
    };
    const { id } = await mailer.send(message);
    await mailer.idle();
    const mail = parseRawMail(smtp.received.at(-1)!.raw);
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${oneClick}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await outboxRow(id)).metadata).toEqual({ campaign: 'welcome', list_unsubscribe: oneClick });
  });

  it('sends no List-Unsubscribe header on a transactional e-mail', async () => {
    await mailer.send(verificationFor('tom@example.com', 'en', 'Tom'));
    await mailer.idle();
    const mail = parseRawMail(smtp.received.at(-1)!.raw);
    expect(mail.headers.get('list-unsubscribe')).toBeUndefined();
    expect(mail.headers.get('list-unsubscribe-post')).toBeUndefined();
  });

  it('answers before a slow server has accepted the message, and records the delivery afterwards', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const dataArrived = new Promise<void>((resolve) => (arrived = resolve));
    const slow = await startTestSmtpServer({
      beforeAccept: async () => {
        arrived();
        await held;
      },
    });
    const slowMailer = createMailer({ db: database.db, smtpUrl: slow.url, logger: quietLogger() });
    try {
      const { id } = await slowMailer.send(verificationFor('slow@example.com', 'en', 'Sam'));
      await dataArrived;
      // The server holds the message: the sender already has its answer, and nothing is recorded yet.
      expect(await outboxRow(id)).toMatchObject({ sentAt: null, error: null });
      release();
      await slowMailer.idle();
      expect((await outboxRow(id)).sentAt).toBeInstanceOf(Date);
      expect(slow.received).toHaveLength(1);
    } finally {
      release();
      await slowMailer.close();
      await slow.close();
    }
  });
});

describe('SMTP failures are recorded, logged and never thrown', () => {
  it('keeps the refusal of a server that rejects the recipient', async () => {
    const refusing = await startTestSmtpServer({ refuseWith: { code: 550, message: 'Mailbox unavailable' } });
    const logger = quietLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: refusing.url, logger });
    try {
      const { id } = await mailer.send(verificationFor('nobody@example.com', 'en', 'No'));
      await mailer.idle();
      const row = await outboxRow(id);
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/550|Mailbox unavailable/);
      expect(refusing.received).toHaveLength(0);
      expect(logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ mail_id: id, kind: 'verification' }),
        'mail delivery failed',
      );
      // The address is not written to the log.
      expect(
        JSON.stringify(logger.warn.mock.calls[0]![0], (_k, v: unknown) => (v instanceof Error ? v.message : v)),
      ).not.toContain('nobody@example.com');
    } finally {
      await mailer.close();
      await refusing.close();
    }
  });

  it('keeps the error when no server answers at all', async () => {
    const gone = await startTestSmtpServer();
    await gone.close();
    const mailer = createMailer({ db: database.db, smtpUrl: gone.url, logger: quietLogger() });
    const { id } = await mailer.send(verificationFor('ana@example.com', 'en', 'Ana'));
    await mailer.close();
    const row = await outboxRow(id);
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('mail plugin', () => {
  it('decorates app.mail with the outbox mailer from the configuration', async () => {
    const app = Fastify();
    await app.register(dbPlugin, { db: database.db });
    await app.register(mailPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    await app.ready();
    const { id } = await app.mail.send(verificationFor('plugin@example.com', 'en', 'Pat'));
    await app.close();
    expect((await outboxRow(id)).to).toBe('plugin@example.com');
  });

  it('uses a mailer a test passes in, and waits for it on close', async () => {
    const sent: MailMessage[] = [];
    const idle = vi.fn(async () => {});
    const close = vi.fn(async () => {});
    const fake: Mailer = {
      send: async (m) => (sent.push(m), { id: sent.length }),
      deliver: () => {},
      deliverPending: async () => ({ sent: 0, retrying: 0, gaveUp: 0 }),
      idle,
      close,
    };
    const app = Fastify();
    await app.register(dbPlugin, { db: database.db });
    await app.register(mailPlugin, { config: loadConfig({ NODE_ENV: 'test' }), mailer: fake });
    await app.ready();
    expect(app.mail).toBe(fake);
    await app.mail.send(verificationFor('fake@example.com', 'en', 'F'));
    await app.close();
    expect(sent.map((m) => m.to)).toEqual(['fake@example.com']);
    expect(idle).toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('the test reader of raw messages', () => {
  it('decodes encoded words split across folded lines, in Q and B forms', () => {
    const folded = '=?UTF-8?Q?Bienvenue_=C3=A0_la_Carte_SPC=2C_=C3=89l?=\r\n =?UTF-8?Q?odie!?='.replace(/\r\n /g, ' ');
    expect(decodeEncodedWords(folded)).toBe('Bienvenue à la Carte SPC, Élodie!');
    const b = `=?UTF-8?B?${Buffer.from('Réinitialisez').toString('base64')}?= now`;
    expect(decodeEncodedWords(b)).toBe('Réinitialisez now');
    expect(decodeEncodedWords('plain text')).toBe('plain text');
  });

  it('reads both parts of a multipart message, quoted-printable and base64', () => {
    const raw = [
      'To: a@b.ca',
      'Subject: =?UTF-8?Q?=C3=89t=C3=A9?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--b1"',
      '',
      '----b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'caf=C3=A9 long=',
      ' line a=3D1',
      '----b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>café</p>').toString('base64'),
      '----b1--',
      '',
    ].join('\r\n');
    const mail = parseRawMail(raw);
    expect(mail.headers.get('subject')).toBe('Été');
    expect(mail.text).toBe('café long line a=1');
    expect(mail.html).toBe('<p>café</p>');
  });
});
