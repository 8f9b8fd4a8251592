// The content editor's service (issue 20 item 3): lists, reads and writes of pages, the FAQ, blog posts,
// job openings, legal versions and the menu, and the Markdown preview. Every write runs in one
// transaction with its audit row (the `record` callback is the staff plugin's recordStaffChange, which
// also empties every instance's caches, so the public site shows the edit at once). The rules a form
// can check are the domain's schemas (staff-content.ts); the ones that need the database are here:
// unique addresses (409), pictures that exist, legal versions that only move forward.
import { legalDayOf, type LegalKind } from '@spc/domain/content';
import type { AuditAction, StaffPageQuery } from '@spc/domain/staff';
import {
  STAFF_CONTENT_ERRORS,
  type StaffBlogPost,
  type StaffCarouselItem,
  type StaffCarouselItemValues,
  type StaffBlogPostValues,
  type StaffContentErrorCode,
  type StaffFaqEntry,
  type StaffFaqEntryValues,
  type StaffFaqGroup,
  type StaffFaqGroupValues,
  type StaffJobOpening,
  type StaffJobOpeningValues,
  type StaffLegalVersion,
  type StaffLegalVersionValues,
  type StaffMenuEntry,
  type StaffMenuEntryValues,
  type StaffPage,
  type StaffPageValues,
} from '@spc/domain/staff-content';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { renderMarkdown } from '../content/service.ts';
import { resolveImages } from '../media/service.ts';
import * as repo from './repository.ts';

export type StaffContentDeps = Pick<Deps, 'db'> & {
  /**
   * Empties every instance's caches (the cache bus). The audit call empties them too, but inside the
   * transaction: a public read between that and the commit would cache the old row again, so they are
   * emptied once more after the commit.
   */
  invalidateCaches?: () => Promise<void>;
};

/** One staff write as the audit keeps it (plugins/staff.ts `StaffChange`). */
export interface ContentChange {
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Writes the audit row in the write's transaction and empties the caches (the staff plugin's). */
export type RecordChange = (change: ContentChange, tx: Queryable) => Promise<void>;

export interface ListAnswer<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

const contentError = (status: number, code: StaffContentErrorCode, field?: string) =>
  new HttpError(status, code, STAFF_CONTENT_ERRORS[code], field);

// ---- Lists

/** The console's paging query checked against the list's sortable columns (400 naming `sort` otherwise). */
function listRequest(list: repo.ListName, query: StaffPageQuery): repo.ListRequest {
  let sort: repo.ListRequest['sort'];
  if (query.sort) {
    const column = query.sort.replace(/^-/, '');
    if (!Object.hasOwn(repo.SORTS[list], column)) {
      const names = Object.keys(repo.SORTS[list]).join(', ');
      throw new HttpError(400, 'VALIDATION_ERROR', `Invalid sort: sort by one of ${names}.`, 'sort');
    }
    sort = { column, descending: query.sort.startsWith('-') };
  }
  return { q: query.q || undefined, sort, page: query.page, perPage: query.per_page };
}

function answer<Row, T>(
  { rows, total }: { rows: Row[]; total: number },
  query: StaffPageQuery,
  map: (row: Row) => T,
): ListAnswer<T> {
  return { items: rows.map(map), total, page: query.page, per_page: query.per_page };
}

/**
 * A write in one transaction with its audit row; a unique address already taken is 409 SLUG_TAKEN
 * naming the field (the database's unique index decides, so two editors racing cannot both win).
 */
async function write<T>(
  deps: StaffContentDeps,
  uniqueField: string | null,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await deps.db.transaction(work);
  } catch (error) {
    if (uniqueField && isUniqueViolation(error)) throw contentError(409, 'SLUG_TAKEN', uniqueField);
    throw error;
  }
  await deps.invalidateCaches?.();
  return result;
}

/** 400 IMAGE_NOT_FOUND when a picture key names nothing in the image library. */
async function checkImage(deps: StaffContentDeps, key: string | null, field: string): Promise<void> {
  if (key === null) return;
  const images = await resolveImages(deps.db, [key]);
  if (!images.has(key)) throw contentError(400, 'IMAGE_NOT_FOUND', field);
}

const missing = (what: string, id: number) => notFound(`No ${what} has the number ${id}.`);

