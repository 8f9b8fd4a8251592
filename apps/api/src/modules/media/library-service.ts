// The staff console's image library (issue 20 item 3; docs/decisions/037-image-library.md). An upload
// is judged by its content (the domain's one sniffing rule, then sharp reading it under a pixel limit so
// a decompression bomb is refused before it is decoded), kept as it came under `originals/<hash>.<type>`
// (never served as it is), and cropped once per ratio the product shows: each crop is a media row
// `library/<id>/<ratio>` naming the original and its rectangle, with a hash of both — so its variants
// are the seed's (decision 021: `/media/<hash>-<width>.<avif|webp>`, drawn on first request by the same
// variant service, which cuts the crop with sharp's extract). Alt text in both languages is required.
// A picture named anywhere (a copy of a crop as a partner's logo or an offer's cover, a page, a post, a
// slide, an ad, an e-mail modal) is not deleted: 409 with the list.
import { createHash } from 'node:crypto';
import { centredCrop, cropProblem, IMAGE_RATIO_NAMES, detectPictureType, type ImageRatio } from '@spc/domain/images';
import {
  LIBRARY_ERRORS,
  LIBRARY_MAX_BYTES,
  LIBRARY_MAX_PIXELS,
  LIBRARY_MIN_SIDE,
  libraryCropKey,
  parseLibraryCropKey,
  type LibraryAlt,
  type LibraryErrorCode,
  type LibraryItem,
  type LibraryItemDetail,
  type LibraryListQuery,
  type LibraryListResponse,
} from '@spc/domain/staff-media';
import sharp, { type Metadata } from 'sharp';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import { HttpError } from '../../errors.ts';
import * as repo from './library-repository.ts';
import { forgetImages, toImage } from './resolve.ts';
import { HASH_LENGTH } from './variants.ts';

export interface LibraryDeps {
  db: Db;
  storage: FileStorage;
}

/** A staff write as the audit trail keeps it (the routes pass `app.recordStaffChange` bound to the request). */
export interface LibraryChange {
  action: 'create' | 'update' | 'delete';
  entity: 'media';
  entityId: number;
  summary: string;
  before?: unknown;
  after?: unknown;
}
export type RecordChange = (change: LibraryChange, tx: Queryable) => Promise<void>;

export const libraryError = (status: number, code: LibraryErrorCode, field?: string) =>
  new HttpError(status, code, LIBRARY_ERRORS[code], field);

const hashOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, HASH_LENGTH);
const ORIGINAL_KEY = /^originals\/([0-9a-f]{16})\.[a-z]+$/;
/** A crop's hash: the original's and the rectangle's, so a new crop is a new set of URLs. */
const cropHash = (originalKey: string, crop: { left: number; top: number; width: number; height: number }) =>
  hashOf(
    `${ORIGINAL_KEY.exec(originalKey)?.[1] ?? originalKey}:crop:${crop.left},${crop.top},${crop.width},${crop.height}`,
  );

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

export const previewPath = (id: number) => `/api/staff/media/${id}/preview`;
const previewKey = (originalKey: string) => `previews/${ORIGINAL_KEY.exec(originalKey)?.[1] ?? 'none'}.webp`;
const PREVIEW_WIDTH = 1280;

// ---- Reading ------------------------------------------------------------------------------------------

function toItem(row: repo.LibraryRow, crops: repo.CropRow[], useCount: number): LibraryItem {
  const byRatio = new Map(crops.map((crop) => [parseLibraryCropKey(crop.key)?.ratio, crop]));
  return {
    id: row.id,
    filename: row.filename,
    type: row.type as LibraryItem['type'],
    size_bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    alt_en: row.altEn,
    alt_fr: row.altFr,
    color: row.color,
    preview_url: previewPath(row.id),
    crops: IMAGE_RATIO_NAMES.flatMap((ratio) => {
      const crop = byRatio.get(ratio);
      if (!crop) return [];
      return [
        {
          ratio,
          key: crop.key,
          left: crop.cropLeft ?? 0,
          top: crop.cropTop ?? 0,
          width: crop.cropWidth ?? crop.width,
          height: crop.cropHeight ?? crop.height,
          image: toImage(crop),
        },
      ];
    }),
    use_count: useCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
  };
}

