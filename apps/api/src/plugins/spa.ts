// Serves the built SPA: hashed assets cached for a year, index.html never cached, and the
// history-mode fallback — any GET outside /api that matches no file gets index.html. Public pages
// (home, deals, category, partner, offer, search) are rendered on the server by the web app's SSR
// bundle when it was built (decision 007); without it, or when rendering fails, they get index.html
// too. Unknown /api paths answer a JSON 404.
//
// A rendered page is rendered once for all the requests that want it meanwhile, kept a few seconds
// compressed in every encoding with its strong ETag, and sent as stored: CDN-ready (s-maxage,
// stale-while-revalidate, 304 on If-None-Match), no-store for a signed-in member's request. Pages need
// no CSP nonce: their inline <script> elements are data blocks, never executed (decision 018).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isSearchEngineBot } from '@spc/domain/bots';
import { LANGUAGE_COOKIE, LANGUAGES } from '@spc/domain/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressBody, type Encoding } from '../compression.ts';
import type { Config } from '../config.ts';
import type { ErrorResponse } from '../errors.ts';
import {
  contentHash,
  hasSessionCookie,
  matchesIfNoneMatch,
  PERSONAL_CACHE_CONTROL,
  publicCacheControl,
  strongEtag,
} from '../http-caching.ts';
import { createSingleFlight } from '../single-flight.ts';
import { injectFetch, type InjectFetch } from './inject-fetch.ts';
import { negotiateEncoding } from './response-cache.ts';

/** The contract of apps/web/src/entry-server.tsx (an app does not import another app's code). */
interface ServerRenderer {
  render(input: {
    url: string;
    origin: string;
    cookie?: string | undefined;
    acceptLanguage?: string | undefined;
    fetch: InjectFetch;
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
 * The stylesheet's address stays in the page as a disabled link, which the browser neither fetches nor
 * applies: Vite's loader of lazy chunks lists that stylesheet among their dependencies and adds a
 * <link> for it unless one is there, and that second copy of the whole stylesheet, arriving after
 * hydration, cost a full style recalculation of the page (decision 041).
 */
export function inlineStylesheets(html: string, webDistDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const cssFile = path.join(webDistDir, file);
    return existsSync(cssFile)
      ? `<style>${readFileSync(cssFile, 'utf8')}</style><link disabled rel="stylesheet" href="/${file}">`
      : link;
  });
}

/** How long a rendered page is reused (its data come from API answers cached for 30 s anyway). */
const PAGE_CACHE_MS = 10_000;
const PAGE_CACHE_ENTRIES = 200;
const NO_CACHE = 'no-cache';

/** One encoding of a page as sent: its bytes, strong ETag and the headers of its response. */
export interface Representation {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/**
 * A rendered page ready to send (decisions 018, 042): each encoding's bytes with its strong ETag and
 * the headers its response carries, worked out once, so a response does no work on the body or its
 * headers. Identity is ready at once; brotli and gzip are compressed on their first request, once (a
 * cold page's miss waits for the one encoding its browser asked for, not for all of them). Pages carry
 * no nonce: their only inline <script> elements are data blocks (application/json,
 * application/ld+json), which are never executed.
 */
export interface PreparedPage {
  status: number;
  language: string;
  /** The encoding's representation, or the compression that will give it (shared by its waiters). */
  representation(encoding: Encoding | undefined): Representation | Promise<Representation>;
}

/**
 * A rendered page for every client (@fastify/compress only hooks routes, and pages are sent by the
 * not-found handler), compressed in the thread pool as it is first wanted. `vary` is the page's Vary
 * header (its URL decides it, `varyFor`); `compress` is the thread pool's compression (a test's stand-in).
 */
export function preparePage(
  page: { status: number; html: string; language: string },
  vary: string,
  compress: typeof compressBody = compressBody,
): PreparedPage {
  const identity = Buffer.from(page.html);
  const hash = contentHash(identity);
  const represent = (body: Buffer, encoding: Encoding | undefined): Representation => {
    const etag = strongEtag(hash, encoding);
    const headers: Record<string, string> = {
      'x-cache': 'hit',
      'cache-control': page.status === 200 ? publicCacheControl(PAGE_CACHE_MS) : NO_CACHE,
      vary,
      'content-language': page.language,
      etag,
      'content-type': 'text/html; charset=utf-8',
    };
    if (encoding) headers['content-encoding'] = encoding;
    return { body, etag, headers };
  };
  const ready: Partial<Record<Encoding | 'identity', Representation>> = { identity: represent(identity, undefined) };
  const compressing: Partial<Record<Encoding, Promise<Representation>>> = {};
  return {
    status: page.status,
    language: page.language,
    representation(encoding) {
      const done = ready[encoding ?? 'identity'];
      if (done || !encoding) return done!;
      return (compressing[encoding] ??= compress(encoding, identity).then(
        (body) => (ready[encoding] = represent(body, encoding)),
        // A compression that fails (the thread pool out of memory) costs this request its compression,
        // never the page: it gets the identity bytes, and the next request for the encoding tries again.
        () => {
          delete compressing[encoding];
          return ready.identity!;
        },
      ));
    },
  };
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
declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered pages' cache (cleared with the others by `invalidateCaches`). */
    pageCache: { clear(): void };
  }
}

export function createPageCache(now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; page: PreparedPage }>();
  return {
    get(key: string): PreparedPage | undefined {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.page;
      if (entry) entries.delete(key);
      return undefined;
    },
    clear(): void {
      entries.clear();
    },
    set(key: string, page: PreparedPage): void {
      entries.delete(key);
      entries.set(key, { expires: now() + PAGE_CACHE_MS, page });
      while (entries.size > PAGE_CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
}

/** What a render came to: a page ready to send, a redirect, or null (not a page: the SPA shell). */
type Rendered = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; page: PreparedPage } | null;

/**
 * A URL whose first or last segment names the language (`/fr/deals`, `/deals/en`): its page does not
 * depend on the language cookie or Accept-Language, so a shared cache need not key on them.
 */
function languageInUrl(url: string): boolean {
  const segments = (url.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
  return [segments[0], segments.at(-1)].some((segment) => (LANGUAGES as readonly string[]).includes(segment ?? ''));
}

/** A page's Vary: its language inputs only when its URL does not name the language (decision 018). */
export function varyFor(url: string): string {
  return languageInUrl(url) ? 'Accept-Encoding' : 'Cookie, Accept-Language, Accept-Encoding';
}

/** The staff console's pages, and its sign-in page (apps/web/src/app/admin-routes.tsx). */
const STAFF_PAGE = /^\/admin(?:\/|$)/;
const STAFF_SIGN_IN = /^\/admin\/sign-in\/?$/;
/** The same pages by their URL, query included (the early hook has no pathname). */
const STAFF_URL = /^\/admin(?:[/?]|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
  // Issue 22: emptied by a write on any instance (plugins/cache-bus.ts).
  app.decorate('pageCache', { clear: () => pages.clear() });
  const renders = createSingleFlight<Rendered>();

  /** Renders a page once for all the requests that want it meanwhile (single flight); caches a 200. */
  function renderShared(key: string, request: FastifyRequest, cookie?: string, acceptLanguage?: string) {
    return renders.run(key, async (): Promise<Rendered> => {
      const result = await renderer!.render({
        url: request.url,
        origin: config.publicUrl,
        cookie,
        acceptLanguage,
        fetch: injectFetch(app, request),
        template,
      });
      if (!result || result.kind === 'redirect') return result;
      const page = preparePage(result, varyFor(request.url));
      if (result.status === 200) pages.set(key, page);
      return { kind: 'page', page };
    });
  }

  /** What the page of a request depends on. Bots get the page of the URL itself, whatever their language headers. */
  function pageInputs(request: FastifyRequest) {
    const bot = isSearchEngineBot(request.headers['user-agent']);
    const cookie = bot ? undefined : request.headers.cookie;
    const acceptLanguage = bot ? undefined : request.headers['accept-language'];
    return { bot, cookie, acceptLanguage, key: pageCacheKey(request.url, cookie, acceptLanguage) };
  }

  /** Sends a prepared page as stored: its headers were worked out with it (decision 042). */
  function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage, cache: 'hit' | 'miss' = 'hit') {
    const send = ({ body, etag, headers }: Representation) => {
      reply.status(page.status).headers(headers);
      if (cache === 'miss') reply.header('x-cache', 'miss');
      // Rendered for visitors, but a signed-in member's response is still theirs alone (issue 16 item 9).
      if (hasSessionCookie(request.headers.cookie)) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.removeHeader('content-encoding').status(304).send();
      }
      return reply.send(body);
    };
    const representation = page.representation(negotiateEncoding(request.headers['accept-encoding']));
    return representation instanceof Promise ? representation.then(send) : send(representation);
  }

  /** A server-rendered page, or false when this path is not one or rendering failed. */
  async function sendRendered(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!renderer) return false;
    const { bot, cookie, acceptLanguage, key } = pageInputs(request);
    try {
      let page = pages.get(key);
      // A request that joins a render already running does not render: it is served like a hit.
      const cache = page || renders.has(key) ? 'hit' : 'miss';
      if (!page) {
        const result = await renderShared(key, request, cookie, acceptLanguage);
        if (!result) return false;
        if (result.kind === 'redirect') {
          await reply.header('x-cache', cache).redirect(result.location, result.status);
          return true;
        }
        page = result.page;
      }
      await sendPage(request, reply, page, cache);
      return true;
    } catch (error) {
      request.log.error({ err: error, bot }, 'server rendering failed; sending the SPA shell');
      return false;
    }
  }