// ---- Markdown preview

/** POST /preview: the HTML a public page would show for this Markdown (the same renderer and sanitiser). */
export function previewMarkdown(markdown: string): { html: string } {
  return { html: renderMarkdown(markdown) };
}

// ---- Pages

function pageOf(row: repo.PageRow): StaffPage {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    body_en: row.bodyEn,
    body_fr: row.bodyFr,
    image_key: row.imageKey,
    updated_at: row.updatedAt.toISOString(),
  };
}

const pageValues = (input: StaffPageValues, now: Date): repo.PageInsert => ({
  slug: input.slug,
  kind: input.kind,
  titleEn: input.title_en,
  titleFr: input.title_fr,
  descriptionEn: input.description_en,
  descriptionFr: input.description_fr,
  bodyEn: input.body_en,
  bodyFr: input.body_fr,
  imageKey: input.image_key,
  updatedAt: now,
});

export async function listPages(deps: StaffContentDeps, query: StaffPageQuery) {
  return answer(await repo.listPages(deps.db, listRequest('pages', query)), query, pageOf);
}

export async function getPage(deps: StaffContentDeps, id: number): Promise<StaffPage> {
  const row = await repo.findPage(deps.db, id);
  if (!row) throw missing('page', id);
  return pageOf(row);
}

export async function createPage(deps: StaffContentDeps, record: RecordChange, input: StaffPageValues, now: Date) {
  await checkImage(deps, input.image_key, 'image_key');
  return write(deps, 'slug', async (tx) => {
    const page = pageOf(await repo.insertPage(tx, pageValues(input, now)));
    await record(
      {
        action: 'create',
        entity: 'content-page',
        entityId: page.id,
        summary: `Created page /${page.slug}`,
        after: page,
      },
      tx,
    );
    return page;
  });
}

export async function updatePage(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffPageValues,
  now: Date,
) {
  await checkImage(deps, input.image_key, 'image_key');
  return write(deps, 'slug', async (tx) => {
    const before = await repo.findPage(tx, id);
    if (!before) throw missing('page', id);
    const page = pageOf((await repo.updatePage(tx, id, pageValues(input, now)))!);
    await record(
      {
        action: 'update',
        entity: 'content-page',
        entityId: id,
        summary: `Edited page /${page.slug}`,
        before: pageOf(before),
        after: page,
      },
      tx,
    );
    return page;
  });
}

export async function deletePage(deps: StaffContentDeps, record: RecordChange, id: number) {
  return write(deps, null, async (tx) => {
    const row = await repo.deletePage(tx, id);
    if (!row) throw missing('page', id);
    await record(
      {
        action: 'delete',
        entity: 'content-page',
        entityId: id,
        summary: `Deleted page /${row.slug}`,
        before: pageOf(row),
      },
      tx,
    );
  });
}

// ---- FAQ groups

function faqGroupOf({ group, entryCount }: { group: repo.FaqGroupRow; entryCount: number }): StaffFaqGroup {
  return {
    id: group.id,
    key: group.key,
    position: group.position,
    title_en: group.titleEn,
    title_fr: group.titleFr,
    entry_count: Number(entryCount),
  };
}

const faqGroupValues = (input: StaffFaqGroupValues): repo.FaqGroupInsert => ({
  key: input.key,
  position: input.position,
  titleEn: input.title_en,
  titleFr: input.title_fr,
});

export async function listFaqGroups(deps: StaffContentDeps, query: StaffPageQuery) {
  return answer(await repo.listFaqGroups(deps.db, listRequest('faqGroups', query)), query, faqGroupOf);
}

export async function getFaqGroup(deps: StaffContentDeps, id: number): Promise<StaffFaqGroup> {
  const row = await repo.findFaqGroup(deps.db, id);
  if (!row) throw missing('FAQ group', id);
  return faqGroupOf(row);
}

export async function createFaqGroup(deps: StaffContentDeps, record: RecordChange, input: StaffFaqGroupValues) {
  return write(deps, 'key', async (tx) => {
    const group = faqGroupOf({ group: await repo.insertFaqGroup(tx, faqGroupValues(input)), entryCount: 0 });
    await record(
      {
        action: 'create',
        entity: 'faq-group',
        entityId: group.id,
        summary: `Created FAQ group #${group.key}`,
        after: group,
      },
      tx,
    );
    return group;
  });
}

