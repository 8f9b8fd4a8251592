// Renders one page component with the app's providers in a memory router of its own — without the
// root route's guard — for states the guard would not let a test reach (a session that cannot load).
import type { Language } from '@spc/domain/constants';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TestProviders } from '../../../test/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient, routerContextFor } from '../../../lib/query-client.ts';

export async function renderRouteAlone(
  element: ReactNode,
  { path = '/membership-screen', language = 'en' }: { path?: string; language?: Language } = {},
) {
  const queryClient = createQueryClient({ retry: false });
  const i18n = await createI18n(language);
  const router = createMemoryRouter([{ path, element }], {
    initialEntries: [path],
    getContext: routerContextFor(queryClient, i18n),
  });
  return render(
    <TestProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
