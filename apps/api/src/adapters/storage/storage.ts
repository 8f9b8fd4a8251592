// File storage of pictures (issue 17 item 4): uploaded sources and the variants made from them, by a
// key of our own (`variants/<hash>-<width>.<ext>`). The embedded default keeps them as files under
// MEDIA_DIR (DATA_DIR/media); an S3-compatible adapter would implement the same three calls
// (docs/decisions/021-pictures.md says what it takes).

export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there; readers never see a partial file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or undefined when nothing is stored there. */
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deletes what is under `key`; nothing stored there is not an error. */
  remove(key: string): Promise<void>;
  /** The files under the folder `prefix` (a key, no trailing slash), at any depth, with when each was written. */
  list(prefix: string): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** Keys are ours, never a visitor's text, but still checked: lowercase path segments, no `..`. */
const STORAGE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
