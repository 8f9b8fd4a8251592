// The pictures of the product by media key (issue 17 item 4), as the API answers them: the media
// table's rows turned into the domain's `Image` (srcsets of the variants by content hash, intrinsic
// size, alt text, dominant colour). Kept in memory a minute per key (answers for every visitor alike;
// a picture replaced by the seed or the console shows within the minute, and `forgetImages` drops
// them at once).
import type { Image } from '@spc/domain/images';
import type { Db } from '../../db/client.ts';
import { findMediaByKeys } from './repository.ts';
import { fallbackWidth, srcset, variantHeight, variantPath, variantWidths } from './variants.ts';

const TTL_MS = 60_000;

interface Cached {
  image: Image | null;
  until: number;
}

const caches = new WeakMap<Db, Map<string, Cached>>();

function cacheOf(db: Db): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Drops the pictures kept for `db` (after the seed or an edit replaces rows). */
export function forgetImages(db: Db): void {
  caches.delete(db);
}

export function toImage(row: {
  hash: string;
  width: number;
  height: number;
  altEn: string;
  altFr: string;
  color: string;
}): Image {
  const widths = variantWidths(row.width);
  const largest = widths.at(-1)!;
  return {
    src: variantPath(row.hash, fallbackWidth(widths), 'webp'),
    width: largest,
    height: variantHeight(largest, row),
    avif: srcset(row.hash, widths, 'avif'),
    webp: srcset(row.hash, widths, 'webp'),
    alt_en: row.altEn,
    alt_fr: row.altFr,
    color: row.color,
  };
}

/** The stored pictures among `keys`, by key; a key without a picture is absent from the map. */
export async function resolveImages(db: Db, keys: readonly string[]): Promise<Map<string, Image>> {
  const cache = cacheOf(db);
  const now = Date.now();
  const result = new Map<string, Image>();
  const missing: string[] = [];
  for (const key of new Set(keys)) {
    const cached = cache.get(key);
    if (cached && cached.until > now) {
      if (cached.image) result.set(key, cached.image);
    } else missing.push(key);
  }
  if (missing.length === 0) return result;
  const rows = await findMediaByKeys(db, missing);
  const found = new Map(rows.map((row) => [row.key, toImage(row)]));
  for (const key of missing) {
    const image = found.get(key) ?? null;
    cache.set(key, { image, until: now + TTL_MS });
    if (image) result.set(key, image);
  }
  return result;
}

/** The media keys of the catalogue's pictures, one place for the seed and the readers. */
export const mediaKeys = {
  partnerLogo: (urlName: string) => `partner/${urlName}/logo`,
  offerCover: (offerId: number) => `offer/${offerId}/cover`,
  category: (urlName: string) => `category/${urlName}`,
  hero: (name: string) => `hero/${name}`,
  /** A campaign modal's picture (issue 19 item 3): `ad/<id>/<en|fr|en-mobile|fr-mobile>`, `email-opt/<id>/…`. */
  campaign: (kind: 'ad' | 'email-opt', id: number, variant: 'en' | 'fr' | 'en-mobile' | 'fr-mobile') =>
    `${kind}/${id}/${variant}`,
};
