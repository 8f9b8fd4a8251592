// /{id} holiday event pages through the real route table, the API stubbed: an active event's page in
// both languages, its empty and error states, and the 404 page for every other single segment.
import { activeHolidayEventsResponseSchema, type ActiveHolidayEventsResponse } from '@spc/domain/holiday';
import type { Offer } from '@spc/domain/offers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../test/api-stub.ts';
import { offersFixture } from '../../test/fixtures/deals.ts';
import { partnersById } from '../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';

const ACTIVE = 'GET /api/careers/holiday/active';

function eventsFixture(offers: Offer[] = offersFixture): ActiveHolidayEventsResponse {
  return activeHolidayEventsResponseSchema.parse({
    holiday_events: [
      {
        id: 1,
        url_name: 'holiday-deals',
        title_en: 'Holiday deals',
        title_fr: 'Aubaines des Fêtes',
        description_en: 'Gifts and treats for less.',
        description_fr: 'Cadeaux et gâteries à petit prix.',
        start_date: new Date(2026, 11, 1, 12).getTime(),
        end_date: new Date(2026, 11, 31, 12).getTime(),
        offer_ids: offers.map((offer) => offer.offer_id),
        offers,
      },
    ],
    partners_by_id: partnersById(offers),
  });
}

describe('/{id} holiday event page', () => {
  it('shows an active event with its offers, title and description', async () => {
    stubApi([[ACTIVE, eventsFixture()]]);
    await renderApp('/holiday-deals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday deals' })).toBeInTheDocument();
    expect(screen.getByText('Gifts and treats for less.')).toBeInTheDocument();
    expect(screen.getByText('Until December 31, 2026')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: '20% off online orders' })).toBeInTheDocument();
    expect(document.title).toBe('Holiday deals — SPC');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Gifts and treats for less.');
  });

  it('is in French when French is the language', async () => {
    stubApi([[ACTIVE, eventsFixture()]]);
    await renderApp('/holiday-deals', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Aubaines des Fêtes' })).toBeInTheDocument();
    expect(screen.getByText('Cadeaux et gâteries à petit prix.')).toBeInTheDocument();
    expect(screen.getByText('Jusqu’au 31 décembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15 % de rabais sur toutes les boissons' })).toBeInTheDocument();
  });

  it('has an empty state when none of its offers is listed', async () => {
    stubApi([[ACTIVE, eventsFixture([])]]);
    await renderApp('/holiday-deals');

    expect(await screen.findByRole('heading', { name: 'No offers for this event right now.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all discounts' })).toHaveAttribute('href', '/deals');
  });

  it('shows an error with a retry when the events cannot be loaded, then the event', async () => {
    let fail = true;
    const fetchMock = stubApi([
      [ACTIVE, () => (fail ? jsonResponse({ error: 'INTERNAL', message: 'x' }, 500) : jsonResponse(eventsFixture()))],
    ]);
    const { user } = await renderApp('/holiday-deals');

    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday deals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15% off all drinks' })).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call === ACTIVE)).toHaveLength(2);
  });

  it('is the 404 page, with a 404, for a path that names no active event', async () => {
    stubApi([[ACTIVE, eventsFixture()]]);
    const { router } = await renderApp('/spring-break');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
    expect(screen.queryByRole('link', { name: '15% off all drinks' })).not.toBeInTheDocument();
  });

  it('is the 404 page when the API has no such call', async () => {
    stubApi([]);
    const { router } = await renderApp('/holiday-deals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
  });
});
