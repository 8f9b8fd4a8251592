// Grows a freshly seeded database to N offers for the large-catalogue benchmark: the seed's offers are
// copied (new ids, spread views, ranks and start dates) with their subcategories, tags and legal
// text, in a few set-based statements. Used by bench/api.mjs `--offers N`; never by the product.
// Usage: node --import tsx bench/generate-catalogue.ts --data-dir DIR --offers N [--database-url URL]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';
import path from 'node:path';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    offers: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const target = Number(values.offers);
if (!Number.isInteger(target) || target < 1) throw new Error('--offers must be a positive integer');
if (!values['data-dir'] && !values['database-url']) throw new Error('--data-dir or --database-url is required');

const started = Date.now();
const database = await openDatabase({
  databaseUrl: values['database-url'],
  pgliteDir: values['database-url'] ? undefined : path.join(values['data-dir'] ?? '', 'db'),
});
const { db } = database;
await seedDatabase(db);

const [{ base, count }] = (
  (await db.execute(sql`select coalesce(max(offer_id), 0)::int as base, count(*)::int as count from offers`)) as {
    rows: { base: number; count: number }[];
  }
).rows as [{ base: number; count: number }];
const extra = Math.max(0, target - count);
if (extra > 0) {
  await db.transaction(async (tx) => {
    // Copy k = 1..extra maps to seed offer ((k - 1) % count) + 1 by row number, so every copy is valid.
    await tx.execute(sql`
      with source as (select o.*, row_number() over (order by offer_id) as rn from offers o),
           copies as (select g as k from generate_series(1, ${extra}) g)
      insert into offers (offer_id, partner_id, category_id, title_en, title_fr, description_en, description_fr,
        online, in_store, is_spc_plus, is_limited_time, lto_start_date, lto_end_date, is_new_offer, is_new_partner,
        views, discount_rank, start_date, end_date, status, code_type, display_kind, static_code, website_url, value_cents)
      select ${base} + c.k, s.partner_id, s.category_id, s.title_en, s.title_fr, s.description_en, s.description_fr,
        s.online, s.in_store, s.is_spc_plus, s.is_limited_time, s.lto_start_date, s.lto_end_date, s.is_new_offer,
        s.is_new_partner, (s.views + c.k * 7919) % 50000, (s.discount_rank + c.k) % 101,
        s.start_date - make_interval(secs => (c.k % 600) * 3600), s.end_date, s.status, s.code_type,
        s.display_kind, s.static_code, s.website_url, s.value_cents
      from copies c join source s on s.rn = ((c.k - 1) % ${count}) + 1`);
    for (const table of ['offer_subcategories', 'offer_tags']) {
      const column = table === 'offer_tags' ? 'tag_id' : 'subcategory_id';
      await tx.execute(sql`
        with source as (select offer_id, row_number() over (order by offer_id) as rn from offers where offer_id <= ${base})
        insert into ${sql.identifier(table)} (offer_id, ${sql.identifier(column)})
        select ${base} + g.k, link.${sql.identifier(column)}
        from generate_series(1, ${extra}) as g(k)
        join source s on s.rn = ((g.k - 1) % ${count}) + 1
        join ${sql.identifier(table)} link on link.offer_id = s.offer_id`);
    }
    await tx.execute(sql`
      with source as (select offer_id, row_number() over (order by offer_id) as rn from offers where offer_id <= ${base})
      insert into offer_legal (offer_id, legal_en, legal_fr)
      select ${base} + g.k, l.legal_en, l.legal_fr
      from generate_series(1, ${extra}) as g(k)
      join source s on s.rn = ((g.k - 1) % ${count}) + 1
      join offer_legal l on l.offer_id = s.offer_id`);
  });
  await db.execute(sql`analyze`);
}
await database.close();
console.log(
  `catalogue: ${count + extra} offers (${extra} generated) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
