// sitemap.xml, its files and robots.txt through app.inject on the seeded database: well-formed XML
// (checked by a strict little parser below), every public page listed once in English and once in
// French with its alternates and lastmod, no delisted, expired or unknown page, every address absolute
// on PUBLIC_URL; an index of files when the pages outgrow one file, whether the file size is lowered
// through the plugin's option or the catalogue grows past the default size.
import { desc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMemoryCache } from '../../cache.ts';
import type { Db } from '../../db/client.ts';
import {
  blogPosts,
  campuses,
  categories,
  contentPages,
  holidayEvents,
  legalVersions,
  offers,
  partners,
} from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { dbPlugin } from '../../plugins/db.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { seoRoutes } from './routes.ts';
import { DEFAULT_URLS_PER_FILE, STATIC_PAGES } from './service.ts';

const PUBLIC_URL = 'https://spc.example';

// --- A strict reader for the XML we write: one root, tags closed in order, attributes quoted,
// --- no bare `&` or `<` in text or attribute values. Throws on anything else.

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(raw)) throw new Error(`bare & in ${raw}`);
  return raw.replaceAll(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function parseXml(xml: string): XmlElement {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!xml.startsWith(declaration)) throw new Error('no XML declaration');
  const body = xml.slice(declaration.length);
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const match = token.exec(body);
    if (!match) throw new Error(`not well formed at ${at}: ${body.slice(at, at + 80)}`);
    const [, closing, name = '', rawAttributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      const parent = stack.at(-1);
      if (parent) parent.text += decode(text);
      else if (text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key = '', value = ''] of rawAttributes.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      if (key in attributes) throw new Error(`attribute ${key} twice`);
      attributes[key] = decode(value);
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error('a second root element');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0 || !root) throw new Error('unclosed element');
  return root;
}

const child = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

interface UrlEntry {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

function readUrlset(xml: string): UrlEntry[] {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attributes).toEqual({
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
    'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
  });
  return child(root, 'url').map((url) => ({
    loc: child(url, 'loc')[0]?.text ?? '',
    lastmod: child(url, 'lastmod')[0]?.text,
    alternates: Object.fromEntries(
      child(url, 'xhtml:link').map((link) => {
        expect(link.attributes.rel).toBe('alternate');
        return [link.attributes.hreflang ?? '', link.attributes.href ?? ''];
      }),
    ),
  }));
}

function readIndex(xml: string): { loc: string; lastmod: string | undefined }[] {
  const root = parseXml(xml);
  expect(root.name).toBe('sitemapindex');
  expect(root.attributes).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
  return child(root, 'sitemap').map((entry) => ({
    loc: child(entry, 'loc')[0]?.text ?? '',
    lastmod: child(entry, 'lastmod')[0]?.text,
  }));
}

// --- What the sitemap must list, worked out from the tables without the module's queries.

const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

async function expectedPages(db: Db) {
  const now = Date.now();
  const rows = await db
    .select({
      offerId: offers.offerId,
      status: offers.status,
      startDate: offers.startDate,
      endDate: offers.endDate,
      createdAt: offers.createdAt,
      partner: partners.urlName,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId));
  const isListed = (row: (typeof rows)[number]) =>
    row.status === 'active' && row.startDate.getTime() <= now && (row.endDate === null || row.endDate.getTime() > now);
  const listed = rows.filter(isListed);
  const offerPath = (row: (typeof rows)[number]) => `/deals/${row.partner}/offer/${row.offerId}`;
  const categoryRows = await db.select({ urlName: categories.urlName }).from(categories);
  const events = await db.select().from(holidayEvents);
  const running = events.filter((event) => event.startDate.getTime() <= now && now <= event.endDate.getTime());
  // The seed has a holiday event running and one that ended: only the first has a page.
  expect(running.length).toBeGreaterThan(0);
  expect(running.length).toBeLessThan(events.length);
  const contentRows = await db.select({ slug: contentPages.slug, kind: contentPages.kind }).from(contentPages);
  const postRows = await db.select({ slug: blogPosts.slug }).from(blogPosts);
  const campusRows = await db.select({ urlName: campuses.urlName }).from(campuses);
  return {
    paths: new Set([
      ...STATIC_PAGES,
      // Issue 17: the content's fixed pages, its company and landing pages, every seeded post (all published).
      '/faq-help',
      '/terms',
      '/privacy',
      '/careers',
      '/blogs',
      ...contentRows.map((row) => (row.kind === 'landing' ? `/landingcontest/${row.slug}` : `/${row.slug}`)),
      ...postRows.map((row) => `/blog/${row.slug}`),
      // Issue 18: the campus list and each campus page.
      '/campus',
      ...campusRows.map((row) => `/campus/${row.urlName}`),
      ...running.map((event) => `/${event.urlName}`),
      ...categoryRows.map((row) => `/deals/category/${row.urlName}`),
      ...new Set(listed.map((row) => `/deals/${row.partner}`)),
      ...listed.map(offerPath),
    ]),
    unlisted: rows.filter((row) => !isListed(row)).map(offerPath),
    lastmods: new Map(
      listed.map((row) => [offerPath(row), w3c(row.startDate > row.createdAt ? row.startDate : row.createdAt)]),
    ),
  };
}

