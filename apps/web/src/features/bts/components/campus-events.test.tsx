// The events section of a campus page (issue 18 item 6), the API stubbed: a running event links to its
// page (/bts-2025?event_id=…&campus_id=…), a coming one does not; none planned says so, in French too.
import type { BtsEvent } from '@spc/domain/bts';
import type { Language } from '@spc/domain/constants';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { TestProviders } from '../../../test/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { CampusEvents } from './campus-events.tsx';

const event = (overrides: Partial<BtsEvent>): BtsEvent => ({
  event_id: 'bts-mcgill-2025',
  campus_id: 7,
  campus_url_name: 'mcgill-downtown',
  campus_name_en: 'McGill University — Downtown campus',
  campus_name_fr: 'Université McGill — Campus du centre-ville',
  name_en: 'SPC back-to-school booth at McGill',
  name_fr: 'Kiosque de la rentrée SPC à McGill',
  location_en: 'Leacock Building lobby',
  location_fr: 'Hall du pavillon Leacock',
  starts_at: '2026-11-24T05:00:00.000Z',
  ends_at: '2026-12-08T05:00:00.000Z',
  state: 'active',
  ...overrides,
});

async function show(language: Language = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['student']);
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <MemoryRouter>
        <CampusEvents campusId={7} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('A campus page’s back-to-school events', () => {
  it('links a running event to its page, and shows a coming one without a link', async () => {
    const fetchMock = stubApi([
      [
        'GET /api/store/bts/events',
        {
          events: [
            event({}),
            event({ event_id: 'bts-mcgill-winter', name_en: 'Winter welcome booth', state: 'upcoming' }),
          ],
        },
      ],
    ]);
    await show();
    expect(await screen.findByRole('heading', { name: 'SPC back-to-school booth at McGill' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      '/bts-2025?event_id=bts-mcgill-2025&campus_id=7',
    );
    expect(screen.getByRole('heading', { name: 'Winter welcome booth' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open the event' })).toHaveLength(1);
    expect(screen.getByText(/^Upcoming · /)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/store/bts/events?campus_id=7');
  });

  it('says when no event is planned, in French', async () => {
    stubApi([['GET /api/store/bts/events', { events: [] }]]);
    await show('fr');
    expect(
      await screen.findByText('Aucun événement SPC n’est prévu sur ce campus pour le moment.'),
    ).toBeInTheDocument();
  });
});
