// Browser entry: detect the language, load its catalogues, then mount the router — or, on a page the
// server rendered, hydrate it with the server's language, loader data and query cache (decision 007).
// Everything that touches window, document or storage happens here or in effects, never at module scope.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { parseLanguagePrefix } from './app/language-prefix.ts';
import { noteLanguageChoice } from './lib/language-choice.ts';
import { loadLazyRoutes } from './app/lazy-routes.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { createI18n, detectInitialLanguage, SHELL_NAMESPACES } from './lib/i18n.ts';
import { createQueryClient, routerContextFor } from './lib/query-client.ts';
import { hydrateQueries, readServerState, type ServerState } from './lib/server-state.ts';
import { prefetchSession } from './lib/session.ts';
import { readStoredLanguage, storeLanguage } from './lib/storage.ts';
import { captureCampaign } from './lib/tracking.ts';

declare global {
  interface Window {
    /** Read by createBrowserRouter as its hydration data (it revives the serialized errors). */
    __staticRouterHydrationData?: ServerState['router'];
  }
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
    noteLanguageChoice(prefixed.language);
    window.history.replaceState(
      window.history.state,
      '',
      `${prefixed.pathname}${window.location.search}${window.location.hash}`,
    );
  }
  captureCampaign(new URLSearchParams(window.location.search));
  return prefixed !== null;
}

/**
 * Marks the document once React is in charge (`<html data-hydrated>`): journeys wait for it before
 * clicking. `onHydrated` (created once, in start) runs right after, in a task of its own: in hydration's
 * effects it lengthened their task (the stored language's read above all, decision 043).
 */
function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (!onHydrated) return undefined;
    const id = setTimeout(onHydrated, 0);
    return () => clearTimeout(id);
  }, [onHydrated]);
  return null;
}

/**
 * Ends the current task, so the browser can paint and answer input between the start-up steps: run as
 * one, the scripts' evaluation, the catalogues and the router made a single task of several hundred
 * milliseconds on a slow phone (Total Blocking Time).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const serverState = readServerState();
  const prefixed = serverState ? adoptServerUrl() : false;
  const language = serverState?.language ?? detectInitialLanguage();
  document.documentElement.lang = language;
  // The shell's catalogues, and those the server-rendered page used; the member areas' load on demand.
  const namespaces = [...SHELL_NAMESPACES, ...(serverState?.namespaces ?? [])];
  const [i18n, queryClient] = [await createI18n(language, { namespaces }), createQueryClient()];
  // The catalogues' set-up and the query cache's: one task each (decision 043).
  await yieldToBrowser();
  // Settled by HydrationMark's effect: the session's answer waits for it (prefetchSession).
  let hydrationDone: () => void = () => undefined;
  const hydration = new Promise<void>((resolve) => (hydrationDone = resolve));
  if (serverState) {
    hydrateQueries(queryClient, serverState.queries);
    window.__staticRouterHydrationData = serverState.router;
    // Lazy route modules of the first page must be there before hydrating, or the router shows its fallback.
    await loadLazyRoutes(routes, serverState.lazyRoutes);
    // The session's request, in a task of its own (starting a fetch is not free on a slow phone).
    await yieldToBrowser();
    prefetchSession(queryClient, hydration);
  }
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { getContext: routerContextFor(queryClient, i18n) });
  let hydrated = false;
  const onHydrated = () => {
    // Once, though StrictMode runs the effect twice in development.
    if (hydrated) return;
    hydrated = true;
    hydrationDone();
    // A choice stored on this device before the language cookie existed: honoured once hydrated (the
    // server rendered the page in the cookie's language, or the browser's). Read then, not before
    // hydrating: the first read of the storage is slow and would lengthen the start-up task.
    const stored = serverState && !prefixed && readStoredLanguage();
    if (stored && stored !== language) {
      storeLanguage(stored);
      void i18n.changeLanguage(stored);
    }
    // The error listeners, analytics, the campaign root…, loaded once the page is hydrated, each step in a
    // task of its own (app/after-hydration.ts): started with hydrateRoot, they competed with hydration.
    import('./app/after-hydration.ts').then(
      (after) => after.afterHydration(queryClient),
      () => undefined,
    );
  };
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
        <HydrationMark onHydrated={onHydrated} />
      </AppProviders>
    </StrictMode>
  );
  // The router's set-up (its route table ranked and matched) and hydration: one task each.
  await yieldToBrowser();
  if (!serverState) {
    // The shell's placeholder title and description: React adopts neither outside hydration, so they
    // would stay next to every page's own.
    for (const placeholder of document.head.querySelectorAll('title, meta[name="description"]')) placeholder.remove();
    createRoot(container).render(app);
  } else {
    // Hydration as a transition, as React Router's own browser entry does: React hydrates in slices and
    // yields to the browser between them, instead of blocking the main thread for the whole page (on a
    // slow phone the home page's hydration was one task of several hundred milliseconds: Total Blocking
    // Time). Nothing updates the tree before hydration ends: the stored language waits for HydrationMark.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
}

void start();
