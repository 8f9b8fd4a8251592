// The content editor's reads and writes (issue 20 item 3; docs/decisions/033-staff-content-writes.md):
// the content tables the `content` module reads for the public site, and the `menu` module's entries.
// Only this file of the module touches the database. Lists page, sort and search on the server.
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LegalKind } from '@spc/domain/content';
import type { Queryable } from '../../db/queryable.ts';
import {
  blogPosts,
  carouselItems,
  contentPages,
  faqEntries,
  faqGroups,
  jobOpenings,
  legalVersions,
  websiteMenuEntries,
} from '../../db/schema/index.ts';

export type PageRow = typeof contentPages.$inferSelect;
export type PageInsert = Omit<typeof contentPages.$inferInsert, 'id'>;
export type FaqGroupRow = typeof faqGroups.$inferSelect;
export type FaqGroupInsert = Omit<typeof faqGroups.$inferInsert, 'id'>;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type FaqEntryInsert = Omit<typeof faqEntries.$inferInsert, 'id'>;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostInsert = Omit<typeof blogPosts.$inferInsert, 'id'>;
export type JobOpeningRow = typeof jobOpenings.$inferSelect;
export type JobOpeningInsert = Omit<typeof jobOpenings.$inferInsert, 'id'>;
export type CarouselItemRow = typeof carouselItems.$inferSelect;
export type CarouselItemInsert = Omit<typeof carouselItems.$inferInsert, 'id'>;
export type LegalVersionRow = typeof legalVersions.$inferSelect;
export type LegalVersionInsert = Omit<typeof legalVersions.$inferInsert, 'id'>;
export type MenuEntryRow = typeof websiteMenuEntries.$inferSelect;
export type MenuEntryInsert = Omit<typeof websiteMenuEntries.$inferInsert, 'id'>;

/** A list request as the service checked it: the sort is one of the list's names. */
export interface ListRequest {
  q?: string | undefined;
  sort?: { column: string; descending: boolean } | undefined;
  page: number;
  perPage: number;
}

/** Each list's sortable columns, by the name the console sends (`sort=-updated_at`). */
export const SORTS = {
  pages: {
    slug: contentPages.slug,
    kind: contentPages.kind,
    title_en: contentPages.titleEn,
    title_fr: contentPages.titleFr,
    updated_at: contentPages.updatedAt,
  },
  faqGroups: { position: faqGroups.position, key: faqGroups.key, title_en: faqGroups.titleEn },
  faqEntries: {
    position: faqEntries.position,
    group_key: faqGroups.key,
    question_en: faqEntries.questionEn,
    question_fr: faqEntries.questionFr,
  },
  blogPosts: {
    slug: blogPosts.slug,
    title_en: blogPosts.titleEn,
    published_on: blogPosts.publishedOn,
    published: blogPosts.published,
    author: blogPosts.author,
    updated_at: blogPosts.updatedAt,
  },
  jobOpenings: {
    title_en: jobOpenings.titleEn,
    team_en: jobOpenings.teamEn,
    employment_type: jobOpenings.employmentType,
    posted_on: jobOpenings.postedOn,
    open: jobOpenings.open,
  },
  carouselItems: {
    kind: carouselItems.kind,
    position: carouselItems.position,
    text_en: carouselItems.textEn,
  },
  legalVersions: {
    kind: legalVersions.kind,
    version: legalVersions.version,
    effective_on: legalVersions.effectiveOn,
  },
  menuEntries: {
    area: websiteMenuEntries.area,
    column: websiteMenuEntries.column,
    position: websiteMenuEntries.position,
    text_en: websiteMenuEntries.textEn,
  },
} as const satisfies Record<string, Record<string, AnyColumn>>;
export type ListName = keyof typeof SORTS;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The WHERE, ORDER BY, LIMIT and OFFSET of a list. */
function clauses(
  list: ListName,
  request: ListRequest,
  search: AnyColumn[],
  fallback: SQL[],
  filter?: SQL,
): { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number } {
  const pattern = request.q ? `%${escapeLike(request.q)}%` : null;
  const matches = pattern ? or(...search.map((column) => ilike(column, pattern))) : undefined;
  const sorts: Record<string, AnyColumn> = SORTS[list];
  const chosen = request.sort ? sorts[request.sort.column] : undefined;
  const orderBy =
    chosen && request.sort ? [request.sort.descending ? desc(chosen) : asc(chosen), ...fallback] : fallback;
  return {
    where: and(filter, matches),
    orderBy,
    limit: request.perPage,
    offset: (request.page - 1) * request.perPage,
  };
}

