// Partner analytics at scale (issue 20 item 5, decision 036): 100,000 offers of 2,000 partners and a
// year of daily rows (offer_stats_daily, about 3.2 million rows: 1,000 busy offers active almost every
// day, the others on about one day in twelve; partner_stats_daily and site_stats_daily summed from them), plus one day of raw
// activity (page views and clicks) for the rollup to fold. Then each console call is timed through the
// staff-analytics service (what the routes call): the median and the slowest of several runs after a
// warm-up. The database is recreated on the PostgreSQL server, migrated like the app's, and dropped.
// Usage: npm run bench:staff-analytics
//   env: BENCH_DATABASE_URL [postgres://postgres@127.0.0.1:5432/spc_bench_staff_analytics, recreated],
//        BENCH_RUNS [7], BENCH_KEEP=1 keeps the database afterwards
import pg from 'pg';
import { createMemoryCache } from '../apps/api/src/cache.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import * as analytics from '../apps/api/src/modules/staff-analytics/service.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/spc_bench_staff_analytics';
const runs = Number(process.env.BENCH_RUNS ?? 7);
const OFFERS = 100_000;
const PARTNERS = 2_000;
const LAST_DAY = '2026-11-25';
const FIRST_DAY = '2025-11-26'; // 365 days, both ends included
const RAW_DAY = '2026-11-26';

async function onServer(work) {
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    return await work(client, new URL(databaseUrl).pathname.slice(1));
  } finally {
    await client.end();
  }
}

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  console.log(`  ${label}: ${(ms / 1000).toFixed(1)} s`);
  return result;
}

async function seed() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = (text) => client.query(text);
    await timed('catalogue (2,000 partners, 100,000 offers)', async () => {
      await q(
        `insert into categories (id, url_name, name_en, name_fr, sort_order) values (1, 'bench', 'Bench', 'Banc', 1)`,
      );
      await q(`insert into partners (partner_id, partner_name, sort_name, url_name, description_en, description_fr, website_url, logo_svg)
        select p, 'Partner ' || p, 'partner ' || p, 'partner-' || p, 'A partner.', 'Un partenaire.', 'https://partner' || p || '.example', '<svg/>'
        from generate_series(1, ${PARTNERS}) p`);
      await q(`insert into offers (offer_id, partner_id, category_id, title_en, title_fr, description_en, description_fr,
          online, in_store, start_date, code_type, display_kind, static_code, value_cents)
        select o, 1 + (o % ${PARTNERS}), 1, 'Offer ' || o, 'Offre ' || o, 'Deal.', 'Aubaine.', true, true,
          timestamptz '2025-01-01', 'static', 'static', 'SPC10', 500
        from generate_series(1, ${OFFERS}) o`);
    });
    await timed('a year of daily rows per offer', () =>
      q(`insert into offer_stats_daily (offer_id, day, partner_id, views, clicks, reveals, savings_cents)
        select o, day, 1 + (o % ${PARTNERS}), 1 + (random() * 40)::int, (random() * 8)::int, (random() * 4)::int,
               ((random() * 3)::int) * 500
        from generate_series(1, ${OFFERS}) o, generate_series(date '${FIRST_DAY}', date '${LAST_DAY}', interval '1 day') day
        where random() < case when o % 100 = 0 then 0.9 else 0.08 end`),
    );
    await timed('the same per partner', () =>
      q(`insert into partner_stats_daily (partner_id, day, views, clicks, reveals, savings_cents)
        select partner_id, day, sum(views), sum(clicks), sum(reveals), sum(savings_cents)
        from offer_stats_daily group by partner_id, day`),
    );
    await timed('the same for the site', () =>
      q(`insert into site_stats_daily (day, views, clicks, reveals, savings_cents)
        select day, sum(views), sum(clicks), sum(reveals), sum(savings_cents) from partner_stats_daily group by day`),
    );
    await timed('one raw day: 200,000 page views, 40,000 clicks', async () => {
      await q(`insert into analytics_events (type, day, occurred_at, visit_id, path, language, properties)
        select 'page_view', date '${RAW_DAY}', timestamptz '${RAW_DAY}T12:00:00Z', 'visit-' || (v % 50000) || '-bench',
          case when v % 4 = 0 then '/deals' else '/deals/partner-x/offer/' || (1 + (v::bigint * 7919) % ${OFFERS}) end, 'en', '{}'
        from generate_series(1, 200000) v`);
      await q(`insert into offer_clicks (id, user_id, offer_id, kind, created_at)
        select 'bench-' || c, null, 1 + (c::bigint * 104729) % ${OFFERS}, (array['url','proxy','code'])[1 + c % 3]::click_kind,
          timestamptz '${RAW_DAY}T00:00:00Z' + (c % 86400) * interval '1 second'
        from generate_series(1, 40000) c`);
    });
    await timed('analyze', () => q('analyze'));
    const [{ count }] = (await q('select count(*)::int as count from offer_stats_daily')).rows;
    const [{ partners }] = (await q('select count(*)::int as partners from partner_stats_daily')).rows;
    console.log(
      `  offer_stats_daily: ${count.toLocaleString('en-CA')} rows; partner_stats_daily: ${partners.toLocaleString('en-CA')} rows`,
    );
  } finally {
    await client.end();
  }
}

