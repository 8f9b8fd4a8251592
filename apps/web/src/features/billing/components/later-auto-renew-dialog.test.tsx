// The "later auto-renew" modal (spec §2 "Modals": "yes goes to /billing").
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { LaterAutoRenewDialog } from './later-auto-renew-dialog.tsx';

function FreeTrialPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Welcome</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Ask about auto-renew
      </button>
      <LaterAutoRenewDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

async function renderDialog(language: 'en' | 'fr' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/deals', element: <FreeTrialPage /> },
      { path: '/billing', element: <h1>Billing page</h1> },
    ],
    { initialEntries: ['/deals'] },
  );
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={await createI18n(language)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const user = userEvent.setup();
  const opener = await screen.findByRole('button', { name: 'Ask about auto-renew' });
  await user.click(opener);
  return { router, user, opener };
}

describe('LaterAutoRenewDialog', () => {
  it('goes to /billing on yes', async () => {
    const { router, user } = await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-renew?' });
    expect(dialog).toHaveAccessibleDescription(
      'Keep your discounts without a break: turn on auto-renew and your membership renews each year.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Yes, set it up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays put on "Maybe later" and Escape, with the focus back on the opener', async () => {
    const { router, user, opener } = await renderDialog();

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/deals');
  });

  it('reads naturally in French', async () => {
    await renderDialog('fr');
    const dialog = await screen.findByRole('dialog', { name: 'Activer le renouvellement automatique?' });
    expect(within(dialog).getByRole('button', { name: 'Oui, je l’active' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Plus tard' })).toBeInTheDocument();
  });
});
