// Server entry, built by `vite build --ssr` into dist-server/entry-server.js and imported by the API's
// SSR plugin: renders a public page (React Router's static handler, then React) with its data, in the
// visitor's language, into the built index.html, with the router's and the query cache's state for
// hydration. Everything here is per request; the API calls of the loaders go through the fetch the
// caller passes (app.inject in the same process), found through AsyncLocalStorage. Decision 007.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@spc/domain/constants';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { parseLanguagePrefix } from './app/language-prefix.ts';
import { isStaffConsolePath } from './app/admin-paths.ts';
import { lazyRoutePaths } from './app/lazy-routes.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { isServerRenderedPath, linkTags } from './app/seo.ts';
import { setApiFetchSource, type ApiFetch } from './lib/api-client.ts';
import { SiteOriginProvider } from './lib/head/site-origin.tsx';
import { scriptJson } from './lib/head/structured-data.ts';
import { createI18n, isLanguage, usedNamespaces, type PreloadedCatalogues } from './lib/i18n.ts';
import { createQueryClient, routerContextFor } from './lib/query-client.ts';
import { dehydrateQueries, SERVER_STATE_ID, type ServerState } from './lib/server-state.ts';

// Every catalogue of every language is in the server bundle: nothing is loaded lazily while a request waits.
// They live in @spc/locales (a glob cannot name a package); the e-mails' namespace is the API's.
const catalogues = import.meta.glob<Record<string, unknown>>(
  ['../../../packages/locales/src/*/*.json', '!../../../packages/locales/src/*/email.json'],
  { import: 'default', eager: true },
);
const preloaded: PreloadedCatalogues = {};
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, language, namespace] = /\/locales\/src\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!isLanguage(language) || !namespace) continue;
  (preloaded[language] ??= {})[namespace] = catalogue;
}

const requestFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetchSource(() => requestFetch.getStore() ?? fetch);

const handler = createStaticHandler(routes);

export interface RenderInput {
  /** Path and query as requested (`/fr/deals?page=2`). */
  url: string;
  /** The site's public address (PUBLIC_URL), for canonical and alternate links. */
  origin: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  /** How the loaders reach the API for this request. */
  fetch: ApiFetch;
  /** The built index.html. */
  template: string;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; language: Language };

function cookieLanguage(cookie: string | undefined): Language | undefined {
  const value = cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/** The page's language, as the browser would pick it: the URL's prefix, the stored choice, the browser's. */
export function pageLanguage(prefix: Language | undefined, cookie?: string, acceptLanguage?: string): Language {
  if (prefix) return prefix;
  const stored = cookieLanguage(cookie);
  if (stored) return stored;
  return acceptLanguage?.trim().toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_LANGUAGE;
}

/** Waits (a little) for queries the loaders started without awaiting, so the page shows them too. */
async function settle(queryClient: QueryClient, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

function serializeErrors(errors: StaticHandlerContext['errors']): ServerState['router']['errors'] {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) serialized[routeId] = { message: error.message, __type: 'Error' };
    else serialized[routeId] = error;
  }
  return serialized;
}

async function renderToString(element: React.ReactElement): Promise<string> {
  // Everything is ready when the page is written, so no boundary needs outlining and revealing by an
  // inline script (React outlines large ones by default, and the CSP would block that script).
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** React 19 writes a fragment's <title>, <meta> and <link> first: they belong in <head>. */
function splitHoisted(html: string): { head: string; body: string } {
  let head = '';
  let body = html;
  for (;;) {
    const match = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/.exec(body);
    if (!match) break;
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/**
 * The catch-all route a path matches when no listed route does: `:id` (a holiday event page, 404 unless
 * the event is active) or `*` (the 404 page). Such paths are rendered here so that they answer with
 * their status, not the SPA shell's 200.
 */
function catchAllRoute(matches: ReturnType<typeof matchRoutes>): '*' | ':id' | undefined {
  const deepest = matches?.at(-1)?.route.path;
  return deepest === '*' || deepest === ':id' ? deepest : undefined;
}

/** Renders a public page; null when the path is not one (the caller sends the SPA shell). */
export async function render(input: RenderInput): Promise<RenderResult | null> {
  const url = new URL(input.url, input.origin);
  const prefixed = parseLanguagePrefix(url.pathname);
  const pathname = prefixed?.pathname ?? url.pathname;
  // Matched once, for the catch-all check and the lazy routes the browser needs before hydrating.
  const matches = matchRoutes(routes, pathname);
  const catchAll = catchAllRoute(matches);
  // A console page is rendered only for a request that is not staff's (plugins/spa.ts): the 404 page.
  const staffConsole = isStaffConsolePath(url.pathname);
  if (!isServerRenderedPath(pathname) && !catchAll && !staffConsole) return null;
  const language = pageLanguage(prefixed?.language, input.cookie, input.acceptLanguage);

  const queryClient = createQueryClient({ retry: false });
  const i18n = await createI18n(language, { preloaded });
  const request = new Request(new URL(`${pathname}${url.search}`, input.origin));

  return requestFetch.run(input.fetch, async (): Promise<RenderResult> => {
    const context = await handler.query(request, { requestContext: routerContextFor(queryClient, i18n)() });
    if (context instanceof Response) {
      const location = context.headers.get('location') ?? '/';
      // A French page's redirect stays French.
      const localized = prefixed?.language === 'fr' && location.startsWith('/') ? `/fr${location}` : location;
      return { kind: 'redirect', status: context.status, location: localized };
    }
    await settle(queryClient, 500);

    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = await renderToString(
      <StrictMode>
        <SiteOriginProvider origin={input.origin}>
          <AppProviders queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </SiteOriginProvider>
      </StrictMode>,
    );
    const { head, body } = splitHoisted(rendered);

    const state: ServerState = {
      language,
      namespaces: usedNamespaces(i18n),
      lazyRoutes: lazyRoutePaths(routes, pathname, matches),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
      queries: dehydrateQueries(queryClient),
    };
    let html = input.template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
    // The shell's generic description goes even when the page has none (a 404): React would never
    // adopt it, so it would stay next to the next page's own description after a navigation.
    html = html.replace(/<meta name="description"[^>]*>/, '');
    // A page's head tags are its own (HeadTags), so React keeps them current after hydration; the
    // server writes the links only for a page that rendered none, and never for an error page.
    const ownLinks = head.includes('<link rel="canonical"') || context.statusCode !== 200;
    const links = ownLinks ? '' : linkTags(input.origin, pathname, url.search, language);
    html = html.replace('</head>', `${head}${links}</head>`).replace(
      '<div id="root"></div>',
      // A data block, not a script: never executed, so it needs no CSP nonce and the page is the same
      // for every response (cached and compressed once, decision 018).
      `<div id="root">${body}</div><script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
    );
    queryClient.clear();
    // The catch-all page is the 404 page (spec §2: "Any path not listed is a 404 page"), and says so.
    return { kind: 'page', status: catchAll === '*' ? 404 : context.statusCode, html, language };
  });
}
