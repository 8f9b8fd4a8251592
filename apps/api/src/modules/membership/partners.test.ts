// The partners-side membership calls on the seeded catalogue (docs/api-membership.md): activation
// incentives, the freemium offers (online, not SPC+, no code or a static code, paged), and the
// boxing-day gift card's window in Toronto time.
import { offersPageResponseSchema } from '@spc/domain/catalogue-responses';
import { activationIncentiveSchema } from '@spc/domain/membership';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { offers } from '../../db/schema/index.ts';
import { seedDatabase, type SeedSummary } from '../../db/seed/index.ts';
import { isBoxingDayWindow } from './service.ts';
import { call, type Body } from './test-helpers.ts';

let t: TestApp;
let seed: SeedSummary;

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string) => call(t, 'GET', url, null);

describe('GET /activation-incentive/:id', () => {
  it('answers each seeded incentive in both languages with its offer', async () => {
    expect(seed.activationIncentiveIds).toHaveLength(3);
    for (const id of seed.activationIncentiveIds) {
      const res = await get(`/api/partners/activation-incentive/${id}`);
      expect(res.statusCode).toBe(200);
      const incentive = activationIncentiveSchema.parse(res.json());
      expect(incentive.id).toBe(id);
      expect(incentive.title_fr).not.toBe(incentive.title_en);
      expect(incentive.offer_id).not.toBeNull();
    }
  });

  it('answers 404 INCENTIVE_NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/partners/activation-incentive/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'INCENTIVE_NOT_FOUND', message: 'Incentive not found.' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/partners/activation-incentive/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<Body>().error).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /freemium/offers', () => {
  it('lists only listed online offers that are not SPC+, with no code or a static code', async () => {
    const res = await get('/api/partners/freemium/offers?page_size=100');
    expect(res.statusCode).toBe(200);
    const page = offersPageResponseSchema.parse(res.json());
    expect(page.offers.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const offer of page.offers) {
      expect(offer.online).toBe(true);
      expect(offer.is_spc_plus).toBe(false);
      expect(['no_code', 'static']).toContain(offer.display_kind);
      expect(offer.start_date).toBeLessThanOrEqual(now);
      expect(offer.end_date === null || offer.end_date > now).toBe(true);
      expect(page.partners_by_id[String(offer.partner_id)]).toBeDefined();
    }
    // The total is every such offer: the same selection straight from the table.
    const rows = await t.database.db
      .select({ offerId: offers.offerId, startDate: offers.startDate, endDate: offers.endDate })
      .from(offers)
      .where(
        and(
          eq(offers.status, 'active'),
          eq(offers.online, true),
          eq(offers.isSpcPlus, false),
          inArray(offers.displayKind, ['no_code', 'static']),
        ),
      );
    const listed = rows.filter(
      (row) => row.startDate.getTime() <= now && (row.endDate === null || row.endDate.getTime() > now),
    );
    expect(page.total_count).toBe(listed.length);
    // SPC+ and card-number offers exist in the seed, and none came through.
    const excluded = await t.database.db.select({ id: offers.offerId }).from(offers).where(eq(offers.isSpcPlus, true));
    expect(excluded.length).toBeGreaterThan(0);
    const ids = new Set(page.offers.map((offer) => offer.offer_id));
    for (const { id } of excluded) expect(ids.has(id)).toBe(false);
  });

  it('pages like the other listings', async () => {
    const first = offersPageResponseSchema.parse((await get('/api/partners/freemium/offers?page_size=5')).json());
    const second = offersPageResponseSchema.parse(
      (await get('/api/partners/freemium/offers?page_size=5&current_page=2')).json(),
    );
    expect(first).toMatchObject({ current_page: 1, page_size: 5, location: null });
    expect(first.offers).toHaveLength(5);
    expect(second.current_page).toBe(2);
    expect(first.total_pages).toBe(Math.ceil(first.total_count / 5));
    const overlap = second.offers.filter((offer) => first.offers.some((other) => other.offer_id === offer.offer_id));
    expect(overlap).toEqual([]);
    // Most viewed first.
    const views = first.offers.map((offer) => offer.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['page_size=0', 'page_size=101', 'current_page=0', 'current_page=x']) {
      const res = await get(`/api/partners/freemium/offers?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('boxing-day gift card', () => {
  it('is on sale from 26 to 31 December, Toronto time', () => {
    const cases: [string, boolean][] = [
      ['2025-12-26T04:59:59Z', false], // 25 December, 23:59:59 in Toronto
      ['2025-12-26T05:00:00Z', true], // 26 December, midnight in Toronto
      ['2025-12-29T18:00:00Z', true],
      ['2026-01-01T04:59:59Z', true], // 31 December, 23:59:59 in Toronto
      ['2026-01-01T05:00:00Z', false],
      ['2026-07-27T12:00:00Z', false],
      ['2026-11-27T12:00:00Z', false],
    ];
    for (const [iso, expected] of cases) expect(isBoxingDayWindow(new Date(iso)), iso).toBe(expected);
  });

  it('answers is_available at the server’s time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-27T15:00:00Z') });
    expect((await get('/api/partners/boxing_day/gift_card/is_available')).json()).toEqual({ is_available: true });
    vi.setSystemTime(new Date('2026-12-25T15:00:00Z'));
    expect((await get('/api/partners/boxing_day/gift_card/is_available')).json()).toEqual({ is_available: false });
  });
});
