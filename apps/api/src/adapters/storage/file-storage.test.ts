// The embedded file storage: what is put is read back, a missing key is undefined, bad keys refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './file-storage.ts';

const root = await mkdtemp(path.join(tmpdir(), 'spc-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('file storage', () => {
  const storage = createFileStorage(root);

  it('reads back what was put, and replaces it', async () => {
    expect(await storage.exists('variants/abc-160.webp')).toBe(false);
    expect(await storage.get('variants/abc-160.webp')).toBeUndefined();
    await storage.put('variants/abc-160.webp', Buffer.from('one'));
    await storage.put('variants/abc-160.webp', Buffer.from('two'));
    expect(await storage.exists('variants/abc-160.webp')).toBe(true);
    expect((await storage.get('variants/abc-160.webp'))?.toString()).toBe('two');
  });

  it('refuses keys that could leave its directory', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('a/../../b')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.exists('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
