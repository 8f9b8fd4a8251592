// Serves the built SPA: hashed assets cached for a year, index.html never cached, and the
// history-mode fallback — any GET outside /api that matches no file gets index.html. Public pages
// (home, deals, category, partner, offer, search) are rendered on the server by the web app's SSR
// bundle when it was built (decision 007); without it, or when rendering fails, they get index.html
// too. Unknown /api paths answer a JSON 404.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isSearchEngineBot } from '@spc/domain/bots';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { ErrorResponse } from '../errors.ts';
import { injectFetch, type InjectFetch } from './inject-fetch.ts';
import { contentSecurityPolicyWithNonce } from './security.ts';

/** The contract of apps/web/src/entry-server.tsx (an app does not import another app's code). */
interface ServerRenderer {
  render(input: {
    url: string;
    origin: string;
    cookie?: string | undefined;
    acceptLanguage?: string | undefined;
    fetch: InjectFetch;
    nonce: string;
    template: string;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; language: string }
    | null
  >;
}

/** The SSR bundle next to the client build (`npm run build` makes both), or null without it. */
async function loadRenderer(app: FastifyInstance, webDistDir: string): Promise<ServerRenderer | null> {
  const entry = path.resolve(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server-rendering bundle; public pages are served the SPA shell');
    return null;
  }
  try {
    return (await import(pathToFileURL(entry).href)) as ServerRenderer;
  } catch (error) {
    app.log.error({ err: error, entry }, 'server-rendering bundle failed to load; serving the SPA shell');
    return null;
  }
}

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
      // `/` is a page like any other: the not-found handler renders it.
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'no built web app found; run `npm run build` to serve it');
  }

  const renderer = hasSpa ? await loadRenderer(app, config.webDistDir) : null;
  const template = renderer ? readFileSync(indexFile, 'utf8') : '';

  /** A server-rendered page, or false when this path is not one or rendering failed. */
  async function sendRendered(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!renderer) return false;
    // Bots get the page of the URL itself: not a language picked from cookies or Accept-Language.
    const bot = isSearchEngineBot(request.headers['user-agent']);
    const nonce = randomBytes(16).toString('base64');
    try {
      const result = await renderer.render({
        url: request.url,
        origin: config.publicUrl,
        cookie: bot ? undefined : request.headers.cookie,
        acceptLanguage: bot ? undefined : request.headers['accept-language'],
        fetch: injectFetch(app, request),
        nonce,
        template,
      });
      if (!result) return false;
      if (result.kind === 'redirect') {
        await reply.redirect(result.location, result.status);
        return true;
      }
      await reply
        .status(result.status)
        .header('cache-control', NO_CACHE)
        .header('vary', 'Cookie, Accept-Language')
        .header('content-language', result.language)
        .header('content-security-policy', contentSecurityPolicyWithNonce(config, nonce))
        .type('text/html; charset=utf-8')
        .send(result.html);
      return true;
    } catch (error) {
      request.log.error({ err: error, bot }, 'server rendering failed; sending the SPA shell');
      return false;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage && hasSpa) {
      if (await sendRendered(request, reply)) return reply;
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    const body: ErrorResponse = {
      error: 'NOT_FOUND',
      message: isApi ? `No API route for ${request.method} ${pathname}` : `Nothing here: ${pathname}`,
    };
    return reply.status(404).send(body);
  });
});
