// Partner analytics (issue 20 item 5, decision 036). The rollup job rebuilds whole UTC days of
// offer_stats_daily, partner_stats_daily and site_stats_daily from what the owners count — analytics' offer page views,
// redeem's clicks, reveals and confirmed savings, catalogue's offer → partner — and the console's calls
// read those rows only: a period's days for the site, a partner or an offer, each offer's totals (top
// offers), and CSV. A pass recomputes yesterday and today (late events of yesterday land), and the days
// whose savings an answer changed since the last pass; the first pass fills every day since the first
// activity. Figures are as of the last pass (`as_of`).
import {
  addDays,
  daysInPeriod,
  type AnalyticsCounts,
  type AnalyticsDailyResponse,
  type AnalyticsDay,
  type AnalyticsExportQuery,
  type AnalyticsOfferRow,
  type AnalyticsOffersQuery,
  type AnalyticsPeriodQuery,
  type AnalyticsPickerResponse,
} from '@spc/domain/staff-analytics';
import type { Cache } from '../../cache.ts';
import type { Db } from '../../db/client.ts';
import { csvLine } from '../../csv.ts';
import { offerViews } from '../analytics/service.ts';
import { offerLookup } from '../catalogue/service.ts';
import { offerActivity } from '../redeem/service.ts';
import * as repo from './repository.ts';

export interface StaffAnalyticsDeps {
  db: Db;
  /** The site-wide ranking (the one call that sums many rows) is kept until the next rollup pass. */
  cache?: Cache;
}

/** An answer given while a pass ran is picked up by the next one: the window reaches back this far. */
const CHANGE_OVERLAP_MS = 10 * 60_000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** One day's rows, as the owners count them: every offer with a view, click, reveal or saving. */
export async function countDay(deps: StaffAnalyticsDeps, day: string): Promise<repo.OfferDayRow[]> {
  const [views, activity] = await Promise.all([
    offerViews.offerViewsOn(deps.db, day),
    offerActivity.activityOn(deps.db, day),
  ]);
  const byOffer = new Map<number, Omit<repo.OfferDayRow, 'partnerId'>>();
  for (const row of activity) byOffer.set(row.offerId, { ...row, views: 0 });
  for (const row of views) {
    const known = byOffer.get(row.offerId);
    if (known) known.views = row.views;
    else byOffer.set(row.offerId, { offerId: row.offerId, views: row.views, clicks: 0, reveals: 0, savingsCents: 0 });
  }
  const partners = await offerLookup.partnersOfOffers(deps.db, [...byOffer.keys()]);
  const rows: repo.OfferDayRow[] = [];
  // A view of an offer page whose offer does not exist (a mistyped URL) counts for nobody.
  for (const row of byOffer.values()) {
    const partnerId = partners.get(row.offerId);
    if (partnerId !== undefined) rows.push({ ...row, partnerId });
  }
  return rows;
}

/** Rebuilds one day's rows. */
export async function rollUpDay(deps: StaffAnalyticsDeps, day: string): Promise<number> {
  const rows = await countDay(deps, day);
  await repo.replaceDay(deps.db, day, rows);
  return rows.length;
}

/** The job: the days that may have changed since the last pass, each rebuilt whole. */
export async function runRollup(deps: StaffAnalyticsDeps, { now }: { now: Date }): Promise<{ days: number }> {
  const today = utcDay(now);
  const state = await repo.rollupState(deps.db);
  const days = new Set<string>([addDays(today, -1), today]);
  if (state) {
    const since = new Date(state.lastStartedAt.getTime() - CHANGE_OVERLAP_MS);
    for (const day of await offerActivity.savingsDaysChangedSince(deps.db, since)) days.add(day);
  } else {
    const firsts = [await offerActivity.firstActivityDay(deps.db), await offerViews.firstEventDay(deps.db)];
    const first = firsts.filter((day): day is string => day !== undefined).sort()[0];
    for (let day = first; day !== undefined && day < today; day = addDays(day, 1)) days.add(day);
  }
  for (const day of [...days].filter((day) => day <= today).sort()) await rollUpDay(deps, day);
  await repo.saveRollupState(deps.db, now, new Date());
  return { days: days.size };
}

const zero = (): AnalyticsCounts => ({ views: 0, clicks: 0, reveals: 0, savings_cents: 0 });

function counts(row: { views: number; clicks: number; reveals: number; savingsCents: number }): AnalyticsCounts {
  return { views: row.views, clicks: row.clicks, reveals: row.reveals, savings_cents: row.savingsCents };
}

