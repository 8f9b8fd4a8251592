// The content seed: every entry of the content data files lands in its table (slugs and keys that the
// tables accept, one current version of each legal text), and every picture the content names is an
// artwork request, once.
import { CAROUSEL_KINDS, contentSlugSchema, legalDayOf } from '@spc/domain/content';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../client.ts';
import {
  blogPosts,
  carouselItems,
  contentPages,
  faqEntries,
  faqGroups,
  jobOpenings,
  legalVersions,
} from '../schema/index.ts';
import { contentArtworkRequests, seedContent, type ContentSeedCounts } from './content.ts';
import { BLOG_POSTS } from './content/blog-data.ts';
import { CAROUSELS, JOB_OPENINGS } from './content/careers-data.ts';
import { FAQ } from './content/faq-data.ts';
import { LEGAL_TEXTS } from './content/legal-data.ts';
import { PAGES } from './content/pages-data.ts';

let database: Database;
let counts: ContentSeedCounts;

beforeAll(async () => {
  database = await createTestDatabase();
  counts = await database.db.transaction((tx) => seedContent(tx, new Date('2026-09-01T12:00:00Z')));
});

afterAll(async () => {
  await database.close();
});

describe('seedContent', () => {
  it('inserts every page, FAQ entry, post, carousel item, opening and legal version of the data files', async () => {
    const { db } = database;
    type ContentTable =
      | typeof contentPages
      | typeof faqGroups
      | typeof faqEntries
      | typeof blogPosts
      | typeof carouselItems
      | typeof jobOpenings
      | typeof legalVersions;
    const total = async (table: ContentTable) => (await db.select({ value: count() }).from(table))[0]!.value;
    expect(await total(contentPages)).toBe(PAGES.length);
    expect(await total(faqGroups)).toBe(FAQ.length);
    expect(await total(faqEntries)).toBe(FAQ.flatMap((group) => group.entries).length);
    expect(await total(blogPosts)).toBe(BLOG_POSTS.length);
    expect(await total(carouselItems)).toBe(CAROUSEL_KINDS.flatMap((kind) => CAROUSELS[kind]).length);
    expect(await total(jobOpenings)).toBe(JOB_OPENINGS.length);
    expect(await total(legalVersions)).toBe(LEGAL_TEXTS.length);
    expect(counts.faqEntries).toBe(FAQ.flatMap((group) => group.entries).length);
  });

  it('is run again without a trace of the first run (ids start over)', async () => {
    await database.db.transaction((tx) => seedContent(tx, new Date()));
    const [first] = await database.db.select({ id: blogPosts.id }).from(blogPosts).orderBy(blogPosts.id).limit(1);
    if (BLOG_POSTS.length > 0) expect(first?.id).toBe(1);
    expect((await database.db.select({ value: count() }).from(contentPages))[0]!.value).toBe(PAGES.length);
  });

  it('writes slugs our URLs accept and a terms and a privacy policy in effect', () => {
    for (const slug of [...PAGES.map((page) => page.slug), ...BLOG_POSTS.map((post) => post.slug)]) {
      expect(contentSlugSchema.safeParse(slug).success, slug).toBe(true);
    }
    const today = legalDayOf(new Date());
    for (const kind of ['terms', 'privacy'] as const) {
      expect(
        LEGAL_TEXTS.some((text) => text.kind === kind && text.effective_on <= today),
        kind,
      ).toBe(true);
    }
  });
});

describe('contentArtworkRequests', () => {
  it('names every page image, blog cover and carousel image once', () => {
    const requests = contentArtworkRequests();
    const keys = requests.map((request) => request.key);
    expect(new Set(keys).size).toBe(keys.length);
    const named = [
      ...PAGES.flatMap((page) => (page.image ? [page.image.key] : [])),
      ...BLOG_POSTS.map((post) => post.cover.key),
      ...CAROUSEL_KINDS.flatMap((kind) => CAROUSELS[kind].flatMap((item) => (item.image ? [item.image.key] : []))),
    ];
    expect(new Set(keys)).toEqual(new Set(named));
    for (const request of requests) {
      expect(request.alt_en.length, request.key).toBeGreaterThan(0);
      expect(request.alt_fr.length, request.key).toBeGreaterThan(0);
    }
  });
});