export async function updateFaqGroup(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffFaqGroupValues,
) {
  return write(deps, 'key', async (tx) => {
    const before = await repo.findFaqGroup(tx, id);
    if (!before) throw missing('FAQ group', id);
    const group = faqGroupOf({
      group: (await repo.updateFaqGroup(tx, id, faqGroupValues(input)))!,
      entryCount: before.entryCount,
    });
    await record(
      {
        action: 'update',
        entity: 'faq-group',
        entityId: id,
        summary: `Edited FAQ group #${group.key}`,
        before: faqGroupOf(before),
        after: group,
      },
      tx,
    );
    return group;
  });
}

/** A group with questions is not deleted (409): its questions would go with it. */
export async function deleteFaqGroup(deps: StaffContentDeps, record: RecordChange, id: number) {
  return write(deps, null, async (tx) => {
    const before = await repo.findFaqGroup(tx, id);
    if (!before) throw missing('FAQ group', id);
    if (Number(before.entryCount) > 0) throw contentError(409, 'FAQ_GROUP_NOT_EMPTY');
    await repo.deleteFaqGroup(tx, id);
    await record(
      {
        action: 'delete',
        entity: 'faq-group',
        entityId: id,
        summary: `Deleted FAQ group #${before.group.key}`,
        before: faqGroupOf(before),
      },
      tx,
    );
  });
}

/** PUT /faq-groups/{id}/order: the group's questions renumbered in the order given (each exactly once). */
export async function orderFaqEntries(deps: StaffContentDeps, record: RecordChange, groupId: number, ids: number[]) {
  return write(deps, null, async (tx) => {
    const group = await repo.findFaqGroup(tx, groupId);
    if (!group) throw missing('FAQ group', groupId);
    const current = await repo.faqEntryIdsOf(tx, groupId);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw contentError(400, 'FAQ_ORDER_MISMATCH', 'entry_ids');
    await repo.setFaqEntryPositions(tx, ids);
    await record(
      {
        action: 'update',
        entity: 'faq-group',
        entityId: groupId,
        summary: `Reordered the questions of FAQ group #${group.group.key}`,
        before: { entry_ids: current },
        after: { entry_ids: ids },
      },
      tx,
    );
    return { entry_ids: ids };
  });
}

// ---- FAQ entries

function faqEntryOf({ entry, groupKey }: { entry: repo.FaqEntryRow; groupKey: string }): StaffFaqEntry {
  return {
    id: entry.id,
    group_id: entry.groupId,
    group_key: groupKey,
    position: entry.position,
    question_en: entry.questionEn,
    question_fr: entry.questionFr,
    answer_en: entry.answerEn,
    answer_fr: entry.answerFr,
  };
}

const faqEntryValues = (input: StaffFaqEntryValues): repo.FaqEntryInsert => ({
  groupId: input.group_id,
  position: input.position,
  questionEn: input.question_en,
  questionFr: input.question_fr,
  answerEn: input.answer_en,
  answerFr: input.answer_fr,
});

export async function listFaqEntries(deps: StaffContentDeps, query: StaffPageQuery, groupId?: number) {
  return answer(await repo.listFaqEntries(deps.db, listRequest('faqEntries', query), groupId), query, faqEntryOf);
}

export async function getFaqEntry(deps: StaffContentDeps, id: number): Promise<StaffFaqEntry> {
  const row = await repo.findFaqEntry(deps.db, id);
  if (!row) throw missing('FAQ question', id);
  return faqEntryOf(row);
}

async function groupKeyOf(tx: Queryable, groupId: number): Promise<string> {
  const group = await repo.findFaqGroup(tx, groupId);
  if (!group) throw contentError(400, 'FAQ_GROUP_NOT_FOUND', 'group_id');
  return group.group.key;
}

