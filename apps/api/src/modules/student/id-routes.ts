// Verification by student ID (issue 18 item 3; decision 024). The member's upload under /api/users: the
// photo is the request's body itself (image/jpeg, image/png, image/heic, image/heif or
// application/octet-stream), read here up to 10 MB and judged by its content, never by its name or
// declared type. The staff API under /api/staff: the review queue, a photo, the decision — answered to
// the STAFF_API_TOKEN bearer (`npm run student-ids`; closed to it when the token is unset) or to a staff
// session holding student-ids.review (the console, issue 20; its decisions go into the audit trail).
// Anyone else — a signed-in member included — gets 403 STAFF_ONLY.
import { timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  STUDENT_ID_MAX_BYTES,
  STUDENT_ID_MESSAGES,
  STUDENT_ID_REFUSAL_TEXT,
  reviewIdParamsSchema,
  staffStudentIdQueueResponseSchema,
  studentIdDecisionBodySchema,
  studentIdQuerySchema,
  studentIdReviewSchema,
} from '@spc/domain/student';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './id-verification.ts';

const e = errorResponseSchema;
/** What a phone or a browser may declare for the photo; the content decides what it really is. */
export const STUDENT_ID_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/octet-stream',
] as const;

const tooLarge = () => new HttpError(413, 'ID_TOO_LARGE', STUDENT_ID_MESSAGES.id_too_large);

/** Reads the body up to 10 MB; one byte more ends the upload with 413 in our words, not Fastify's. */
function readPhoto(payload: Readable, declaredLength: string | undefined): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (declaredLength !== undefined && Number(declaredLength) > STUDENT_ID_MAX_BYTES) {
      payload.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > STUDENT_ID_MAX_BYTES) {
        payload.removeAllListeners('data');
        payload.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => resolve(Buffer.concat(chunks)));
    payload.on('error', reject);
  });
}

export const studentIdRoutes = routes('/api/users', async (app) => {
  const storage = service.studentIdStorage(app.config);
  app.removeContentTypeParser([...STUDENT_ID_UPLOAD_TYPES].filter((type) => app.hasContentTypeParser(type)));
  app.addContentTypeParser([...STUDENT_ID_UPLOAD_TYPES], (request, payload, done) => {
    readPhoto(payload, request.headers['content-length']).then(
      (photo) => done(null, photo),
      (error: Error) => done(error, undefined),
    );
  });

  app.post(
    '/student/id-verification',
    {
      bodyLimit: STUDENT_ID_MAX_BYTES + 1024,
      schema: {
        tags: ['users'],
        summary:
          'Sends the photo of a student card for review (JPEG, PNG or HEIC by content, 10 MB at most; the body is the picture)',
        querystring: studentIdQuerySchema,
        response: { 200: studentIdReviewSchema, 400: e, 401: e, 409: e, 413: e, 415: e, 422: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'ID_TYPE', STUDENT_ID_MESSAGES.id_type);
      }
      return service.submitStudentId(
        { db: app.db, config: app.config, mail: app.mail, storage },
        user.id,
        request.query.school_id,
        request.body,
        new Date(),
      );
    },
  );
});

/** Whether the request carries the configured staff token (none configured: never). */
function hasStaffToken(expected: string | undefined, request: FastifyRequest): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return (
    expected !== undefined &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

export const studentStaffRoutes = routes('/api/staff', async (app) => {
  const storage = service.studentIdStorage(app.config);
  const deps = { db: app.db, config: app.config, mail: app.mail, storage };
  const tags = ['staff'];
  // Nothing of the staff API is kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // The CLI's token, else a staff session with the permission (plugins/staff.ts: 403 STAFF_ONLY for a
  // member or a visitor, STAFF_FORBIDDEN for a role without it); the session's staff member is kept on
  // the request for the audit trail.
  app.addHook('onRequest', async (request) => {
    if (hasStaffToken(app.config.staffApiToken, request)) return;
    request.staff = await app.requireStaff(request, 'student-ids.review');
  });

  app.get(
    '/student-ids',
    {
      config: { staffPermission: 'student-ids.review', staffToken: true },
      schema: {
        tags,
        summary: 'Student ID reviews waiting for a decision, oldest first (staff token or console)',
        response: { 200: staffStudentIdQueueResponseSchema, 401: e, 403: e },
      },
    },
    async () => ({ reviews: await service.listStudentIdQueue(deps) }),
  );

  app.get(
    '/student-ids/:id/photo',
    {
      config: { staffPermission: 'student-ids.review', staffToken: true },
      schema: {
        tags,
        summary: "A review's photo while it is kept (30 days after the decision; staff token only)",
        params: reviewIdParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await service.readStudentIdPhoto(deps, request.params.id);
      return reply.type(photo.contentType).header('x-content-type-options', 'nosniff').send(photo.bytes);
    },
  );

  app.post(
    '/student-ids/:id/decision',
    {
      config: { staffPermission: 'student-ids.review', staffToken: true },
      schema: {
        tags,
        summary:
          'Approves a review, or refuses it with a reason from the list; mails the member (staff token or console)',
        params: reviewIdParamsSchema,
        body: studentIdDecisionBodySchema,
        response: { 200: studentIdReviewSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) =>
      service.decideStudentId(deps, request.params.id, request.body, new Date(), async (tx, { before, after }) => {
        // A decision by the CLI's token has no staff member to name; the console's is audited.
        if (!request.staff) return;
        await app.recordStaffChange(
          request,
          {
            action: 'review',
            entity: 'student-id',
            entityId: request.params.id,
            summary:
              request.body.decision === 'approve'
                ? `Approved student ID review ${request.params.id}`
                : `Refused student ID review ${request.params.id}: ${STUDENT_ID_REFUSAL_TEXT[request.body.reason]}`,
            before,
            after,
          },
          tx,
        );
      }),
  );
});