const french = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);

/** Every entry absolute on PUBLIC_URL, with en, fr and x-default alternates naming its own page. */
function pathsOf(entries: UrlEntry[]): string[] {
  const english: string[] = [];
  for (const entry of entries) {
    expect(entry.loc.startsWith(`${PUBLIC_URL}/`), entry.loc).toBe(true);
    const path = entry.alternates.en?.slice(PUBLIC_URL.length) ?? '';
    expect(entry.alternates).toEqual({
      en: `${PUBLIC_URL}${path}`,
      fr: `${PUBLIC_URL}${french(path)}`,
      'x-default': `${PUBLIC_URL}${path}`,
    });
    expect([entry.alternates.en, entry.alternates.fr]).toContain(entry.loc);
    if (entry.loc === entry.alternates.en) english.push(path);
  }
  return english;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('/sitemap.xml on the seed', () => {
  it('lists every public page once in English and once in French, and no other page', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const entries = readUrlset(res.body);
    const expected = await expectedPages(t.database.db);

    const english = pathsOf(entries);
    expect(english).toHaveLength(expected.paths.size);
    expect(new Set(english)).toEqual(expected.paths);
    expect(entries).toHaveLength(2 * expected.paths.size);
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length);

    // The seed has delisted and expired offers; none of them is listed.
    expect(expected.unlisted.length).toBeGreaterThan(0);
    const locs = new Set(entries.map((entry) => entry.loc));
    for (const path of expected.unlisted) {
      expect(locs.has(`${PUBLIC_URL}${path}`), path).toBe(false);
      expect(locs.has(`${PUBLIC_URL}/fr${path}`), path).toBe(false);
    }
  });

  it('dates each offer by when it was added or started, and the listings by their newest offer', async () => {
    const entries = readUrlset((await t.app.inject('/sitemap.xml')).body);
    const { lastmods } = await expectedPages(t.database.db);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
    for (const [path, lastmod] of lastmods) {
      expect(byLoc.get(`${PUBLIC_URL}${path}`), path).toBe(lastmod);
      expect(byLoc.get(`${PUBLIC_URL}/fr${path}`), path).toBe(lastmod);
    }
    const newest = [...lastmods.values()].sort().at(-1);
    expect(byLoc.get(`${PUBLIC_URL}/`)).toBe(newest);
    expect(byLoc.get(`${PUBLIC_URL}/fr/deals`)).toBe(newest);
  });

  it('lists the content pages (issue 17): posts dated by their publication, legal texts by their version', async () => {
    const entries = readUrlset((await t.app.inject('/sitemap.xml')).body);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
    for (const path of ['/faq-help', '/careers', '/about', '/fr/about'])
      expect(byLoc.has(`${PUBLIC_URL}${path}`), path).toBe(true);
    const [post] = await t.database.db.select().from(blogPosts).orderBy(desc(blogPosts.publishedOn)).limit(1);
    expect(byLoc.get(`${PUBLIC_URL}/blog/${post!.slug}`)).toBe(w3c(new Date(`${post!.publishedOn}T12:00:00Z`)));
    expect(byLoc.get(`${PUBLIC_URL}/blogs`)).toBe(byLoc.get(`${PUBLIC_URL}/blog/${post!.slug}`));
    const [terms] = await t.database.db
      .select()
      .from(legalVersions)
      .where(eq(legalVersions.kind, 'terms'))
      .orderBy(desc(legalVersions.version))
      .limit(1);
    expect(byLoc.get(`${PUBLIC_URL}/fr/terms`)).toBe(w3c(new Date(`${terms!.effectiveOn}T00:00:00Z`)));
  });

  it('serves the one file as /sitemap-1.xml too, and no other number', async () => {
    const single = await t.app.inject('/sitemap.xml');
    const first = await t.app.inject('/sitemap-1.xml');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(single.body);
    for (const name of ['2', '0', '01', 'abc', '', '1-2']) {
      const res = await t.app.inject(`/sitemap-${name}.xml`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ error: 'NOT_FOUND', message: `No sitemap file ${name}` });
    }
  });

  it('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      '',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      '',
    ]);
  });
});