async function measure(label, work) {
  await work(); // warm-up
  const times = [];
  let last;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    last = await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    call: label,
    median_ms: Number(times[Math.floor(times.length / 2)].toFixed(1)),
    max_ms: Number(times.at(-1).toFixed(1)),
    last,
  };
}

async function drain(generator) {
  let bytes = 0;
  for await (const line of generator) bytes += line.length;
  return bytes;
}

await onServer(async (client, name) => {
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
});
console.log(`Database ${databaseUrl} (recreated)`);
const database = await openDatabase({ databaseUrl, poolSize: 4 });
try {
  await seed();
  const deps = { db: database.db };
  // As the routes run it: the site-wide ranking cached until the next rollup pass (saveRollupState below).
  const cached = { db: database.db, cache: createMemoryCache() };
  await database.db.execute(
    // The rollup's state, as after a pass (the console shows "figures as of").
    (await import('drizzle-orm')).sql`insert into offer_stats_rollup values (1, now(), now())`,
  );
  const month = { from: '2026-10-27', to: LAST_DAY };
  const year = { from: '2025-11-25', to: LAST_DAY }; // 366 days, the longest period allowed
  const partner = 1_234;
  const offer = 4_200; // a busy offer (every hundredth is)
  const page = { sort: '-views', page: 1, per_page: 25 };
  const results = [
    await measure('daily: site, 30 days', () => analytics.daily(deps, { ...month })),
    await measure('daily: site, 366 days', () => analytics.daily(deps, { ...year })),
    await measure('daily: partner, 366 days', () => analytics.daily(deps, { ...year, partner_id: partner })),
    await measure('daily: offer, 366 days', () => analytics.daily(deps, { ...year, offer_id: offer })),
    await measure('top offers: partner, 366 days', () =>
      analytics.offers(deps, { ...year, ...page, partner_id: partner }),
    ),
    await measure('top offers: site, 30 days', () => analytics.offers(deps, { ...month, ...page })),
    await measure('top offers: site, 366 days', () => analytics.offers(deps, { ...year, ...page })),
    await measure('top offers: site, 366 days, page 2 again (cached per rollup pass)', async () =>
      analytics.offers(cached, { ...year, ...page, page: 2 }),
    ),
    await measure('CSV by day: partner, 366 days', () =>
      drain(analytics.exportCsv(deps, { ...year, partner_id: partner, by: 'day' })),
    ),
    await measure('CSV by offer and day: partner, 366 days', () =>
      drain(analytics.exportCsv(deps, { ...year, partner_id: partner, by: 'offer' })),
    ),
    await measure('picker: partners "Partner 12", offers of one', () =>
      analytics.picker(deps, { q: 'Partner 12', partner_id: partner }),
    ),
  ];
  console.log('\nConsole calls (service level, PostgreSQL, after a warm-up):');
  console.table(results.map((row) => ({ call: row.call, median_ms: row.median_ms, max_ms: row.max_ms })));
  const started = performance.now();
  const rows = await analytics.rollUpDay(deps, RAW_DAY);
  console.log(
    `\nRollup of one raw day (200,000 page views, 40,000 clicks → ${rows.toLocaleString('en-CA')} offer rows): ${(performance.now() - started).toFixed(0)} ms`,
  );
} finally {
  await database.close();
  if (process.env.BENCH_KEEP !== '1') {
    await onServer((client, name) => client.query(`drop database if exists "${name}" with (force)`));
  }
}
