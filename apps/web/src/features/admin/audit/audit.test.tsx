// The audit trail screen: filters come from and go to the URL, the list is paged by the server, and an
// entry shows its before and after field by field.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const me = {
  user_id: 'u3',
  email: 'nadia.admin@staff.spc.test',
  name: 'Nadia Roy',
  role: 'admin',
  permissions: ['console.open', 'audit.read'],
  two_factor_enabled: true,
  idle_expires_at: Date.now() + 1_800_000,
};

const entry = {
  id: 41,
  at: Date.UTC(2026, 2, 10, 15, 0),
  staff_user_id: 'u1',
  staff_email: 'julien.editor@staff.spc.test',
  staff_role: 'editor',
  action: 'update',
  entity: 'offer',
  entity_id: '1204',
  summary: 'Changed offer 1204 (Pizza Nova): title',
  before: { title_en: '2 for 1 pizzas', status: 'active' },
  after: { title_en: '2-for-1 large pizzas', status: 'active' },
  request_id: 'req-8f2a1',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('audit trail', () => {
  it('lists the entries of the URL’s filters, and opens one with its changes field by field', async () => {
    const fetchMock = stubApi([
      ['GET /api/staff/me', me],
      ['GET /api/staff/audit', { entries: [entry], total: 1, page: 1, per_page: 50 }],
      ['GET /api/staff/audit/41', entry],
    ]);
    const { user } = await renderApp('/admin/audit?action=update&entity=offer&from=2026-03-01');
    const link = await screen.findByRole('link', { name: 'Changed offer 1204 (Pizza Nova): title' }, { timeout: 5000 });
    expect(calls(fetchMock)).toContain(
      'GET /api/staff/audit?entity=offer&action=update&from=2026-03-01&page=1&per_page=50',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Action' }).value).toBe('update');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/staff/audit/export.csv?entity=offer&action=update&from=2026-03-01',
    );
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Audit entry 41' }, { timeout: 5000 })).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'Each field before and after the change' });
    const row = within(changes).getByRole('row', { name: /title_en/ });
    expect(row.textContent).toContain('2 for 1 pizzas');
    expect(row.textContent).toContain('2-for-1 large pizzas');
    expect(row.textContent).toContain('Changed');
    expect(within(changes).queryByRole('row', { name: /status/ })).toBeNull();
    await user.click(screen.getByLabelText('Show the 1 unchanged field'));
    expect(within(changes).getByRole('row', { name: /status/ })).toBeTruthy();
  });

  it('shows the site’s 404 to a member (the API answers 403 STAFF_ONLY)', async () => {
    stubApi([
      [
        'GET /api/staff/me',
        () =>
          new Response(JSON.stringify({ error: 'STAFF_ONLY', message: 'This area is for SPC staff only.' }), {
            status: 403,
          }),
      ],
    ]);
    await renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Audit trail' })).toBeNull();
  });
});
