// Browser entry: detect the language, load its catalogues, then mount the router — or, on a page the
// server rendered, hydrate it with the server's language, loader data and query cache (decision 007).
// Everything that touches window, document or storage happens here or in effects, never at module scope.
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { parseLanguagePrefix } from './app/language-prefix.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { createI18n, detectInitialLanguage, SHELL_NAMESPACES } from './lib/i18n.ts';
import { createQueryClient, routerContextFor } from './lib/query-client.ts';
import { readServerState, type ServerState } from './lib/server-state.ts';
import { readStoredLanguage, storeLanguage } from './lib/storage.ts';
import { captureCampaign } from './lib/tracking.ts';
import './index.css';

declare global {
  interface Window {
    /** Read by createBrowserRouter as its hydration data (it revives the serialized errors). */
    __staticRouterHydrationData?: ServerState['router'];
  }
}

/** Lazy route modules of the first page must be there before hydrating, or the router shows its fallback. */
async function loadLazyMatches(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * What the language-prefix middleware does on a navigation, done once before hydrating (the server
 * rendered the page without running it in the browser): strip /fr or /en and remember the choice,
 * record the campaign parameters.
 */
function adoptServerUrl(): boolean {
  const prefixed = parseLanguagePrefix(window.location.pathname);
  if (prefixed) {
    storeLanguage(prefixed.language);
    window.history.replaceState(
      window.history.state,
      '',
      `${prefixed.pathname}${window.location.search}${window.location.hash}`,
    );
  }
  captureCampaign(new URLSearchParams(window.location.search));
  return prefixed !== null;
}

/** Marks the document once React is in charge (`<html data-hydrated>`): journeys wait for it before clicking. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const serverState = readServerState();
  const prefixed = serverState ? adoptServerUrl() : false;
  const language = serverState?.language ?? detectInitialLanguage();
  document.documentElement.lang = language;
  // The shell's catalogues, and those the server-rendered page used; the member areas' load on demand.
  const namespaces = [...SHELL_NAMESPACES, ...(serverState?.namespaces ?? [])];
  const [i18n, queryClient] = [await createI18n(language, { namespaces }), createQueryClient()];
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    window.__staticRouterHydrationData = serverState.router;
    await loadLazyMatches(routes);
  }
  const router = createBrowserRouter(routes, { getContext: routerContextFor(queryClient, i18n) });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
        <HydrationMark />
      </AppProviders>
    </StrictMode>
  );
  if (!serverState) {
    // The shell's placeholder title and description: React adopts neither outside hydration, so they
    // would stay next to every page's own.
    for (const placeholder of document.head.querySelectorAll('title, meta[name="description"]')) placeholder.remove();
    createRoot(container).render(app);
    return;
  }
  hydrateRoot(container, app);
  // A choice stored on this device before the language cookie existed: honour it once hydrated.
  const stored = readStoredLanguage();
  if (!prefixed && stored && stored !== language) {
    storeLanguage(stored);
    setTimeout(() => void i18n.changeLanguage(stored), 0);
  }
}

void start();