export async function createFaqEntry(deps: StaffContentDeps, record: RecordChange, input: StaffFaqEntryValues) {
  return write(deps, null, async (tx) => {
    const groupKey = await groupKeyOf(tx, input.group_id);
    const entry = faqEntryOf({ entry: await repo.insertFaqEntry(tx, faqEntryValues(input)), groupKey });
    await record(
      {
        action: 'create',
        entity: 'faq-entry',
        entityId: entry.id,
        summary: `Added a question to FAQ group #${groupKey}: ${entry.question_en}`,
        after: entry,
      },
      tx,
    );
    return entry;
  });
}

export async function updateFaqEntry(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffFaqEntryValues,
) {
  return write(deps, null, async (tx) => {
    const before = await repo.findFaqEntry(tx, id);
    if (!before) throw missing('FAQ question', id);
    const groupKey = await groupKeyOf(tx, input.group_id);
    const entry = faqEntryOf({ entry: (await repo.updateFaqEntry(tx, id, faqEntryValues(input)))!, groupKey });
    await record(
      {
        action: 'update',
        entity: 'faq-entry',
        entityId: id,
        summary: `Edited FAQ question: ${entry.question_en}`,
        before: faqEntryOf(before),
        after: entry,
      },
      tx,
    );
    return entry;
  });
}

export async function deleteFaqEntry(deps: StaffContentDeps, record: RecordChange, id: number) {
  return write(deps, null, async (tx) => {
    const before = await repo.findFaqEntry(tx, id);
    if (!before) throw missing('FAQ question', id);
    await repo.deleteFaqEntry(tx, id);
    await record(
      {
        action: 'delete',
        entity: 'faq-entry',
        entityId: id,
        summary: `Deleted FAQ question: ${before.entry.questionEn}`,
        before: faqEntryOf(before),
      },
      tx,
    );
  });
}

// ---- Blog posts

function blogPostOf(row: repo.BlogPostRow): StaffBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    summary_en: row.summaryEn,
    summary_fr: row.summaryFr,
    body_en: row.bodyEn,
    body_fr: row.bodyFr,
    cover_image_key: row.coverImageKey,
    author: row.author,
    published_on: row.publishedOn,
    tags: row.tags,
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
  };
}

const blogPostValues = (input: StaffBlogPostValues, now: Date): repo.BlogPostInsert => ({
  slug: input.slug,
  titleEn: input.title_en,
  titleFr: input.title_fr,
  summaryEn: input.summary_en,
  summaryFr: input.summary_fr,
  bodyEn: input.body_en,
  bodyFr: input.body_fr,
  coverImageKey: input.cover_image_key,
  author: input.author,
  publishedOn: input.published_on,
  tags: [...new Set(input.tags)],
  published: input.published,
  updatedAt: now,
});

export async function listBlogPosts(deps: StaffContentDeps, query: StaffPageQuery) {
  return answer(await repo.listBlogPosts(deps.db, listRequest('blogPosts', query)), query, blogPostOf);
}

export async function getBlogPost(deps: StaffContentDeps, id: number): Promise<StaffBlogPost> {
  const row = await repo.findBlogPost(deps.db, id);
  if (!row) throw missing('blog post', id);
  return blogPostOf(row);
}

const postState = (post: StaffBlogPost) => (post.published ? `published on ${post.published_on}` : 'draft');

export async function createBlogPost(
  deps: StaffContentDeps,
  record: RecordChange,
  input: StaffBlogPostValues,
  now: Date,
) {
  await checkImage(deps, input.cover_image_key, 'cover_image_key');
  return write(deps, 'slug', async (tx) => {
    const post = blogPostOf(await repo.insertBlogPost(tx, blogPostValues(input, now)));
    await record(
      {
        action: post.published ? 'publish' : 'create',
        entity: 'blog-post',
        entityId: post.id,
        summary: `Created blog post /blog/${post.slug} (${postState(post)})`,
        after: post,
      },
      tx,
    );
    return post;
  });
}

export async function updateBlogPost(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffBlogPostValues,
  now: Date,
) {
  await checkImage(deps, input.cover_image_key, 'cover_image_key');
  return write(deps, 'slug', async (tx) => {
    const row = await repo.findBlogPost(tx, id);
    if (!row) throw missing('blog post', id);
    const before = blogPostOf(row);
    const post = blogPostOf((await repo.updateBlogPost(tx, id, blogPostValues(input, now)))!);
    await record(
      {
        action: post.published !== before.published ? 'publish' : 'update',
        entity: 'blog-post',
        entityId: id,
        summary: `Edited blog post /blog/${post.slug} (${postState(post)})`,
        before,
        after: post,
      },
      tx,
    );
    return post;
  });
}

