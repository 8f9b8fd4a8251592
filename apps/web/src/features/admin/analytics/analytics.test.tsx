// The partner analytics screen: the period and scope come from the URL, the totals and a summary
// sentence say what the period looked like (the charts' text alternative with the day table), the
// ranking and the CSV links follow the same choices, and a bad period is refused before any call.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const me = {
  user_id: 'u1',
  email: 'julien.editor@staff.spc.test',
  name: 'Julien Gagnon',
  role: 'editor',
  permissions: ['console.open', 'analytics.read'],
  two_factor_enabled: true,
  idle_expires_at: Date.now() + 1_800_000,
};

const daily = {
  from: '2026-03-01',
  to: '2026-03-03',
  partner_id: 5,
  offer_id: null,
  totals: { views: 1234, clicks: 56, reveals: 7, savings_cents: 4500 },
  days: [
    { day: '2026-03-01', views: 200, clicks: 10, reveals: 1, savings_cents: 500 },
    { day: '2026-03-02', views: 1000, clicks: 40, reveals: 5, savings_cents: 3500 },
    { day: '2026-03-03', views: 34, clicks: 6, reveals: 1, savings_cents: 500 },
  ],
  as_of: Date.UTC(2026, 2, 3, 12),
};

function stub() {
  return stubApi([
    ['GET /api/staff/me', me],
    ['GET /api/staff/analytics/daily', daily],
    [
      'GET /api/staff/analytics/offers',
      {
        offers: [
          {
            offer_id: 1204,
            partner_id: 5,
            partner_name: 'Maple Ridge Yoga',
            title_en: 'Free trial class',
            title_fr: "Cours d'essai gratuit",
            views: 1200,
            clicks: 50,
            reveals: 6,
            savings_cents: 4000,
          },
        ],
        total: 1,
        page: 1,
        per_page: 25,
      },
    ],
    [
      'GET /api/staff/analytics/picker',
      {
        partners: [{ partner_id: 5, name: 'Maple Ridge Yoga' }],
        offers: [{ offer_id: 1204, title_en: 'Free trial class', title_fr: "Cours d'essai gratuit" }],
      },
    ],
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('partner analytics', () => {
  it('shows the totals, a summary sentence, the day table and the ranking of the URL’s period and partner', async () => {
    const fetchMock = stub();
    await renderApp('/admin/analytics?from=2026-03-01&to=2026-03-03&partner=5');
    expect(await screen.findByRole('heading', { name: 'Partner analytics' }, { timeout: 5000 })).toBeTruthy();
    expect(
      await screen.findAllByText(
        /From Mar 1, 2026 to Mar 3, 2026, for Maple Ridge Yoga: 1,234 offer page views, 56 links followed, 7 codes revealed and \$45\.00 in estimated savings\. The busiest day was Mar 2, 2026, with 1,000 views\./,
        undefined,
        { timeout: 5000 },
      ),
    ).not.toHaveLength(0);
    const days = screen.getByRole('table', { name: 'Figures for each day of the period' });
    expect(within(days).getAllByRole('row')).toHaveLength(4);
    expect(within(days).getByText('$35.00')).toBeTruthy();
    const ranking = screen.getByRole('table', { name: 'Offers ranked by their figures over the period' });
    expect(await within(ranking).findByText('Free trial class')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download CSV (one line per day)' });
    expect(csv.getAttribute('href')).toBe(
      '/api/staff/analytics/export.csv?from=2026-03-01&to=2026-03-03&partner_id=5&by=day',
    );
    expect(calls(fetchMock)).toContain('GET /api/staff/analytics/daily?from=2026-03-01&to=2026-03-03&partner_id=5');
    expect(calls(fetchMock)).toContain(
      'GET /api/staff/analytics/offers?from=2026-03-01&to=2026-03-03&partner_id=5&sort=-views&page=1&per_page=25',
    );
  });

  it('refuses a period that ends before it starts, or longer than 366 days, without calling the API', async () => {
    const fetchMock = stub();
    const { user } = await renderApp('/admin/analytics?from=2026-03-01&to=2026-03-03');
    const from = await screen.findByLabelText('From', undefined, { timeout: 5000 });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    expect((await screen.findByRole('alert')).textContent).toBe('The start date must be on or before the end date.');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.clear(to);
    await user.type(to, '2026-03-03');
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a period of 366 days or less.');
    const before = calls(fetchMock).length;
    await user.click(screen.getByRole('button', { name: 'Show the figures' }));
    expect(
      calls(fetchMock)
        .slice(before)
        .filter((call) => call.includes('from=2025-01-01')),
    ).toEqual([]);
  });
});
