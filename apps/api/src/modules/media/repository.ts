// The media table's reads: a picture's source by content hash (to draw a variant), pictures by key.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
