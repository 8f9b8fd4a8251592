// The image library's staff API (issue 20 item 3; decision 037), under /api/staff/media. Every route
// needs `media.write` (editors and admins: the roles that place pictures; support gets 403
// STAFF_FORBIDDEN, a member 403 STAFF_ONLY); every write lands in the audit trail in its transaction.
//   GET    /api/staff/media                      the list (q: filename or alt text; sort; paging)
//   POST   /api/staff/media                      upload: multipart/form-data, fields file, alt_en, alt_fr
//   GET    /api/staff/media/:id                  one picture, its crops and where it is used
//   GET    /api/staff/media/:id/preview          the whole original as WebP (the cropper draws on it)
//   PUT    /api/staff/media/:id                  alt text { alt_en, alt_fr }
//   PUT    /api/staff/media/:id/crops/:ratio     a crop { left, top, width, height }
//   DELETE /api/staff/media/:id                  204, or 409 MEDIA_IN_USE while anything names it
import type { Readable } from 'node:stream';
import {
  cropRectSchema,
  LIBRARY_MAX_BYTES,
  libraryAltSchema,
  libraryCropParamsSchema,
  libraryIdParamsSchema,
  libraryItemDetailSchema,
  libraryListQuerySchema,
  libraryListResponseSchema,
} from '@spc/domain/staff-media';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createFileStorage } from '../../adapters/storage/file-storage.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as library from './library-service.ts';
import { formBoundary, parseForm } from './multipart.ts';
import { forgetImages } from './resolve.ts';

const e = errorResponseSchema;
const tags = ['staff'];
const config = { staffPermission: 'media.write' } as const;
/** Room for the form's boundaries, headers and alt text around the picture. */
const FORM_OVERHEAD = 64 * 1024;

/** Reads the whole body up to the limit; one byte more ends the upload with 413 in our words. */
function readBody(payload: Readable, declaredLength: string | undefined, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => library.libraryError(413, 'MEDIA_TOO_LARGE', 'file');
    if (declaredLength !== undefined && Number(declaredLength) > limit) {
      payload.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
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

/** The upload's form: the file, and the alt text validated by the domain's schema (400 naming the field). */
function readUpload(request: FastifyRequest) {
  const boundary = formBoundary(request.headers['content-type']);
  const parts = boundary && Buffer.isBuffer(request.body) ? parseForm(request.body, boundary) : undefined;
  if (!parts) throw library.libraryError(400, 'MEDIA_BAD_FORM');
  const text = (name: string) =>
    parts.find((part) => part.name === name && part.filename === undefined)?.data.toString('utf8');
  const alt = libraryAltSchema.safeParse({ alt_en: text('alt_en'), alt_fr: text('alt_fr') });
  if (!alt.success) {
    const issue = alt.error.issues[0]!;
    const field = String(issue.path[0] ?? 'alt_en');
    throw new HttpError(400, 'VALIDATION_ERROR', `Invalid ${field}: ${issue.message}`, field);
  }
  const file = parts.find((part) => part.name === 'file' && part.filename !== undefined);
  if (!file || file.data.length === 0) throw library.libraryError(400, 'MEDIA_FILE_MISSING', 'file');
  return { bytes: Buffer.from(file.data), filename: file.filename, alt: alt.data };
}

export const mediaLibraryRoutes = (options: { storage?: FileStorage } = {}) =>
  routes('/api/staff/media', async (app) => {
    const storage = options.storage ?? createFileStorage(app.config.mediaDir);
    const deps = { db: app.db, storage };
    const recorder =
      (request: FastifyRequest): library.RecordChange =>
      (change, tx) =>
        app.recordStaffChange(request, change, tx);

    // Pictures resolved by key are kept a minute per process: every staff change (a crop moved, alt text
    // edited, a crop placed as an offer's cover by another area) empties them on every instance.
    app.addHook('onReady', async () => {
      if (app.hasDecorator('onCacheInvalidation')) app.onCacheInvalidation(() => forgetImages(app.db));
    });
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    });
    app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
      readBody(payload, request.headers['content-length'], LIBRARY_MAX_BYTES + FORM_OVERHEAD).then(
        (body) => done(null, body),
        (error: Error) => done(error, undefined),
      );
    });

    app.get(
      '/',
      {
        config,
        schema: {
          tags,
          summary: 'The image library, newest first (q searches file names and alt text)',
          querystring: libraryListQuerySchema,
          response: { 200: libraryListResponseSchema, 400: e, 401: e, 403: e },
        },
      },
      async (request) => library.listLibrary(deps, request.query),
    );

    app.post(
      '/',
      {
        config,
        bodyLimit: LIBRARY_MAX_BYTES + FORM_OVERHEAD,
        schema: {
          tags,
          summary:
            'Uploads a picture (multipart/form-data: file, alt_en, alt_fr): JPEG, PNG, WebP or AVIF by content, 15 MB and 40 megapixels at most; cropped to every ratio',
          response: { 201: libraryItemDetailSchema, 400: e, 401: e, 403: e, 413: e, 415: e, 422: e },
        },
      },
      async (request, reply) => {
        const upload = readUpload(request);
        const item = await library.uploadLibraryItem(
          deps,
          { ...upload, staffEmail: request.staff!.email },
          recorder(request),
          new Date(),
        );
        return reply.status(201).send(item);
      },
    );

    app.get(
      '/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One picture of the library: its crops and where it is used',
          params: libraryIdParamsSchema,
          response: { 200: libraryItemDetailSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) => library.getLibraryItem(deps, request.params.id),
    );

    app.get(
      '/:id/preview',
      {
        config,
        schema: {
          tags,
          summary: 'The whole original as WebP, at most 1280 px wide (staff only: the cropper draws on it)',
          params: libraryIdParamsSchema,
          response: { 200: z.any(), 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request, reply) => {
        const bytes = await library.libraryPreview(deps, request.params.id);
        return reply
          .type('image/webp')
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );

    app.put(
      '/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Changes the alt text (both languages required)',
          params: libraryIdParamsSchema,
          body: libraryAltSchema,
          response: { 200: libraryItemDetailSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) => library.updateLibraryAlt(deps, request.params.id, request.body, recorder(request), new Date()),
    );

    app.put(
      '/:id/crops/:ratio',
      {
        config,
        schema: {
          tags,
          summary: 'Sets the crop of one ratio (in the original’s pixels); its variants get new URLs',
          params: libraryCropParamsSchema,
          body: cropRectSchema,
          response: { 200: libraryItemDetailSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) =>
        library.updateLibraryCrop(
          deps,
          request.params.id,
          request.params.ratio,
          request.body,
          recorder(request),
          new Date(),
        ),
    );

    app.delete(
      '/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Deletes a picture no page, offer, partner, ad or modal uses (409 MEDIA_IN_USE otherwise)',
          params: libraryIdParamsSchema,
          response: { 204: z.null(), 400: e, 401: e, 403: e, 404: e, 409: e },
        },
      },
      async (request, reply) => {
        await library.deleteLibraryItem(deps, request.params.id, recorder(request));
        return reply.status(204).send(null);
      },
    );
  });
