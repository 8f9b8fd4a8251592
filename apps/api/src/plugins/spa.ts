// Serves the built SPA: hashed assets cached for a year, index.html never cached, and the
// history-mode fallback — any GET outside /api that matches no file gets index.html. Public pages
// (home, deals, category, partner, offer, search) are rendered on the server by the web app's SSR
// bundle when it was built (decision 007); without it, or when rendering fails, they get index.html
// too. Unknown /api paths answer a JSON 404.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isSearchEngineBot } from '@spc/domain/bots';
import { LANGUAGE_COOKIE } from '@spc/domain/constants';
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

/**
 * The built index.html as the rendered pages' template: its stylesheet inlined, so the first paint of a
 * server-rendered page waits for no second request (Lighthouse mobile, decision 007's pages); the SPA
 * shell keeps the <link>. The CSP allows inline styles ('unsafe-inline' in style-src, security.ts).
 */
export function inlineStylesheets(html: string, webDistDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const cssFile = path.join(webDistDir, file);
    return existsSync(cssFile) ? `<style>${readFileSync(cssFile, 'utf8')}</style>` : link;
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page compressed for the client (@fastify/compress only hooks routes, and pages are sent
 * by the not-found handler): brotli at quality 4 as the plugin does, else gzip, else as is.
 */
async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: string }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    return { body: await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(body), encoding: 'gzip' };
  return { body };
}

/** How long a rendered page is reused (its data come from API answers cached for 30 s anyway). */
const PAGE_CACHE_MS = 10_000;
const PAGE_CACHE_ENTRIES = 200;

interface RenderedPage {
  html: string;
  /** The nonce the page was rendered with: each response swaps in its own. */
  nonce: string;
  status: number;
  language: string;
}

/**
 * What a rendered page depends on: its URL and the language inputs. Pages render for visitors (the
 * loaders' API calls carry no credentials, inject-fetch.ts), so the rest of the cookie does not
 * matter; only the language cookie is kept from it.
 */
export function pageCacheKey(url: string, cookie: string | undefined, acceptLanguage: string | undefined): string {
  const language = cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return `${language ?? ''}\n${acceptLanguage ?? ''}\n${url}`;
}

/**
 * The rendered pages of the last seconds, per URL and language inputs, so a page many visitors open at
 * once is rendered once (React's render dominated the page's server time). Bounded; oldest out first.
 */
function createPageCache(now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; page: RenderedPage }>();
  return {
    get(key: string): RenderedPage | undefined {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.page;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key: string, page: RenderedPage): void {
      entries.delete(key);
      entries.set(key, { expires: now() + PAGE_CACHE_MS, page });
      while (entries.size > PAGE_CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
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
  const template = renderer ? inlineStylesheets(readFileSync(indexFile, 'utf8'), config.webDistDir) : '';

  const pages = createPageCache();

  /** A server-rendered page, or false when this path is not one or rendering failed. */
  async function sendRendered(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!renderer) return false;
    // Bots get the page of the URL itself: not a language picked from cookies or Accept-Language.
    const bot = isSearchEngineBot(request.headers['user-agent']);
    const cookie = bot ? undefined : request.headers.cookie;
    const acceptLanguage = bot ? undefined : request.headers['accept-language'];
    // Every response gets its own nonce, a cached page too: the one it was rendered with is replaced.
    const nonce = randomBytes(16).toString('base64');
    try {
      const key = pageCacheKey(request.url, cookie, acceptLanguage);
      let page = pages.get(key);
      reply.header('x-cache', page ? 'hit' : 'miss');
      if (!page) {
        const result = await renderer.render({
          url: request.url,
          origin: config.publicUrl,
          cookie,
          acceptLanguage,
          fetch: injectFetch(app, request),
          nonce,
          template,
        });
        if (!result) return false;
        if (result.kind === 'redirect') {
          await reply.redirect(result.location, result.status);
          return true;
        }
        page = { ...result, nonce };
        if (result.status === 200) pages.set(key, page);
      }
      const html = page.nonce === nonce ? page.html : page.html.replaceAll(page.nonce, nonce);
      const { body, encoding } = await encodePage(html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      await reply
        .status(page.status)
        .header('cache-control', NO_CACHE)
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
        .header('content-language', page.language)
        .header('content-security-policy', contentSecurityPolicyWithNonce(config, nonce))
        .type('text/html; charset=utf-8')
        .send(body);
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
