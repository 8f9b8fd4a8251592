// Serves the built SPA: hashed assets cached for a year, index.html never cached, and the
// history-mode fallback — any GET outside /api that matches no file gets index.html. Unknown /api
// paths answer a JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { ErrorResponse } from '../errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return NO_CACHE;
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  return 'public, max-age=3600';
}

export const spaPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'no built web app found; run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage && hasSpa) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    const body: ErrorResponse = {
      error: 'NOT_FOUND',
      message: isApi ? `No API route for ${request.method} ${pathname}` : `Nothing here: ${pathname}`,
    };
    return reply.status(404).send(body);
  });
});