async function itemsOf(db: Queryable, rows: repo.LibraryRow[]): Promise<LibraryItem[]> {
  const ids = rows.map((row) => row.id);
  const [crops, uses] = await Promise.all([repo.findCrops(db, ids), repo.findUses(db, ids)]);
  return rows.map((row) =>
    toItem(
      row,
      crops.filter((crop) => crop.libraryId === row.id),
      uses.filter((use) => use.libraryId === row.id).length,
    ),
  );
}

export async function listLibrary(deps: LibraryDeps, query: LibraryListQuery): Promise<LibraryListResponse> {
  const { rows, total } = await repo.listLibrary(deps.db, {
    q: query.q,
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
  });
  return { items: await itemsOf(deps.db, rows), total, page: query.page, per_page: query.per_page };
}

export async function getLibraryItem(
  deps: LibraryDeps,
  id: number,
  db: Queryable = deps.db,
): Promise<LibraryItemDetail> {
  const row = await repo.findLibraryItem(db, id);
  if (!row) throw libraryError(404, 'MEDIA_NOT_FOUND');
  const [item] = await itemsOf(db, [row]);
  const uses = await repo.findUses(db, [id]);
  return { ...item!, uses: uses.map(({ kind, ref }) => ({ kind, ref })) };
}

/** A WebP of the whole (oriented) original, at most 1280 px wide, for the cropper; made once, then kept. */
export async function libraryPreview(deps: LibraryDeps, id: number): Promise<Buffer> {
  const row = await repo.findLibraryItem(deps.db, id);
  if (!row) throw libraryError(404, 'MEDIA_NOT_FOUND');
  const key = previewKey(row.originalKey);
  const stored = await deps.storage.get(key);
  if (stored) return stored;
  const original = await deps.storage.get(row.originalKey);
  if (!original) throw libraryError(404, 'MEDIA_NOT_FOUND');
  const preview = await sharp(original, { limitInputPixels: LIBRARY_MAX_PIXELS })
    .rotate()
    .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await deps.storage.put(key, preview);
  return preview;
}

// ---- Upload ---------------------------------------------------------------------------------------------

interface Inspected {
  type: NonNullable<ReturnType<typeof detectPictureType>>;
  width: number;
  height: number;
  color: string;
}

/** What the bytes are, by content: the type by their first bytes, then sharp reads them (pixel-limited). */
export async function inspectPicture(bytes: Buffer): Promise<Inspected> {
  if (bytes.length === 0) throw libraryError(400, 'MEDIA_FILE_MISSING', 'file');
  if (bytes.length > LIBRARY_MAX_BYTES) throw libraryError(413, 'MEDIA_TOO_LARGE', 'file');
  const type = detectPictureType(bytes);
  if (!type) throw libraryError(415, 'MEDIA_TYPE', 'file');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: LIBRARY_MAX_PIXELS }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw libraryError(413, 'MEDIA_TOO_MANY_PIXELS', 'file');
    }
    throw libraryError(
      type === 'heic' ? 415 : 422,
      type === 'heic' ? 'MEDIA_HEIC_UNREADABLE' : 'MEDIA_UNREADABLE',
      'file',
    );
  }
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width * height > LIBRARY_MAX_PIXELS) throw libraryError(413, 'MEDIA_TOO_MANY_PIXELS', 'file');
  if (width < LIBRARY_MIN_SIDE || height < LIBRARY_MIN_SIDE) throw libraryError(422, 'MEDIA_TOO_SMALL', 'file');
  let dominant: { r: number; g: number; b: number };
  try {
    // Decoding it whole proves it is a picture, not a header over garbage; its dominant colour comes free.
    dominant = (await sharp(bytes, { limitInputPixels: LIBRARY_MAX_PIXELS }).stats()).dominant;
  } catch {
    throw libraryError(
      type === 'heic' ? 415 : 422,
      type === 'heic' ? 'MEDIA_HEIC_UNREADABLE' : 'MEDIA_UNREADABLE',
      'file',
    );
  }
  return { type, width, height, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
}