describe('an index of sitemap files', () => {
  let small: FastifyInstance;

  beforeAll(async () => {
    // The same database and routes, with files of 50 URLs (25 pages) instead of 10,000.
    small = Fastify();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    await small.register(errorsPlugin);
    await small.register(dbPlugin, { db: t.database.db });
    small.decorate('cache', createMemoryCache());
    await small.register(seoRoutes(t.config, { urlsPerFile: 50 }));
    await small.ready();
  });

  afterAll(async () => {
    await small.close();
  });

  it('splits the pages into files of at most the set size, each page in exactly one file', async () => {
    const expected = await expectedPages(t.database.db);
    const index = readIndex((await small.inject('/sitemap.xml')).body);
    expect(index).toHaveLength(Math.ceil(expected.paths.size / 25));
    index.forEach((entry, i) => {
      expect(entry.loc).toBe(`${PUBLIC_URL}/sitemap-${i + 1}.xml`);
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    });

    const english: string[] = [];
    for (const entry of index) {
      const res = await small.inject(entry.loc.slice(PUBLIC_URL.length));
      expect(res.statusCode).toBe(200);
      const entries = readUrlset(res.body);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(50);
      // The index's date of a file is the newest of its pages.
      expect(entry.lastmod).toBe(
        entries
          .map((url) => url.lastmod ?? '')
          .sort()
          .at(-1),
      );
      english.push(...pathsOf(entries));
    }
    expect(english).toHaveLength(expected.paths.size);
    expect(new Set(english)).toEqual(expected.paths);

    expect((await small.inject(`/sitemap-${index.length + 1}.xml`)).statusCode).toBe(404);
  });
});

describe('a catalogue larger than one file', () => {
  it('turns /sitemap.xml into an index, still without delisted or expired offers', async () => {
    // 6,000 more offers (copies of the seed's, every 10th delisted and every 10th expired), so the
    // pages outgrow the 5,000 a file of 10,000 URLs holds.
    const db = t.database.db;
    await db.execute(sql`
      with source as (select o.*, row_number() over (order by offer_id) as rn from offers o),
           base as (select max(offer_id) as top, count(*) as n from offers)
      insert into offers (offer_id, partner_id, category_id, title_en, title_fr, description_en, description_fr,
        online, in_store, is_spc_plus, is_limited_time, lto_start_date, lto_end_date, is_new_offer, is_new_partner,
        views, discount_rank, start_date, end_date, status, code_type, display_kind, static_code, website_url, value_cents)
      select base.top + g.k, s.partner_id, s.category_id, s.title_en, s.title_fr, s.description_en, s.description_fr,
        s.online, s.in_store, s.is_spc_plus, s.is_limited_time, s.lto_start_date, s.lto_end_date, s.is_new_offer,
        s.is_new_partner, s.views, s.discount_rank, s.start_date,
        case when g.k % 10 = 5 then now() - interval '1 day' else s.end_date end,
        case when g.k % 10 = 0 then 'delisted'::offer_status else s.status end,
        s.code_type, s.display_kind, s.static_code, s.website_url, s.value_cents
      from generate_series(1, 6000) as g(k) cross join base
      join source s on s.rn = ((g.k - 1) % base.n) + 1`);
    t.app.cache.clear();
    const expected = await expectedPages(db);
    expect(expected.paths.size).toBeGreaterThan(DEFAULT_URLS_PER_FILE / 2);

    const index = readIndex((await t.app.inject('/sitemap.xml')).body);
    expect(index.map((entry) => entry.loc)).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/sitemap-2.xml`]);

    const english: string[] = [];
    for (const entry of index) {
      const entries = readUrlset((await t.app.inject(entry.loc.slice(PUBLIC_URL.length))).body);
      expect(entries.length).toBeLessThanOrEqual(DEFAULT_URLS_PER_FILE);
      english.push(...pathsOf(entries));
    }
    expect(new Set(english)).toEqual(expected.paths);
    expect(english).toHaveLength(expected.paths.size);
    const listedPaths = new Set(english);
    expect(expected.unlisted.length).toBeGreaterThan(1200);
    for (const path of expected.unlisted) expect(listedPaths.has(path), path).toBe(false);
  });
});
