// Travel-photo contest entries (spec §2 "travel photo" modals; issue 19 item 3): a member sends a photo
// to a running contest. The bytes decide what it is — JPEG, PNG or WebP by their magic numbers, then
// opened by sharp to prove they are a picture — never the file's name or the declared type; at most 5 MB.
// The photo is kept in private storage (never under a public URL) until staff approve it; approval is a
// service call (the staff console, a later issue, will call it; `cli.ts` does today).
import { createHash, randomUUID } from 'node:crypto';
import {
  TRAVEL_PHOTO_MAX_BYTES,
  TRAVEL_PHOTO_MESSAGES,
  TRAVEL_PHOTOS_PER_CONTEST,
  sniffImageType,
  type TravelPhotoErrorCode,
  type TravelPhotoResult,
  type TravelPhotoType,
} from '@spc/domain/marketing';
import sharp from 'sharp';
import path from 'node:path';
import { createFileStorage } from '../../adapters/storage/file-storage.ts';
import { removeFilesOrLeaveToSweep, sweepOrphanFiles } from '../../adapters/storage/orphan-files.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Config } from '../../config.ts';
import { lockScope, transaction, type Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { getCurrentContests, type PartnersContext } from '../catalogue/service.ts';
import * as repo from './repository.ts';

export type TravelPhotoDeps = PartnersContext & {
  /** Private storage: nothing in it is served to the public. */
  storage: FileStorage;
};

/** The private storage the photos are kept in: DATA_DIR/private, never under MEDIA_DIR (nothing in it is served by /media). */
export const travelPhotoStorage = (config: Pick<Config, 'dataDir'>): FileStorage =>
  createFileStorage(path.join(config.dataDir, 'private'));

/** The folder of that storage the photos are under (`travel-photos/<contest>/<uuid>.<ext>`). */
const PHOTO_AREA = 'travel-photos';

const STATUS: Record<TravelPhotoErrorCode, number> = {
  PHOTO_EMPTY: 400,
  PHOTO_TOO_LARGE: 413,
  PHOTO_TYPE: 415,
  PHOTO_UNREADABLE: 422,
  CONTEST_NOT_RUNNING: 422,
  PHOTO_LIMIT: 409,
};

const fail = (code: TravelPhotoErrorCode) => new HttpError(STATUS[code], code, TRAVEL_PHOTO_MESSAGES[code]);

const EXTENSIONS: Record<TravelPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A photo of more than 60 megapixels is refused while being opened (a decompression bomb). */
const MAX_PIXELS = 60_000_000;

/** The type of `bytes` by their content, checked by opening them; throws the spec-shaped refusal. */
export async function checkPhoto(bytes: Buffer): Promise<TravelPhotoType> {
  if (bytes.length === 0) throw fail('PHOTO_EMPTY');
  if (bytes.length > TRAVEL_PHOTO_MAX_BYTES) throw fail('PHOTO_TOO_LARGE');
  const type = sniffImageType(bytes);
  if (!type) throw fail('PHOTO_TYPE');
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    const format = metadata.format === 'jpeg' ? 'image/jpeg' : `image/${metadata.format}`;
    if (format !== type || !metadata.width || !metadata.height) throw new Error('format mismatch');
    // Decoding the whole picture catches a truncated or corrupt file behind a valid header.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).stats();
  } catch {
    throw fail('PHOTO_UNREADABLE');
  }
  return type;
}

function toResult(row: repo.TravelPhotoRow): TravelPhotoResult {
  return {
    id: row.id,
    contest_id: row.contestId,
    status: row.status,
    bytes: row.bytes,
    type: row.contentType as TravelPhotoType,
  };
}

