// The embedded file storage: one file per key under a directory (MEDIA_DIR, else DATA_DIR/media).
// Writes go to a temporary file renamed into place, so a concurrent reader sees the old file or the
// whole new one.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './storage.ts';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

export function createFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Storage in memory (tests). */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key);
    },
    async exists(key) {
      return files.has(key);
    },
    async remove(key) {
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
