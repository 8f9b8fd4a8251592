// The console's content section (issue 20 item 3): the blog editor's preview is the server's rendering,
// asked once typing pauses (not per keystroke); the form refuses what the domain schema refuses before
// sending anything; a taken address comes back from the server onto its field, in French too.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const ME = {
  user_id: 'u-staff',
  email: 'camille@spc.test',
  name: 'Camille Roy',
  role: 'editor',
  permissions: ['console.open', 'content.read', 'content.write'],
  two_factor_enabled: true,
  idle_expires_at: Date.now() + 30 * 60_000,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function stub(extra: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    ['GET /api/staff/me', ME],
    ['GET /api/users/website-menu', { header: [], footer: { first_column: [], second_column: [], third_column: [] } }],
    [
      'POST /api/staff/content/preview',
      ({ body }) => {
        const { markdown } = body as { markdown: string };
        // What the server would answer: its sanitised HTML (here, recognisably the server's).
        return jsonResponse({ html: `<p>server: ${markdown.replace(/</g, '&lt;')}</p>` });
      },
    ],
    ...extra,
  ]);
}

describe('content section: blog editor', { timeout: 20_000 }, () => {
  it('shows the server’s preview once typing pauses, one call for a burst of keys', async () => {
    const fetchMock = stub();
    const { user } = await renderApp('/admin/content/blog/new');
    const body = await screen.findByLabelText('Body (English, Markdown)', {}, { timeout: 5000 });
    await user.type(body, 'Hello **there**');
    const preview = screen.getByRole('region', { name: 'Preview of Body (English, Markdown)' });
    await waitFor(() => expect(within(preview).getByText('server: Hello **there**')).toBeTruthy(), { timeout: 3000 });
    const previews = calls(fetchMock).filter((call) => call === 'POST /api/staff/content/preview');
    expect(previews.length).toBeLessThanOrEqual(2);
  });

  it('refuses empty required fields without calling the API', async () => {
    const fetchMock = stub();
    const { user } = await renderApp('/admin/content/blog/new');
    await user.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 5000 }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(calls(fetchMock)).not.toContain('POST /api/staff/content/blog-posts');
  });

  it('puts the server’s 409 on the address field, in French', async () => {
    stub([
      [
        'POST /api/staff/content/blog-posts',
        () =>
          jsonResponse({ error: 'SLUG_TAKEN', message: 'Another item already uses this address.', field: 'slug' }, 409),
      ],
    ]);
    const { user } = await renderApp('/fr/admin/content/blog/new', { language: 'fr' });
    await user.type(await screen.findByLabelText('Adresse (slug)', {}, { timeout: 5000 }), 'rentree');
    await user.type(screen.getByLabelText('Auteur ou autrice'), 'Équipe SPC');
    await user.type(screen.getByLabelText('Titre (anglais)'), 'Back to school');
    await user.type(screen.getByLabelText('Titre (français)'), 'La rentrée');
    await user.type(screen.getByLabelText('Résumé (anglais)'), 'Deals for the new term.');
    await user.type(screen.getByLabelText('Résumé (français)'), 'Des rabais pour la session.');
    await user.type(screen.getByLabelText('Texte (anglais, Markdown)'), 'Welcome back.');
    await user.type(screen.getByLabelText('Texte (français, Markdown)'), 'Bon retour.');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const slug = screen.getByLabelText('Adresse (slug)');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Un autre élément utilise déjà cette adresse.')).toBeTruthy();
  });
});