/** PUT /blog-posts/{id}/published: publish or take back to draft, nothing else changed. */
export async function setBlogPostPublished(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  published: boolean,
  now: Date,
) {
  return write(deps, null, async (tx) => {
    const row = await repo.findBlogPost(tx, id);
    if (!row) throw missing('blog post', id);
    const post = blogPostOf((await repo.updateBlogPost(tx, id, { published, updatedAt: now }))!);
    await record(
      {
        action: 'publish',
        entity: 'blog-post',
        entityId: id,
        summary: `${published ? 'Published' : 'Unpublished'} blog post /blog/${post.slug}`,
        before: { published: row.published },
        after: { published },
      },
      tx,
    );
    return post;
  });
}

export async function deleteBlogPost(deps: StaffContentDeps, record: RecordChange, id: number) {
  return write(deps, null, async (tx) => {
    const row = await repo.deleteBlogPost(tx, id);
    if (!row) throw missing('blog post', id);
    await record(
      {
        action: 'delete',
        entity: 'blog-post',
        entityId: id,
        summary: `Deleted blog post /blog/${row.slug}`,
        before: blogPostOf(row),
      },
      tx,
    );
  });
}

// ---- Job openings

function jobOpeningOf(row: repo.JobOpeningRow): StaffJobOpening {
  return {
    id: row.id,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    team_en: row.teamEn,
    team_fr: row.teamFr,
    location_en: row.locationEn,
    location_fr: row.locationFr,
    employment_type: row.employmentType,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    posted_on: row.postedOn,
    open: row.open,
  };
}

const jobOpeningValues = (input: StaffJobOpeningValues): repo.JobOpeningInsert => ({
  titleEn: input.title_en,
  titleFr: input.title_fr,
  teamEn: input.team_en,
  teamFr: input.team_fr,
  locationEn: input.location_en,
  locationFr: input.location_fr,
  employmentType: input.employment_type,
  descriptionEn: input.description_en,
  descriptionFr: input.description_fr,
  postedOn: input.posted_on,
  open: input.open,
});

export async function listJobOpenings(deps: StaffContentDeps, query: StaffPageQuery) {
  return answer(await repo.listJobOpenings(deps.db, listRequest('jobOpenings', query)), query, jobOpeningOf);
}

export async function getJobOpening(deps: StaffContentDeps, id: number): Promise<StaffJobOpening> {
  const row = await repo.findJobOpening(deps.db, id);
  if (!row) throw missing('job opening', id);
  return jobOpeningOf(row);
}

export async function createJobOpening(deps: StaffContentDeps, record: RecordChange, input: StaffJobOpeningValues) {
  return write(deps, null, async (tx) => {
    const opening = jobOpeningOf(await repo.insertJobOpening(tx, jobOpeningValues(input)));
    await record(
      {
        action: 'create',
        entity: 'job-opening',
        entityId: opening.id,
        summary: `Posted job opening: ${opening.title_en}${opening.open ? '' : ' (closed)'}`,
        after: opening,
      },
      tx,
    );
    return opening;
  });
}

export async function updateJobOpening(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffJobOpeningValues,
) {
  return write(deps, null, async (tx) => {
    const row = await repo.findJobOpening(tx, id);
    if (!row) throw missing('job opening', id);
    const opening = jobOpeningOf((await repo.updateJobOpening(tx, id, jobOpeningValues(input)))!);
    await record(
      {
        action: 'update',
        entity: 'job-opening',
        entityId: id,
        summary: `Edited job opening: ${opening.title_en}${opening.open ? '' : ' (closed)'}`,
        before: jobOpeningOf(row),
        after: opening,
      },
      tx,
    );
    return opening;
  });
}

export async function deleteJobOpening(deps: StaffContentDeps, record: RecordChange, id: number) {
  return write(deps, null, async (tx) => {
    const row = await repo.deleteJobOpening(tx, id);
    if (!row) throw missing('job opening', id);
    await record(
      {
        action: 'delete',
        entity: 'job-opening',
        entityId: id,
        summary: `Deleted job opening: ${row.titleEn}`,
        before: jobOpeningOf(row),
      },
      tx,
    );
  });
}