const totalOf = (rows: { value: number }[]) => rows[0]?.value ?? 0;

// ---- Pages

export async function listPages(db: Queryable, request: ListRequest) {
  const c = clauses(
    'pages',
    request,
    [contentPages.slug, contentPages.titleEn, contentPages.titleFr],
    [asc(contentPages.kind), asc(contentPages.slug)],
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(contentPages)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db.select({ value: count() }).from(contentPages).where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findPage(db: Queryable, id: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row;
}

export async function insertPage(tx: Queryable, values: PageInsert): Promise<PageRow> {
  const [row] = await tx.insert(contentPages).values(values).returning();
  return row!;
}

export async function updatePage(tx: Queryable, id: number, values: PageInsert): Promise<PageRow | undefined> {
  const [row] = await tx.update(contentPages).set(values).where(eq(contentPages.id, id)).returning();
  return row;
}

export async function deletePage(tx: Queryable, id: number): Promise<PageRow | undefined> {
  const [row] = await tx.delete(contentPages).where(eq(contentPages.id, id)).returning();
  return row;
}

// ---- FAQ groups

// Qualified by table: inside the subquery a bare "id" would be the entry's.
const entryCount = sql<number>`(select count(*)::int from ${faqEntries} where ${faqEntries}.${sql.identifier('group_id')} = ${faqGroups}.${sql.identifier('id')})`;

export async function listFaqGroups(db: Queryable, request: ListRequest) {
  const c = clauses(
    'faqGroups',
    request,
    [faqGroups.key, faqGroups.titleEn, faqGroups.titleFr],
    [asc(faqGroups.position), asc(faqGroups.id)],
  );
  const [rows, total] = await Promise.all([
    db
      .select({ group: faqGroups, entryCount })
      .from(faqGroups)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db.select({ value: count() }).from(faqGroups).where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findFaqGroup(db: Queryable, id: number) {
  const [row] = await db.select({ group: faqGroups, entryCount }).from(faqGroups).where(eq(faqGroups.id, id));
  return row;
}

export async function insertFaqGroup(tx: Queryable, values: FaqGroupInsert): Promise<FaqGroupRow> {
  const [row] = await tx.insert(faqGroups).values(values).returning();
  return row!;
}

export async function updateFaqGroup(tx: Queryable, id: number, values: FaqGroupInsert) {
  const [row] = await tx.update(faqGroups).set(values).where(eq(faqGroups.id, id)).returning();
  return row;
}

export async function deleteFaqGroup(tx: Queryable, id: number) {
  const [row] = await tx.delete(faqGroups).where(eq(faqGroups.id, id)).returning();
  return row;
}

// ---- FAQ entries

const entryColumns = { entry: faqEntries, groupKey: faqGroups.key };

export async function listFaqEntries(db: Queryable, request: ListRequest, groupId?: number) {
  const c = clauses(
    'faqEntries',
    request,
    [faqEntries.questionEn, faqEntries.questionFr, faqEntries.answerEn, faqEntries.answerFr],
    [asc(faqGroups.position), asc(faqEntries.position), asc(faqEntries.id)],
    groupId === undefined ? undefined : eq(faqEntries.groupId, groupId),
  );
  const [rows, total] = await Promise.all([
    db
      .select(entryColumns)
      .from(faqEntries)
      .innerJoin(faqGroups, eq(faqGroups.id, faqEntries.groupId))
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db
      .select({ value: count() })
      .from(faqEntries)
      .innerJoin(faqGroups, eq(faqGroups.id, faqEntries.groupId))
      .where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findFaqEntry(db: Queryable, id: number) {
  const [row] = await db
    .select(entryColumns)
    .from(faqEntries)
    .innerJoin(faqGroups, eq(faqGroups.id, faqEntries.groupId))
    .where(eq(faqEntries.id, id));
  return row;
}

export async function insertFaqEntry(tx: Queryable, values: FaqEntryInsert): Promise<FaqEntryRow> {
  const [row] = await tx.insert(faqEntries).values(values).returning();
  return row!;
}

export async function updateFaqEntry(tx: Queryable, id: number, values: FaqEntryInsert) {
  const [row] = await tx.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
  return row;
}

export async function deleteFaqEntry(tx: Queryable, id: number) {
  const [row] = await tx.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
  return row;
}

/** The ids of a group's entries, in their current order. */
export async function faqEntryIdsOf(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(eq(faqEntries.groupId, groupId))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  return rows.map((row) => row.id);
}

/** Numbers a group's entries 10, 20, 30… in the given order (room to insert one between two later). */
export async function setFaqEntryPositions(tx: Queryable, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(faqEntries)
      .set({ position: (index + 1) * 10 })
      .where(eq(faqEntries.id, id));
  }
}

// ---- Blog posts

export async function listBlogPosts(db: Queryable, request: ListRequest) {
  const c = clauses(
    'blogPosts',
    request,
    [blogPosts.slug, blogPosts.titleEn, blogPosts.titleFr, blogPosts.author],
    [desc(blogPosts.publishedOn), desc(blogPosts.id)],
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db.select({ value: count() }).from(blogPosts).where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findBlogPost(db: Queryable, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

export async function insertBlogPost(tx: Queryable, values: BlogPostInsert): Promise<BlogPostRow> {
  const [row] = await tx.insert(blogPosts).values(values).returning();
  return row!;
}

export async function updateBlogPost(tx: Queryable, id: number, values: Partial<BlogPostInsert>) {
  const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deleteBlogPost(tx: Queryable, id: number) {
  const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

// ---- Job openings

export async function listJobOpenings(db: Queryable, request: ListRequest) {
  const c = clauses(
    'jobOpenings',
    request,
    [jobOpenings.titleEn, jobOpenings.titleFr, jobOpenings.teamEn, jobOpenings.locationEn],
    [desc(jobOpenings.postedOn), desc(jobOpenings.id)],
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(jobOpenings)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db.select({ value: count() }).from(jobOpenings).where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findJobOpening(db: Queryable, id: number): Promise<JobOpeningRow | undefined> {
  const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  return row;
}

export async function insertJobOpening(tx: Queryable, values: JobOpeningInsert): Promise<JobOpeningRow> {
  const [row] = await tx.insert(jobOpenings).values(values).returning();
  return row!;
}

export async function updateJobOpening(tx: Queryable, id: number, values: JobOpeningInsert) {
  const [row] = await tx.update(jobOpenings).set(values).where(eq(jobOpenings.id, id)).returning();
  return row;
}

export async function deleteJobOpening(tx: Queryable, id: number) {
  const [row] = await tx.delete(jobOpenings).where(eq(jobOpenings.id, id)).returning();
  return row;
}

// ---- Careers carousels

export async function listCarouselItems(db: Queryable, request: ListRequest) {
  const c = clauses(
    'carouselItems',
    request,
    [carouselItems.textEn, carouselItems.textFr, carouselItems.subtextEn, carouselItems.descriptionEn],
    [asc(carouselItems.kind), asc(carouselItems.position), asc(carouselItems.id)],
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(carouselItems)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db.select({ value: count() }).from(carouselItems).where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findCarouselItem(db: Queryable, id: number): Promise<CarouselItemRow | undefined> {
  const [row] = await db.select().from(carouselItems).where(eq(carouselItems.id, id));
  return row;
}

export async function insertCarouselItem(tx: Queryable, values: CarouselItemInsert): Promise<CarouselItemRow> {
  const [row] = await tx.insert(carouselItems).values(values).returning();
  return row!;
}

export async function updateCarouselItem(tx: Queryable, id: number, values: CarouselItemInsert) {
  const [row] = await tx.update(carouselItems).set(values).where(eq(carouselItems.id, id)).returning();
  return row;
}

export async function deleteCarouselItem(tx: Queryable, id: number) {
  const [row] = await tx.delete(carouselItems).where(eq(carouselItems.id, id)).returning();
  return row;
}

// ---- Legal versions

export async function listLegalVersions(db: Queryable, request: ListRequest, kind?: LegalKind) {
  const c = clauses(
    'legalVersions',
    request,
    [legalVersions.bodyEnCa, legalVersions.bodyFrCa],
    [asc(legalVersions.kind), desc(legalVersions.version)],
    kind === undefined ? undefined : eq(legalVersions.kind, kind),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(legalVersions)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db.select({ value: count() }).from(legalVersions).where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findLegalVersion(db: Queryable, id: number): Promise<LegalVersionRow | undefined> {
  const [row] = await db.select().from(legalVersions).where(eq(legalVersions.id, id));
  return row;
}

/** A kind's versions (a handful): number and effective date. */
export function legalVersionsOf(db: Queryable, kind: LegalKind) {
  return db
    .select({
      id: legalVersions.id,
      kind: legalVersions.kind,
      version: legalVersions.version,
      effectiveOn: legalVersions.effectiveOn,
    })
    .from(legalVersions)
    .where(eq(legalVersions.kind, kind))
    .orderBy(asc(legalVersions.version));
}

/** Serialises the versions of one kind: two staff publishing at once get 1 and 2, not 1 twice. */
export async function lockLegalKind(tx: Queryable, kind: LegalKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal-versions:${kind}`}))`);
}

export async function insertLegalVersion(tx: Queryable, values: LegalVersionInsert): Promise<LegalVersionRow> {
  const [row] = await tx.insert(legalVersions).values(values).returning();
  return row!;
}

export async function updateLegalVersion(
  tx: Queryable,
  id: number,
  values: Pick<LegalVersionInsert, 'effectiveOn' | 'bodyEnCa' | 'bodyFrCa' | 'bodyEnUs'>,
) {
  const [row] = await tx.update(legalVersions).set(values).where(eq(legalVersions.id, id)).returning();
  return row;
}

export async function deleteLegalVersion(tx: Queryable, id: number) {
  const [row] = await tx.delete(legalVersions).where(eq(legalVersions.id, id)).returning();
  return row;
}

// ---- Menu entries

export async function listMenuEntries(db: Queryable, request: ListRequest) {
  const c = clauses(
    'menuEntries',
    request,
    [websiteMenuEntries.textEn, websiteMenuEntries.textFr, websiteMenuEntries.route, websiteMenuEntries.link],
    [
      asc(websiteMenuEntries.area),
      asc(websiteMenuEntries.column),
      asc(websiteMenuEntries.position),
      asc(websiteMenuEntries.id),
    ],
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(websiteMenuEntries)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset),
    db.select({ value: count() }).from(websiteMenuEntries).where(c.where),
  ]);
  return { rows, total: totalOf(total) };
}

export async function findMenuEntry(db: Queryable, id: number): Promise<MenuEntryRow | undefined> {
  const [row] = await db.select().from(websiteMenuEntries).where(eq(websiteMenuEntries.id, id));
  return row;
}

export async function insertMenuEntry(tx: Queryable, values: MenuEntryInsert): Promise<MenuEntryRow> {
  const [row] = await tx.insert(websiteMenuEntries).values(values).returning();
  return row!;
}

export async function updateMenuEntry(tx: Queryable, id: number, values: MenuEntryInsert) {
  const [row] = await tx.update(websiteMenuEntries).set(values).where(eq(websiteMenuEntries.id, id)).returning();
  return row;
}

export async function deleteMenuEntry(tx: Queryable, id: number) {
  const [row] = await tx.delete(websiteMenuEntries).where(eq(websiteMenuEntries.id, id)).returning();
  return row;
}