/** The period's days for an offer, a partner or the site, every day present (zeros when quiet), and the totals. */
export async function daily(deps: StaffAnalyticsDeps, query: AnalyticsPeriodQuery): Promise<AnalyticsDailyResponse> {
  const rows =
    query.offer_id !== undefined
      ? await repo.offerDays(deps.db, query.offer_id, query.partner_id, query.from, query.to)
      : query.partner_id !== undefined
        ? await repo.partnerDays(deps.db, query.partner_id, query.from, query.to)
        : await repo.siteDays(deps.db, query.from, query.to);
  const byDay = new Map(rows.map((row) => [row.day, counts(row)]));
  const days: AnalyticsDay[] = [];
  const totals = zero();
  for (let index = 0; index < daysInPeriod(query.from, query.to); index += 1) {
    const day = addDays(query.from, index);
    const found = byDay.get(day) ?? zero();
    days.push({ day, ...found });
    for (const metric of ['views', 'clicks', 'reveals', 'savings_cents'] as const) totals[metric] += found[metric];
  }
  const state = await repo.rollupState(deps.db);
  return {
    from: query.from,
    to: query.to,
    partner_id: query.partner_id ?? null,
    offer_id: query.offer_id ?? null,
    totals,
    days,
    as_of: state ? state.lastFinishedAt.getTime() : null,
  };
}

/**
 * Each offer's totals over the period (top offers), sorted and paged, with titles and partner names. The
 * site-wide ranking sums every offer-day row of the period: it is cached per pass of the rollup (the
 * figures cannot change before the next one), so paging and returning to it cost nothing.
 */
export async function offers(deps: StaffAnalyticsDeps, query: AnalyticsOffersQuery) {
  if (!deps.cache || query.partner_id !== undefined || query.offer_id !== undefined) return rankOffers(deps, query);
  const state = await repo.rollupState(deps.db);
  const key = `staff-analytics:offers:${state?.lastFinishedAt.getTime() ?? 0}:${JSON.stringify(query)}`;
  return deps.cache.get(key, 15 * 60_000, () => rankOffers(deps, query));
}

async function rankOffers(deps: StaffAnalyticsDeps, query: AnalyticsOffersQuery) {
  const descending = query.sort.startsWith('-');
  const { rows, total } = await repo.offerTotals(deps.db, {
    from: query.from,
    to: query.to,
    partnerId: query.partner_id,
    offerId: query.offer_id,
    sort: query.sort.replace(/^-/, '') as repo.OfferSortColumn,
    descending,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const labels = await offerLookup.offerLabels(
    deps.db,
    rows.map((row) => row.offerId),
  );
  const list: AnalyticsOfferRow[] = rows.map((row) => {
    const label = labels.get(row.offerId);
    return {
      offer_id: row.offerId,
      partner_id: row.partnerId,
      partner_name: label?.partnerName ?? '',
      title_en: label?.titleEn ?? '',
      title_fr: label?.titleFr ?? '',
      ...counts(row),
    };
  });
  return { offers: list, total, page: query.page, per_page: query.per_page };
}

/** The pickers: partners by name (the chosen partner first, whatever its name); with a partner, its offers. */
export async function picker(
  deps: StaffAnalyticsDeps,
  query: { q?: string | undefined; partner_id?: number | undefined },
): Promise<AnalyticsPickerResponse> {
  const found = await offerLookup.findPartnersByName(deps.db, query.q || undefined, 50);
  const chosen = query.partner_id === undefined ? [] : await offerLookup.findPartnersById(deps.db, [query.partner_id]);
  const partners = [...chosen, ...found.filter((row) => row.partnerId !== query.partner_id)];
  const offerRows =
    query.partner_id === undefined ? [] : await offerLookup.findPartnerOffers(deps.db, query.partner_id, 500);
  return {
    partners: partners.map((row) => ({ partner_id: row.partnerId, name: row.name })),
    offers: offerRows.map((row) => ({ offer_id: row.offerId, title_en: row.titleEn, title_fr: row.titleFr })),
  };
}

const METRIC_HEADER = ['views', 'clicks', 'code_reveals', 'savings_cad'] as const;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The CSV: one line per day of the scope, or per offer and day with the offer's names (`by=offer`). */
export async function* exportCsv(deps: StaffAnalyticsDeps, query: AnalyticsExportQuery): AsyncGenerator<string> {
  if (query.by === 'day') {
    const answer = await daily(deps, query);
    yield csvLine(['day', ...METRIC_HEADER]);
    for (const row of answer.days) {
      yield csvLine([row.day, row.views, row.clicks, row.reveals, dollars(row.savings_cents)]);
    }
    return;
  }
  yield csvLine([
    'day',
    'offer_id',
    'offer_title_en',
    'offer_title_fr',
    'partner_id',
    'partner_name',
    ...METRIC_HEADER,
  ]);
  const scope = { from: query.from, to: query.to, partnerId: query.partner_id, offerId: query.offer_id };
  let after: { day: string; offerId: number } | undefined;
  for (;;) {
    const rows = await repo.offerDayBatch(deps.db, scope, after, 2000);
    const labels = await offerLookup.offerLabels(deps.db, [...new Set(rows.map((row) => row.offerId))]);
    for (const row of rows) {
      const label = labels.get(row.offerId);
      yield csvLine([
        row.day,
        row.offerId,
        label?.titleEn,
        label?.titleFr,
        row.partnerId,
        label?.partnerName,
        row.views,
        row.clicks,
        row.reveals,
        dollars(row.savingsCents),
      ]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < 2000) return;
    after = { day: last.day, offerId: last.offerId };
  }
}
