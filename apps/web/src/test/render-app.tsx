// Renders the real route table in a memory router with fresh providers, as a user would meet it.
import type { Language } from '@spc/domain/constants';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient, routerContextFor } from '../lib/query-client.ts';

export async function renderApp(path: string, { language = 'en' }: { language?: Language } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const i18n = await createI18n(language);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routerContextFor(queryClient, i18n),
  });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, queryClient, i18n };
}

/** A JSON Response like the API's. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The URLs the stubbed fetch was called with, as strings. */
export function requestedUrls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
}
