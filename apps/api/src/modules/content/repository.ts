// Content reads and the support requests' writes (issue 17): pages, FAQ, blog, carousels, openings,
// legal versions. Only this file touches the content tables.
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { CarouselKind, ContactTopic, ContentPageKind, LegalKind } from '@spc/domain/content';
import type { Language } from '@spc/domain/constants';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  blogPosts,
  carouselItems,
  contentPages,
  faqEntries,
  faqGroups,
  jobOpenings,
  legalVersions,
  supportRequests,
} from '../../db/schema/index.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type LegalVersionRow = typeof legalVersions.$inferSelect;

/** Every page of a kind (a few dozen at most). */
export function findPages(db: Db, kind: ContentPageKind): Promise<ContentPageRow[]> {
  return db.select().from(contentPages).where(eq(contentPages.kind, kind)).orderBy(asc(contentPages.slug));
}

/** Every page's path and last edit (sitemap.xml). */
export function findPageEntries(db: Db) {
  return db
    .select({ slug: contentPages.slug, kind: contentPages.kind, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .orderBy(asc(contentPages.kind), asc(contentPages.slug));
}

export async function findFaq(db: Db) {
  const [groups, entries] = await Promise.all([
    db.select().from(faqGroups).orderBy(asc(faqGroups.position), asc(faqGroups.id)),
    db.select().from(faqEntries).orderBy(asc(faqEntries.groupId), asc(faqEntries.position), asc(faqEntries.id)),
  ]);
  return { groups, entries };
}

const publishedBy = (today: string) => and(eq(blogPosts.published, true), lte(blogPosts.publishedOn, today));

/** A page of published posts (published on or before `today`), newest first, and how many there are. */
export async function findBlogPage(db: Db, today: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(publishedBy(today))
      .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(publishedBy(today)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findBlogPost(
  db: Db,
  today: string,
  identifier: { id: number } | { slug: string },
): Promise<BlogPostRow | undefined> {
  const match = 'id' in identifier ? eq(blogPosts.id, identifier.id) : eq(blogPosts.slug, identifier.slug);
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(match, publishedBy(today)));
  return row;
}

/** Every published post's slug and last edit (sitemap.xml). */
export function findBlogEntries(db: Db, today: string) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedOn: blogPosts.publishedOn })
    .from(blogPosts)
    .where(publishedBy(today))
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id));
}

export function findCarousel(db: Db, kind: CarouselKind) {
  return db
    .select()
    .from(carouselItems)
    .where(eq(carouselItems.kind, kind))
    .orderBy(asc(carouselItems.position), asc(carouselItems.id));
}

export function findOpenJobOpenings(db: Db) {
  return db
    .select()
    .from(jobOpenings)
    .where(eq(jobOpenings.open, true))
    .orderBy(desc(jobOpenings.postedOn), desc(jobOpenings.id));
}

/** The current version of a legal text: the highest version in effect on `today`. */
export async function findCurrentLegal(
  db: Queryable,
  kind: LegalKind,
  today: string,
): Promise<LegalVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(legalVersions)
    .where(and(eq(legalVersions.kind, kind), lte(legalVersions.effectiveOn, today)))
    .orderBy(desc(legalVersions.version))
    .limit(1);
  return row;
}

export interface SupportRequestInsert {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  language: Language;
  createdAt: Date;
}

export async function insertSupportRequest(tx: Queryable, request: SupportRequestInsert): Promise<void> {
  await tx.insert(supportRequests).values(request);
}

/** How many support requests are stored (tests, the staff console's count). */
export async function countSupportRequests(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(supportRequests);
  return row?.value ?? 0;
}