// ---- Careers carousels

function carouselItemOf(row: repo.CarouselItemRow): StaffCarouselItem {
  return {
    id: row.id,
    kind: row.kind,
    position: row.position,
    text_en: row.textEn,
    text_fr: row.textFr,
    subtext_en: row.subtextEn,
    subtext_fr: row.subtextFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    image_key: row.imageKey,
  };
}

const carouselItemValues = (input: StaffCarouselItemValues): repo.CarouselItemInsert => ({
  kind: input.kind,
  position: input.position,
  textEn: input.text_en,
  textFr: input.text_fr,
  subtextEn: input.subtext_en,
  subtextFr: input.subtext_fr,
  descriptionEn: input.description_en,
  descriptionFr: input.description_fr,
  imageKey: input.image_key,
});

export async function listCarouselItems(deps: StaffContentDeps, query: StaffPageQuery) {
  return answer(await repo.listCarouselItems(deps.db, listRequest('carouselItems', query)), query, carouselItemOf);
}

export async function getCarouselItem(deps: StaffContentDeps, id: number): Promise<StaffCarouselItem> {
  const row = await repo.findCarouselItem(deps.db, id);
  if (!row) throw missing('carousel item', id);
  return carouselItemOf(row);
}

export async function createCarouselItem(deps: StaffContentDeps, record: RecordChange, input: StaffCarouselItemValues) {
  await checkImage(deps, input.image_key, 'image_key');
  return write(deps, null, async (tx) => {
    const item = carouselItemOf(await repo.insertCarouselItem(tx, carouselItemValues(input)));
    await record(
      {
        action: 'create',
        entity: 'carousel-item',
        entityId: item.id,
        summary: `Added “${item.text_en}” to the careers ${item.kind} carousel`,
        after: item,
      },
      tx,
    );
    return item;
  });
}

export async function updateCarouselItem(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffCarouselItemValues,
) {
  await checkImage(deps, input.image_key, 'image_key');
  return write(deps, null, async (tx) => {
    const row = await repo.findCarouselItem(tx, id);
    if (!row) throw missing('carousel item', id);
    const item = carouselItemOf((await repo.updateCarouselItem(tx, id, carouselItemValues(input)))!);
    await record(
      {
        action: 'update',
        entity: 'carousel-item',
        entityId: id,
        summary: `Edited “${item.text_en}” of the careers ${item.kind} carousel`,
        before: carouselItemOf(row),
        after: item,
      },
      tx,
    );
    return item;
  });
}

export async function deleteCarouselItem(deps: StaffContentDeps, record: RecordChange, id: number) {
  return write(deps, null, async (tx) => {
    const row = await repo.deleteCarouselItem(tx, id);
    if (!row) throw missing('carousel item', id);
    await record(
      {
        action: 'delete',
        entity: 'carousel-item',
        entityId: id,
        summary: `Removed “${row.textEn}” from the careers ${row.kind} carousel`,
        before: carouselItemOf(row),
      },
      tx,
    );
  });
}

// ---- Legal versions

/** The current version of each kind on `today`: the highest whose effective date has come. */
function currentVersions(rows: { kind: LegalKind; version: number; effectiveOn: string }[], today: string) {
  const current = new Map<LegalKind, number>();
  for (const row of rows) {
    if (row.effectiveOn > today) continue;
    if ((current.get(row.kind) ?? 0) < row.version) current.set(row.kind, row.version);
  }
  return current;
}

function legalVersionOf(row: repo.LegalVersionRow, today: string, current: Map<LegalKind, number>): StaffLegalVersion {
  const state = row.effectiveOn > today ? 'scheduled' : current.get(row.kind) === row.version ? 'current' : 'past';
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    effective_on: row.effectiveOn,
    state,
    body_en_ca: row.bodyEnCa,
    body_fr_ca: row.bodyFrCa,
    body_en_us: row.bodyEnUs,
  };
}

const legalName = (kind: LegalKind) => (kind === 'terms' ? 'terms of use' : 'privacy policy');