/** A file name as shown in the console: its last path segment, printable, at most 200 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 200) || 'picture';
}

export async function uploadLibraryItem(
  deps: LibraryDeps,
  input: { bytes: Buffer; filename: string | undefined; alt: LibraryAlt; staffEmail: string },
  record: RecordChange,
  now: Date,
): Promise<LibraryItemDetail> {
  const picture = await inspectPicture(input.bytes);
  const originalKey = `originals/${hashOf(input.bytes)}.${picture.type}`;
  if (!(await deps.storage.exists(originalKey))) await deps.storage.put(originalKey, input.bytes);
  const item = await transaction(deps.db, async (tx) => {
    const row = await repo.insertLibraryItem(tx, {
      filename: cleanFilename(input.filename),
      originalKey,
      type: picture.type,
      sizeBytes: input.bytes.length,
      width: picture.width,
      height: picture.height,
      altEn: input.alt.alt_en,
      altFr: input.alt.alt_fr,
      color: picture.color,
      createdBy: input.staffEmail,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertMediaRows(
      tx,
      IMAGE_RATIO_NAMES.map((ratio) => {
        const crop = centredCrop(ratio, picture.width, picture.height);
        return {
          key: libraryCropKey(row.id, ratio),
          sourceSvg: null,
          sourceKey: originalKey,
          hash: cropHash(originalKey, crop),
          width: crop.width,
          height: crop.height,
          altEn: row.altEn,
          altFr: row.altFr,
          color: picture.color,
          libraryId: row.id,
          cropLeft: crop.left,
          cropTop: crop.top,
          cropWidth: crop.width,
          cropHeight: crop.height,
        };
      }),
    );
    const detail = await getLibraryItem(deps, row.id, tx);
    await record(
      {
        action: 'create',
        entity: 'media',
        entityId: row.id,
        summary: `Uploaded picture ${row.id} (${row.filename}, ${row.width}×${row.height})`,
        after: auditShape(detail),
      },
      tx,
    );
    return detail;
  }).catch(async (error: unknown) => {
    // Nothing stored names the original: it goes too (unless another upload of the same bytes keeps it).
    if ((await repo.countByOriginalKey(deps.db, originalKey)) === 0) await deps.storage.remove(originalKey);
    throw error;
  });
  forgetImages(deps.db);
  return item;
}

/** What the audit trail keeps of a picture: its description and crops, not its srcsets. */
const auditShape = (item: LibraryItem) => ({
  filename: item.filename,
  alt_en: item.alt_en,
  alt_fr: item.alt_fr,
  crops: Object.fromEntries(item.crops.map((crop) => [crop.ratio, [crop.left, crop.top, crop.width, crop.height]])),
});

// ---- Edits ----------------------------------------------------------------------------------------------

export async function updateLibraryAlt(
  deps: LibraryDeps,
  id: number,
  alt: LibraryAlt,
  record: RecordChange,
  now: Date,
): Promise<LibraryItemDetail> {
  const item = await transaction(deps.db, async (tx) => {
    if (!(await repo.lockLibraryItem(tx, id))) throw libraryError(404, 'MEDIA_NOT_FOUND');
    const before = await getLibraryItem(deps, id, tx);
    await repo.updateLibraryAlt(tx, id, { altEn: alt.alt_en, altFr: alt.alt_fr }, now);
    const after = await getLibraryItem(deps, id, tx);
    await record(
      {
        action: 'update',
        entity: 'media',
        entityId: id,
        summary: `Changed the description of picture ${id} (${after.filename})`,
        before: { alt_en: before.alt_en, alt_fr: before.alt_fr },
        after: { alt_en: after.alt_en, alt_fr: after.alt_fr },
      },
      tx,
    );
    return after;
  });
  forgetImages(deps.db);
  return item;
}

