// The image library's rows (issue 20; decision 037): the originals (media_library), their crops (media
// rows `library/<id>/<ratio>` with their rectangle), copies of a crop under another key (a partner's
// logo, an offer's cover), and the places that name a crop's key (pages, blog, carousel, ads, e-mail
// modals) — what keeps a picture from being deleted.
import { and, asc, count, desc, eq, ilike, inArray, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import {
  ads,
  blogPosts,
  carouselItems,
  contentPages,
  emailOptModals,
  media,
  mediaLibrary,
} from '../../db/schema/index.ts';

export type LibraryRow = typeof mediaLibrary.$inferSelect;
export type LibraryInsert = typeof mediaLibrary.$inferInsert;
export type MediaInsert = typeof media.$inferInsert;

export interface CropRow {
  libraryId: number;
  key: string;
  hash: string;
  width: number;
  height: number;
  altEn: string;
  altFr: string;
  color: string;
  cropLeft: number | null;
  cropTop: number | null;
  cropWidth: number | null;
  cropHeight: number | null;
}

const cropColumns = {
  libraryId: sql<number>`${media.libraryId}`,
  key: media.key,
  hash: media.hash,
  width: media.width,
  height: media.height,
  altEn: media.altEn,
  altFr: media.altFr,
  color: media.color,
  cropLeft: media.cropLeft,
  cropTop: media.cropTop,
  cropWidth: media.cropWidth,
  cropHeight: media.cropHeight,
};

const SORT_COLUMNS = {
  created_at: mediaLibrary.createdAt,
  filename: mediaLibrary.filename,
  size_bytes: mediaLibrary.sizeBytes,
  width: mediaLibrary.width,
} as const;

export interface ListOptions {
  q?: string | undefined;
  sort?: string | undefined;
  page: number;
  perPage: number;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listLibrary(db: Queryable, options: ListOptions): Promise<{ rows: LibraryRow[]; total: number }> {
  let where: SQL | undefined;
  if (options.q) {
    const pattern = `%${literal(options.q)}%`;
    where = or(
      ilike(mediaLibrary.filename, pattern),
      ilike(mediaLibrary.altEn, pattern),
      ilike(mediaLibrary.altFr, pattern),
    );
  }
  const descending = options.sort?.startsWith('-') ?? true;
  const column = SORT_COLUMNS[(options.sort?.replace(/^-/, '') ?? 'created_at') as keyof typeof SORT_COLUMNS];
  const order = descending ? desc(column) : asc(column);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(mediaLibrary)
      .where(where)
      .orderBy(order, desc(mediaLibrary.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(mediaLibrary).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findLibraryItem(db: Queryable, id: number): Promise<LibraryRow | undefined> {
  const [row] = await db.select().from(mediaLibrary).where(eq(mediaLibrary.id, id)).limit(1);
  return row;
}

/** Locks the row for the rest of the transaction (two edits of one picture run one after the other). */
export async function lockLibraryItem(tx: Queryable, id: number): Promise<LibraryRow | undefined> {
  const [row] = await tx.select().from(mediaLibrary).where(eq(mediaLibrary.id, id)).limit(1).for('update');
  return row;
}

export async function insertLibraryItem(tx: Queryable, row: LibraryInsert): Promise<LibraryRow> {
  const [inserted] = await tx.insert(mediaLibrary).values(row).returning();
  return inserted!;
}

export async function updateLibraryAlt(
  tx: Queryable,
  id: number,
  alt: { altEn: string; altFr: string },
  now: Date,
): Promise<void> {
  await tx
    .update(mediaLibrary)
    .set({ ...alt, updatedAt: now })
    .where(eq(mediaLibrary.id, id));
  // Its crops and their copies describe the same picture.
  await tx.update(media).set(alt).where(eq(media.libraryId, id));
}

export async function touchLibraryItem(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.update(mediaLibrary).set({ updatedAt: now }).where(eq(mediaLibrary.id, id));
}

export async function insertMediaRows(tx: Queryable, rows: MediaInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(media).values(rows);
}

/** The crops (`library/<id>/<ratio>` rows) of some library pictures. */
export function findCrops(db: Queryable, ids: readonly number[]): Promise<CropRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(cropColumns)
    .from(media)
    .where(and(inArray(media.libraryId, [...ids]), like(media.key, 'library/%')));
}

/** A crop by its key, with its rectangle. */
export async function findCropByKey(db: Queryable, key: string): Promise<CropRow | undefined> {
  const [row] = await db.select(cropColumns).from(media).where(eq(media.key, key)).limit(1);
  return row?.libraryId === null ? undefined : row;
}

/**
 * Moves a crop to a new rectangle and hash, and every copy of it (rows of the picture with the crop's old
 * hash under another key): the offer whose cover it is shows the new crop too.
 */
export async function updateCrop(
  tx: Queryable,
  libraryId: number,
  oldHash: string,
  crop: {
    hash: string;
    width: number;
    height: number;
    cropLeft: number;
    cropTop: number;
    cropWidth: number;
    cropHeight: number;
  },
): Promise<void> {
  await tx
    .update(media)
    .set(crop)
    .where(and(eq(media.libraryId, libraryId), eq(media.hash, oldHash)));
}

/** Copies a crop under another media key (a partner's logo, an offer's cover), replacing what was there. */
export async function copyCrop(tx: Queryable, crop: CropRow & { sourceKey: string }, targetKey: string): Promise<void> {
  const values = {
    key: targetKey,
    sourceSvg: null,
    sourceKey: crop.sourceKey,
    hash: crop.hash,
    width: crop.width,
    height: crop.height,
    altEn: crop.altEn,
    altFr: crop.altFr,
    color: crop.color,
    libraryId: crop.libraryId,
    cropLeft: crop.cropLeft,
    cropTop: crop.cropTop,
    cropWidth: crop.cropWidth,
    cropHeight: crop.cropHeight,
  };
  const { key: _key, ...set } = values;
  await tx.insert(media).values(values).onConflictDoUpdate({ target: media.key, set });
}

export async function findSourceKeyOfCrop(db: Queryable, key: string): Promise<string | undefined> {
  const [row] = await db.select({ sourceKey: media.sourceKey }).from(media).where(eq(media.key, key)).limit(1);
  return row?.sourceKey ?? undefined;
}

export interface UseRow {
  libraryId: number;
  kind: string;
  ref: string;
}

/**
 * Where the pictures `ids` are used: copies of their crops under another media key, and the content,
 * ads and e-mail modal rows naming one of their crops' keys (`library/<id>/<ratio>`).
 */
export async function findUses(db: Queryable, ids: readonly number[]): Promise<UseRow[]> {
  if (ids.length === 0) return [];
  const copies = await db
    .select({ libraryId: sql<number>`${media.libraryId}`, ref: media.key })
    .from(media)
    .where(and(inArray(media.libraryId, [...ids]), not(like(media.key, 'library/%'))));
  const uses: UseRow[] = copies.map((row) => ({ libraryId: row.libraryId, kind: 'media', ref: row.ref }));
  const prefixes = ids.map((id) => `library/${id}/%`);
  const named = (column: Parameters<typeof like>[0]) => or(...prefixes.map((prefix) => like(column, prefix)))!;
  const idOf = (key: string | null) => Number(/^library\/(\d+)\//.exec(key ?? '')?.[1] ?? 0);

  const pages = await db
    .select({ key: contentPages.imageKey, ref: contentPages.slug })
    .from(contentPages)
    .where(named(contentPages.imageKey));
  uses.push(...pages.map((row) => ({ libraryId: idOf(row.key), kind: 'page', ref: row.ref })));
  const posts = await db
    .select({ key: blogPosts.coverImageKey, ref: blogPosts.slug })
    .from(blogPosts)
    .where(named(blogPosts.coverImageKey));
  uses.push(...posts.map((row) => ({ libraryId: idOf(row.key), kind: 'blog', ref: row.ref })));
  const slides = await db
    .select({ key: carouselItems.imageKey, ref: carouselItems.id })
    .from(carouselItems)
    .where(named(carouselItems.imageKey));
  uses.push(...slides.map((row) => ({ libraryId: idOf(row.key), kind: 'carousel', ref: String(row.ref) })));
  for (const [kind, table] of [
    ['ad', ads],
    ['email-modal', emailOptModals],
  ] as const) {
    const rows = await db
      .select({
        id: table.id,
        keys: sql<string[]>`array[${table.imageEn}, ${table.imageFr}, ${table.imageMobileEn}, ${table.imageMobileFr}]`,
      })
      .from(table)
      .where(or(named(table.imageEn), named(table.imageFr), named(table.imageMobileEn), named(table.imageMobileFr)));
    for (const row of rows) {
      for (const libraryId of new Set(row.keys.map(idOf).filter((id) => ids.includes(id)))) {
        uses.push({ libraryId, kind, ref: String(row.id) });
      }
    }
  }
  return uses.filter((use) => ids.includes(use.libraryId));
}

/** Deletes a picture's crops and its row (the media foreign key refuses while a copy remains). */
export async function deleteLibraryItem(tx: Queryable, id: number): Promise<void> {
  await tx.delete(media).where(and(eq(media.libraryId, id), like(media.key, 'library/%')));
  await tx.delete(mediaLibrary).where(eq(mediaLibrary.id, id));
}

export async function countByOriginalKey(db: Queryable, originalKey: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaLibrary).where(eq(mediaLibrary.originalKey, originalKey));
  return row?.n ?? 0;
}