export async function listLegalVersions(
  deps: StaffContentDeps,
  query: StaffPageQuery,
  kind: LegalKind | undefined,
  now: Date,
) {
  const today = legalDayOf(now);
  const [page, terms, privacy] = await Promise.all([
    repo.listLegalVersions(deps.db, listRequest('legalVersions', query), kind),
    repo.legalVersionsOf(deps.db, 'terms'),
    repo.legalVersionsOf(deps.db, 'privacy'),
  ]);
  const current = currentVersions([...terms, ...privacy], today);
  return answer(page, query, (row) => legalVersionOf(row, today, current));
}

async function legalVersionIn(db: Queryable, row: repo.LegalVersionRow, now: Date) {
  const today = legalDayOf(now);
  return legalVersionOf(row, today, currentVersions(await repo.legalVersionsOf(db, row.kind), today));
}

export async function getLegalVersion(deps: StaffContentDeps, id: number, now: Date): Promise<StaffLegalVersion> {
  const row = await repo.findLegalVersion(deps.db, id);
  if (!row) throw missing('legal text version', id);
  return legalVersionIn(deps.db, row, now);
}

/**
 * POST /legal-versions: the next version of a kind, in effect from `effective_on` (today or later, not
 * before an earlier version's date). A privacy version in effect today makes every member who accepted
 * an older one see the policy-update notice on their next page (the account module compares versions).
 */
export async function publishLegalVersion(
  deps: StaffContentDeps,
  record: RecordChange,
  input: StaffLegalVersionValues,
  now: Date,
) {
  const today = legalDayOf(now);
  return write(deps, null, async (tx) => {
    await repo.lockLegalKind(tx, input.kind);
    const versions = await repo.legalVersionsOf(tx, input.kind);
    const latestDate = versions.reduce((latest, row) => (row.effectiveOn > latest ? row.effectiveOn : latest), today);
    if (input.effective_on < latestDate) throw contentError(400, 'LEGAL_VERSION_DATE', 'effective_on');
    const version = versions.reduce((highest, row) => Math.max(highest, row.version), 0) + 1;
    const row = await repo.insertLegalVersion(tx, {
      kind: input.kind,
      version,
      effectiveOn: input.effective_on,
      bodyEnCa: input.body_en_ca,
      bodyFrCa: input.body_fr_ca,
      bodyEnUs: input.kind === 'terms' ? input.body_en_us : null,
    });
    const published = await legalVersionIn(tx, row, now);
    await record(
      {
        action: 'publish',
        entity: 'legal-version',
        entityId: row.id,
        summary: `Published ${legalName(row.kind)} version ${row.version}, in effect ${row.effectiveOn}`,
        after: published,
      },
      tx,
    );
    return published;
  });
}

/** A version not yet in effect can still be corrected or moved (within its neighbours' dates); one in effect cannot (409). */
export async function updateLegalVersion(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffLegalVersionValues,
  now: Date,
) {
  const today = legalDayOf(now);
  return write(deps, null, async (tx) => {
    const row = await repo.findLegalVersion(tx, id);
    if (!row) throw missing('legal text version', id);
    await repo.lockLegalKind(tx, row.kind);
    if (row.effectiveOn <= today) throw contentError(409, 'LEGAL_VERSION_IN_EFFECT');
    if (input.kind !== row.kind) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'A version keeps its kind: publish a new one instead.', 'kind');
    }
    const others = (await repo.legalVersionsOf(tx, row.kind)).filter((other) => other.id !== id);
    const earliest = others
      .filter((other) => other.version < row.version)
      .reduce((latest, other) => (other.effectiveOn > latest ? other.effectiveOn : latest), today);
    const latest = others
      .filter((other) => other.version > row.version)
      .map((other) => other.effectiveOn)
      .sort()[0];
    if (input.effective_on < earliest || (latest !== undefined && input.effective_on > latest)) {
      throw contentError(400, 'LEGAL_VERSION_DATE', 'effective_on');
    }
    const before = await legalVersionIn(tx, row, now);
    const updated = (await repo.updateLegalVersion(tx, id, {
      effectiveOn: input.effective_on,
      bodyEnCa: input.body_en_ca,
      bodyFrCa: input.body_fr_ca,
      bodyEnUs: row.kind === 'terms' ? input.body_en_us : null,
    }))!;
    const after = await legalVersionIn(tx, updated, now);
    await record(
      {
        action: 'update',
        entity: 'legal-version',
        entityId: id,
        summary: `Edited scheduled ${legalName(row.kind)} version ${row.version}, in effect ${updated.effectiveOn}`,
        before,
        after,
      },
      tx,
    );
    return after;
  });
}

