// The sitemap's pages and how they are split into files (issue 3 item 6). A file holds at most
// `urlsPerFile` URLs (the protocol allows 50,000 and 50 MB; 10,000 keeps a file near 5 MB), each page
// counting twice: its English and its French address. When everything fits in one file, /sitemap.xml
// is that file; beyond it, /sitemap.xml is an index of /sitemap-1.xml … /sitemap-N.xml. The plan
// (what goes in which file) costs two queries and each file one indexed range query; both are kept in
// the reference-data cache, so crawlers re-reading the files do not touch the database.
import type { Cache } from '../../cache.ts';
import type { Db } from '../../db/client.ts';
import { sitemap } from '../catalogue/service.ts';
import { sitemapPages as contentPages } from '../content/service.ts';
import { findActiveHolidayEvents } from '../holidays/service.ts';
import { sitemapPages as campusPages } from '../student/service.ts';

export interface SeoContext {
  db: Db;
  cache: Cache;
}

/** One public page, listed in English and in French. `lastmod` is epoch ms, when the data knows it. */
export interface SitemapPage {
  path: string;
  lastmod?: number | undefined;
}

export const DEFAULT_URLS_PER_FILE = 10_000;

/** The public listing pages with a fixed address (the web app's `paths`); they change with the offers. */
export const STATIC_PAGES = ['/', '/deals', '/brands', '/trending', '/plus-offers'] as const;

/** The sitemap changes with the catalogue, which crawlers read every few hours at most. */
const SITEMAP_TTL_MS = 10 * 60_000;

export interface SitemapPlan {
  /** When the plan was made: the files' queries use the same "now", and their cache keys name it. */
  now: Date;
  pagesPerFile: number;
  /** Home and the other listing pages, the content pages, the holiday events, the categories, the partners: before the offers. */
  lead: SitemapPage[];
  chunks: sitemap.OfferChunk[];
  /** Newest lastmod of each file (undefined when none of its pages has one). */
  fileLastmods: (number | undefined)[];
}

const segment = (value: string | number) => encodeURIComponent(String(value));
const newest = (values: readonly (number | undefined)[]) =>
  values.reduce<number | undefined>(
    (max, value) => (value !== undefined && (max === undefined || value > max) ? value : max),
    undefined,
  );

async function makePlan(db: Db, urlsPerFile: number): Promise<SitemapPlan> {
  const now = new Date();
  const pagesPerFile = Math.max(1, Math.floor(urlsPerFile / 2));
  const [groups, categories, holidays, content, campuses] = await Promise.all([
    sitemap.findListedGroups(db, now),
    sitemap.findCategories(db),
    findActiveHolidayEvents(db, now),
    contentPages({ db }, now),
    campusPages({ db }),
  ]);

  const byCategory = new Map<number, number>();
  const byPartner = new Map<string, number>();
  for (const group of groups) {
    byCategory.set(group.categoryId, Math.max(byCategory.get(group.categoryId) ?? 0, group.lastmod));
    byPartner.set(group.partnerUrlName, Math.max(byPartner.get(group.partnerUrlName) ?? 0, group.lastmod));
  }
  const catalogueLastmod = newest([...byPartner.values()]);
  const lead: SitemapPage[] = [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: catalogueLastmod })),
    // Issue 17: the FAQ, the legal texts, careers, the blog and its posts, company and landing pages.
    ...content,
    // The holiday event pages running now (spec §2 /{id}).
    ...holidays.map((event) => ({ path: `/${segment(event.urlName)}`, lastmod: event.lastmod })),
    // Issue 18: /campus and the campus pages (the content seed may also list /campus: once is enough).
    // Their offers are the catalogue's, so they change when it does.
    ...campuses
      .filter((page) => !content.some((entry) => entry.path === page.path))
      .map((page) => ({ ...page, lastmod: catalogueLastmod })),
    // Every category is a page, even while it has no listed offer (its page says so).
    ...categories.map((category) => ({
      path: `/deals/category/${segment(category.urlName)}`,
      lastmod: byCategory.get(category.id),
    })),
    // A partner's address is stable; where it resolves (its one offer, or a search) follows its offers.
    ...[...byPartner.keys()].sort().map((urlName) => ({
      path: `/deals/${segment(urlName)}`,
      lastmod: byPartner.get(urlName),
    })),
  ];

  const chunks = await sitemap.findOfferChunks(db, now, lead.length, pagesPerFile);
  const offerCount = chunks.reduce((sum, chunk) => sum + chunk.offers, 0);
  const files = Math.max(1, Math.ceil((lead.length + offerCount) / pagesPerFile));
  const fileLastmods = Array.from({ length: files }, (_, file) =>
    newest([
      ...lead.slice(file * pagesPerFile, (file + 1) * pagesPerFile).map((page) => page.lastmod),
      chunks.find((chunk) => chunk.file === file)?.lastmod,
    ]),
  );
  return { now, pagesPerFile, lead, chunks, fileLastmods };
}

export function getSitemapPlan({ db, cache }: SeoContext, urlsPerFile: number): Promise<SitemapPlan> {
  return cache.get(`seo:sitemap:plan:${urlsPerFile}`, SITEMAP_TTL_MS, () => makePlan(db, urlsPerFile));
}

/** The pages of file `file` (0-based) of `plan`, or undefined when the plan has no such file. */
export async function getSitemapFile(
  { db, cache }: SeoContext,
  plan: SitemapPlan,
  file: number,
): Promise<SitemapPage[] | undefined> {
  if (!Number.isInteger(file) || file < 0 || file >= plan.fileLastmods.length) return undefined;
  const { pagesPerFile } = plan;
  const lead = plan.lead.slice(file * pagesPerFile, (file + 1) * pagesPerFile);
  const index = plan.chunks.findIndex((chunk) => chunk.file === file);
  const chunk = plan.chunks[index];
  if (!chunk) return lead;

  const key = `seo:sitemap:file:${pagesPerFile}:${plan.now.getTime()}:${file}`;
  const entries = await cache.get(key, SITEMAP_TTL_MS, () =>
    sitemap.findOfferEntries(
      db,
      plan.now,
      chunk.firstOfferId,
      plan.chunks[index + 1]?.firstOfferId ?? null,
      pagesPerFile - lead.length,
    ),
  );
  return [
    ...lead,
    ...entries.map((entry) => ({
      path: `/deals/${segment(entry.partnerUrlName)}/offer/${segment(entry.offerId)}`,
      lastmod: entry.lastmod,
    })),
  ];
}
