// Private files whose row is gone (decisions 024 and 027): what account deletion and the orphan sweeps
// of the student-ID photos and the travel photos share. A file is written before its row commits, so a
// file without a row is either an upload still in progress (left alone for ORPHAN_GRACE_MS) or an
// orphan (deleted).
import type { FileStorage } from './storage.ts';

/** A file younger than this is left alone by a sweep: its upload may not have written its row yet. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Keys looked up per query by a sweep. */
const SWEEP_BATCH = 500;

/**
 * Deletes the files of rows just deleted. A file whose removal fails is logged and left to the sweep,
 * so a storage fault never undoes or blocks the deletion that came before it.
 */
export async function removeFilesOrLeaveToSweep(
  storage: FileStorage,
  keys: readonly (string | null)[],
  log: { warn(details: object, message: string): void } | undefined,
  what: string,
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.remove(key);
    } catch (error) {
      log?.warn({ err: error, key }, `${what} left for the orphan sweep`);
    }
  }
}

/**
 * Deletes every file under `prefix` older than ORPHAN_GRACE_MS that `named` says no row names.
 * Returns how many files went.
 */
export async function sweepOrphanFiles(
  storage: FileStorage,
  prefix: string,
  named: (keys: string[]) => Promise<Set<string>>,
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  const old = (await storage.list(prefix)).filter((file) => file.modifiedAt.getTime() <= cutoff);
  let removed = 0;
  for (let start = 0; start < old.length; start += SWEEP_BATCH) {
    const batch = old.slice(start, start + SWEEP_BATCH).map((file) => file.key);
    const kept = await named(batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}