  /**
   * A page in the page cache is answered as soon as its request arrives (decision 042): after the
   * security headers and the request id, before the not-found handler's hooks and the page's handler.
   * Only what the handler would have sent from the cache: a GET or HEAD of a path no route serves,
   * outside /api and the staff console, whose page is stored; anything else goes on as before.
   */
  if (renderer) {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.is404) return;
      const url = request.url;
      if (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?') || STAFF_URL.test(url)) return;
      const page = pages.get(pageInputs(request).key);
      if (page) return sendPage(request, reply, page);
    });
  }

  /**
   * The staff console's pages (decision 030): never server-rendered, never kept by a cache, never
   * indexed. Its sign-in page is the door, open to anyone; every other console page is the site's 404
   * page (status 404) unless the session is a staff one, which gets the app shell and the console.
   */
  let shell: Buffer | undefined;
  async function sendStaffPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    reply.header('x-robots-tag', 'noindex, nofollow');
    const isStaff = app.hasDecorator('isStaffRequest') && (await app.isStaffRequest(request));
    if (isStaff || STAFF_SIGN_IN.test(pathname)) {
      // Sent as is: the static plugin would mark it `no-cache` (kept, revalidated) on the way out.
      shell ??= readFileSync(indexFile);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(shell);
    }
    // The 404 page as the web app renders it for a visitor (its route answers 404 on the server).
    if (await sendRendered(request, reply)) return reply;
    return reply.status(404).header('cache-control', NO_CACHE).sendFile('index.html');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage && hasSpa && STAFF_PAGE.test(pathname)) return sendStaffPage(request, reply, pathname);
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
