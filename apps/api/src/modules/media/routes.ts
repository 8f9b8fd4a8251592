// GET /media/<hash>-<width>.<avif|webp> (issue 17 item 4): a picture's variant, cached for a year
// (the name carries the content hash, so it never changes). A name that is not a variant's is a 400,
// a variant of no stored picture a 404; a source that fails to draw is logged and answered 404 too,
// never a 500 (the page keeps its dominant colour in the picture's place).
import { z } from 'zod';
import { createFileStorage } from '../../adapters/storage/file-storage.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { HttpError, notFound } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import { createMediaService } from './variant-service.ts';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const mediaRoutes = (options: { storage?: FileStorage } = {}) =>
  routes('/media', async (app) => {
    const storage = options.storage ?? createFileStorage(app.config.mediaDir);
    const service = createMediaService({ db: app.db, storage });

    app.get(
      '/*',
      {
        schema: {
          hide: true,
          params: z.object({ '*': z.string().max(200) }),
        },
      },
      async (request, reply) => {
        let result;
        try {
          result = await service.variant(request.params['*']);
        } catch (error) {
          request.log.error({ err: error }, 'picture variant failed');
          throw notFound('Picture not available');
        }
        if (result.kind === 'bad-name') {
          throw new HttpError(400, 'BAD_REQUEST', 'A picture is named <hash>-<width>.avif or <hash>-<width>.webp');
        }
        if (result.kind === 'not-found') throw notFound('Picture not found');
        return reply
          .type(result.contentType)
          .header('cache-control', IMMUTABLE_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .send(result.bytes);
      },
    );
  });
