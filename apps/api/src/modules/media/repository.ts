// The media table's reads: a picture's source by content hash (to draw a variant), pictures by key.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { media } from '../../db/schema/media.ts';

export interface VariantSource {
  sourceSvg: string | null;
  sourceKey: string | null;
  width: number;
  /** A library crop's rectangle in the oriented source (all four, or none). */
  cropLeft: number | null;
  cropTop: number | null;
  cropWidth: number | null;
  cropHeight: number | null;
}

export async function findSourceByHash(db: Db, hash: string): Promise<VariantSource | undefined> {
  const [row] = await db
    .select({
      sourceSvg: media.sourceSvg,
      sourceKey: media.sourceKey,
      width: media.width,
      cropLeft: media.cropLeft,
      cropTop: media.cropTop,
      cropWidth: media.cropWidth,
      cropHeight: media.cropHeight,
    })
    .from(media)
    .where(eq(media.hash, hash))
    .limit(1);
  return row;
}

export interface MediaRow {
  key: string;
  hash: string;
  width: number;
  height: number;
  altEn: string;
  altFr: string;
  color: string;
}

export function findMediaByKeys(db: Db, keys: readonly string[]): Promise<MediaRow[]> {
  return db
    .select({
      key: media.key,
      hash: media.hash,
      width: media.width,
      height: media.height,
      altEn: media.altEn,
      altFr: media.altFr,
      color: media.color,
    })
    .from(media)
    .where(inArray(media.key, [...keys]));
}

/** Whether the library holds a picture under `key`. */
export async function mediaExists(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db.select({ key: media.key }).from(media).where(eq(media.key, key)).limit(1);
  return row !== undefined;
}

/**
 * Puts the picture of `fromKey` under `toKey` too (the staff console choosing a library picture as a
 * partner's logo or an offer's cover: the catalogue reads them by their own key). Same source and hash,
 * so no new variants are made. False when `fromKey` holds none.
 */
export async function copyMedia(db: Queryable, fromKey: string, toKey: string): Promise<boolean> {
  if (fromKey === toKey) return mediaExists(db, fromKey);
  const [source] = await db.select().from(media).where(eq(media.key, fromKey)).limit(1);
  if (!source) return false;
  const { key: _key, createdAt: _createdAt, ...picture } = source;
  await db
    .insert(media)
    .values({ ...picture, key: toKey })
    .onConflictDoUpdate({ target: media.key, set: picture });
  return true;
}
