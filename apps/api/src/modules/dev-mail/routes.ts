// The development mail viewer (DESIGN.md "e-mail: outbox table, viewable in development at /dev/mail"):
// registered only outside production. GET /dev/mail lists the outbox, /dev/mail/:id shows a message,
// /dev/mail.json answers the messages for journeys that follow a link from an e-mail.
import { idParamSchema } from '@spc/domain/input-rules';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIL_KINDS } from '../../adapters/mail/templates.ts';
import { notFound } from '../../errors.ts';
import { findMail, listMail } from './repository.ts';
import { renderMailList } from './view.ts';

/**
 * The pages hold stored HTML: no script may run and nothing loads from elsewhere; inline styles are
 * allowed, since e-mails are styled inline (the app's own policy would refuse them).
 */
export const DEV_MAIL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const listQuery = z.object({
  to: z.string().trim().max(254).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const mailJsonSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.string(),
  language: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mail', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    const rows = await listMail(app.db, request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DEV_MAIL_CSP)
      .header('cache-control', 'no-store')
      .send(renderMailList(rows, request.query));
  });

  app.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: idParamSchema }) } },
    async (request, reply) => {
      const mail = await findMail(app.db, request.params.id);
      if (!mail) throw notFound('No such message');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', DEV_MAIL_CSP)
        .header('cache-control', 'no-store')
        .send(mail.html);
    },
  );

  app.get(
    '/dev/mail.json',
    {
      schema: {
        hide: true,
        querystring: listQuery,
        response: { 200: z.object({ messages: z.array(mailJsonSchema) }) },
      },
    },
    async (request, reply) => {
      const rows = await listMail(app.db, request.query);
      reply.header('cache-control', 'no-store');
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          kind: row.kind,
          language: row.language,
          subject: row.subject,
          text: row.text,
          link: row.link,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          error: row.error,
        })),
      };
    },
  );
};