/** POST /travel-photo: a member's photo for the running contest named by id or url name. */
export async function submitTravelPhoto(
  deps: TravelPhotoDeps,
  userId: string,
  input: { contest: string; caption?: string | undefined; bytes: Buffer },
  now: Date,
): Promise<TravelPhotoResult> {
  const type = await checkPhoto(input.bytes);
  const contests = await getCurrentContests(deps, now);
  const contest = contests.find(
    (item) =>
      (String(item.id) === input.contest || item.url_name === input.contest) && item.start_date <= now.getTime(),
  );
  if (!contest) throw fail('CONTEST_NOT_RUNNING');
  const storageKey = `${PHOTO_AREA}/${contest.id}/${randomUUID()}.${EXTENSIONS[type]}`;
  const row = await transaction(deps.db, async (tx) => {
    await lockScope(tx, `travel-photo:${userId}`);
    if ((await repo.countMemberPhotos(tx, userId, contest.id)) >= TRAVEL_PHOTOS_PER_CONTEST) throw fail('PHOTO_LIMIT');
    // Stored before the row commits: a failed insert leaves an orphan file, never a row without bytes.
    await deps.storage.put(storageKey, input.bytes);
    return repo.insertTravelPhoto(tx, {
      userId,
      contestId: contest.id,
      storageKey,
      contentType: type,
      bytes: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      caption: input.caption?.trim() || null,
      status: 'pending',
      createdAt: now,
    });
  });
  return toResult(row);
}

/** Staff's decision on a photo (the console's, later; `cli.ts` today). Approving makes it showable. */
export async function reviewTravelPhoto(
  deps: { db: Queryable },
  id: number,
  decision: 'approved' | 'rejected',
  staff: string,
  now: Date,
): Promise<TravelPhotoResult> {
  const row = await repo.reviewTravelPhoto(deps.db, id, { status: decision, reviewedBy: staff, now });
  if (!row) throw notFound(`No travel photo ${id}`);
  return toResult(row);
}

/** The photos waiting for staff, oldest first. */
export async function listPendingTravelPhotos(
  deps: Pick<Deps, 'db'>,
): Promise<(TravelPhotoResult & { user_id: string })[]> {
  return (await repo.findPendingTravelPhotos(deps.db)).map((row) => ({ ...toResult(row), user_id: row.userId }));
}

/**
 * A photo's bytes: staff see any; anyone else only an approved one. Answers undefined otherwise, so a
 * pending photo is indistinguishable from none.
 */
export async function readTravelPhoto(
  deps: TravelPhotoDeps,
  id: number,
  viewer: { staff: boolean },
): Promise<{ bytes: Buffer; type: TravelPhotoType } | undefined> {
  const row = await repo.findTravelPhoto(deps.db, id);
  if (!row || (!viewer.staff && row.status !== 'approved')) return undefined;
  const bytes = await deps.storage.get(row.storageKey);
  return bytes ? { bytes, type: row.contentType as TravelPhotoType } : undefined;
}

/**
 * Account deletion: the member's photos go with the account — the rows under the member's lock (an
 * upload in progress waits for it, then fails on the missing account), then their files. A file whose
 * removal fails is left to the sweep below. Returns how many photos went.
 */
export async function forgetTravelPhotos(
  deps: Pick<Deps, 'db'> & { storage: FileStorage },
  userId: string,
  log?: { warn(details: object, message: string): void },
): Promise<number> {
  const removed = await transaction(deps.db, async (tx) => {
    await lockScope(tx, `travel-photo:${userId}`);
    return repo.deleteTravelPhotosOf(tx, userId);
  });
  await removeFilesOrLeaveToSweep(
    deps.storage,
    removed.map((row) => row.storageKey),
    log,
    'travel photo',
  );
  return removed.length;
}

/**
 * The sweep of the photos' folder: a file no photo row names (its account deleted while the file could
 * not be removed, an upload whose row was never written) is deleted once it is an hour old.
 */
export async function sweepOrphanTravelPhotoFiles(
  deps: Pick<Deps, 'db'> & { storage: FileStorage },
  { now }: { now: Date },
): Promise<number> {
  return sweepOrphanFiles(deps.storage, PHOTO_AREA, (keys) => repo.findNamedTravelPhotoKeys(deps.db, keys), now);
}
