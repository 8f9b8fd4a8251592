// Browser entry: detect the language, load its catalogues, then mount the router. Everything that
// touches window, document or storage happens here or in effects, never at module scope.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { createI18n, detectInitialLanguage } from './lib/i18n.ts';
import { createQueryClient, routerContextFor } from './lib/query-client.ts';
import './index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const language = detectInitialLanguage();
  document.documentElement.lang = language;
  const [i18n, queryClient] = [await createI18n(language), createQueryClient()];
  const router = createBrowserRouter(routes, { getContext: routerContextFor(queryClient, i18n) });
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
