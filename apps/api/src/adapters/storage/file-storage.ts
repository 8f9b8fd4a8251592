// The embedded file storage: one file per key under a directory (MEDIA_DIR, else DATA_DIR/media).
// Writes go to a temporary file renamed into place, so a concurrent reader sees the old file or the
// whole new one.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, type StoredFile } from './storage.ts';

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
    async list(prefix) {
      const folder = fileOf(prefix);
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const files: StoredFile[] = [];
      for (const entry of entries) {
        // A write in progress (`<key>.<uuid>.tmp`) is not a stored file yet.
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        try {
          files.push({ key, modifiedAt: (await stat(file)).mtime });
        } catch (error) {
          // Removed between the listing and now: nothing to report.
          if (!isMissing(error)) throw error;
        }
      }
      return files;
    },
  };
}

/** Storage in memory (tests). */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, { bytes: Buffer; modifiedAt: Date }>();
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      files.set(key, { bytes: Buffer.from(bytes), modifiedAt: new Date() });
    },
    async get(key) {
      return files.get(key)?.bytes;
    },
    async exists(key) {
      return files.has(key);
    },
    async remove(key) {
      files.delete(key);
    },
    async list(prefix) {
      assertStorageKey(prefix);
      return [...files]
        .filter(([key]) => key.startsWith(`${prefix}/`))
        .map(([key, file]) => ({ key, modifiedAt: file.modifiedAt }));
    },
    keys: () => [...files.keys()],
  };
}