export async function updateLibraryCrop(
  deps: LibraryDeps,
  id: number,
  ratio: ImageRatio,
  rect: { left: number; top: number; width: number; height: number },
  record: RecordChange,
  now: Date,
): Promise<LibraryItemDetail> {
  const item = await transaction(deps.db, async (tx) => {
    const row = await repo.lockLibraryItem(tx, id);
    if (!row) throw libraryError(404, 'MEDIA_NOT_FOUND');
    if (cropProblem(ratio, rect, row)) throw libraryError(400, 'MEDIA_CROP_INVALID', 'crop');
    const crop = await repo.findCropByKey(tx, libraryCropKey(id, ratio));
    const hash = cropHash(row.originalKey, rect);
    const values = {
      hash,
      width: rect.width,
      height: rect.height,
      cropLeft: rect.left,
      cropTop: rect.top,
      cropWidth: rect.width,
      cropHeight: rect.height,
    };
    if (crop) await repo.updateCrop(tx, id, crop.hash, values);
    else {
      await repo.insertMediaRows(tx, [
        {
          key: libraryCropKey(id, ratio),
          sourceSvg: null,
          sourceKey: row.originalKey,
          altEn: row.altEn,
          altFr: row.altFr,
          color: row.color,
          libraryId: id,
          ...values,
        },
      ]);
    }
    await repo.touchLibraryItem(tx, id, now);
    await record(
      {
        action: 'update',
        entity: 'media',
        entityId: id,
        summary: `Cropped picture ${id} (${row.filename}) for ${ratio}`,
        before: crop ? { [ratio]: [crop.cropLeft, crop.cropTop, crop.cropWidth, crop.cropHeight] } : null,
        after: { [ratio]: [rect.left, rect.top, rect.width, rect.height] },
      },
      tx,
    );
    return getLibraryItem(deps, id, tx);
  });
  forgetImages(deps.db);
  return item;
}

export async function deleteLibraryItem(deps: LibraryDeps, id: number, record: RecordChange): Promise<void> {
  const originalKey = await transaction(deps.db, async (tx) => {
    const row = await repo.lockLibraryItem(tx, id);
    if (!row) throw libraryError(404, 'MEDIA_NOT_FOUND');
    const uses = await repo.findUses(tx, [id]);
    if (uses.length > 0) {
      const list = uses
        .slice(0, 5)
        .map((use) => `${use.kind} ${use.ref}`)
        .join(', ');
      throw new HttpError(
        409,
        'MEDIA_IN_USE',
        `${LIBRARY_ERRORS.MEDIA_IN_USE} Used by: ${list}${uses.length > 5 ? '…' : ''}`,
      );
    }
    const before = await getLibraryItem(deps, id, tx);
    await repo.deleteLibraryItem(tx, id);
    await record(
      {
        action: 'delete',
        entity: 'media',
        entityId: id,
        summary: `Deleted picture ${id} (${row.filename})`,
        before: auditShape(before),
      },
      tx,
    );
    return row.originalKey;
  });
  forgetImages(deps.db);
  // The original goes when no other upload of the same bytes keeps it (its variants are harmless leftovers).
  if ((await repo.countByOriginalKey(deps.db, originalKey)) === 0) {
    await deps.storage.remove(originalKey);
    await deps.storage.remove(previewKey(originalKey));
  }
}

// ---- For the other console areas (through service.ts) -----------------------------------------------------

/**
 * Makes a library crop the picture of a fixed media key — a partner's logo (`partner/<url>/logo`), an
 * offer's cover (`offer/<id>/cover`), a category tile, the home hero — in the caller's transaction. The
 * copy shares the crop's source and hash (no new files) and keeps the library picture from deletion.
 * Areas that store a key themselves (pages, blog, carousel, ads, e-mail modals) store the crop's key
 * (`library/<id>/<ratio>`) instead.
 */
export async function useLibraryCrop(tx: Queryable, cropKey: string, targetKey: string): Promise<boolean> {
  if (!parseLibraryCropKey(cropKey) || targetKey.startsWith('library/')) return false;
  const crop = await repo.findCropByKey(tx, cropKey);
  const sourceKey = await repo.findSourceKeyOfCrop(tx, cropKey);
  if (!crop || !sourceKey) return false;
  await repo.copyCrop(tx, { ...crop, sourceKey }, targetKey);
  return true;
}