/** Withdraws a scheduled version; one in effect stays (409): members accepted it. */
export async function deleteLegalVersion(deps: StaffContentDeps, record: RecordChange, id: number, now: Date) {
  const today = legalDayOf(now);
  return write(deps, null, async (tx) => {
    const row = await repo.findLegalVersion(tx, id);
    if (!row) throw missing('legal text version', id);
    if (row.effectiveOn <= today) throw contentError(409, 'LEGAL_VERSION_IN_EFFECT');
    const before = await legalVersionIn(tx, row, now);
    await repo.deleteLegalVersion(tx, id);
    await record(
      {
        action: 'delete',
        entity: 'legal-version',
        entityId: id,
        summary: `Withdrew scheduled ${legalName(row.kind)} version ${row.version}`,
        before,
      },
      tx,
    );
  });
}

// ---- Menu entries

function menuEntryOf(row: repo.MenuEntryRow): StaffMenuEntry {
  return {
    id: row.id,
    area: row.area,
    column: row.column,
    position: row.position,
    text_en: row.textEn,
    text_fr: row.textFr,
    route: row.route,
    link: row.link,
    force_link: row.forceLink,
  };
}

const menuEntryValues = (input: StaffMenuEntryValues): repo.MenuEntryInsert => ({
  area: input.area,
  column: input.area === 'header' ? null : input.column,
  position: input.position,
  textEn: input.text_en,
  textFr: input.text_fr,
  route: input.route,
  link: input.link,
  forceLink: input.force_link,
});

const menuPlace = (entry: StaffMenuEntry) =>
  entry.area === 'header' ? 'header' : `footer column ${entry.column ?? '?'}`;

export async function listMenuEntries(deps: StaffContentDeps, query: StaffPageQuery) {
  return answer(await repo.listMenuEntries(deps.db, listRequest('menuEntries', query)), query, menuEntryOf);
}

export async function getMenuEntry(deps: StaffContentDeps, id: number): Promise<StaffMenuEntry> {
  const row = await repo.findMenuEntry(deps.db, id);
  if (!row) throw missing('menu entry', id);
  return menuEntryOf(row);
}

export async function createMenuEntry(deps: StaffContentDeps, record: RecordChange, input: StaffMenuEntryValues) {
  return write(deps, null, async (tx) => {
    const entry = menuEntryOf(await repo.insertMenuEntry(tx, menuEntryValues(input)));
    await record(
      {
        action: 'create',
        entity: 'menu-entry',
        entityId: entry.id,
        summary: `Added “${entry.text_en}” to the ${menuPlace(entry)}`,
        after: entry,
      },
      tx,
    );
    return entry;
  });
}

export async function updateMenuEntry(
  deps: StaffContentDeps,
  record: RecordChange,
  id: number,
  input: StaffMenuEntryValues,
) {
  return write(deps, null, async (tx) => {
    const row = await repo.findMenuEntry(tx, id);
    if (!row) throw missing('menu entry', id);
    const entry = menuEntryOf((await repo.updateMenuEntry(tx, id, menuEntryValues(input)))!);
    await record(
      {
        action: 'update',
        entity: 'menu-entry',
        entityId: id,
        summary: `Edited menu entry “${entry.text_en}” (${menuPlace(entry)})`,
        before: menuEntryOf(row),
        after: entry,
      },
      tx,
    );
    return entry;
  });
}

export async function deleteMenuEntry(deps: StaffContentDeps, record: RecordChange, id: number) {
  return write(deps, null, async (tx) => {
    const row = await repo.deleteMenuEntry(tx, id);
    if (!row) throw missing('menu entry', id);
    const entry = menuEntryOf(row);
    await record(
      {
        action: 'delete',
        entity: 'menu-entry',
        entityId: id,
        summary: `Removed “${entry.text_en}” from the ${menuPlace(entry)}`,
        before: entry,
      },
      tx,
    );
  });
}
