// The embedded file storage: what is put is read back, a missing key is undefined, bad keys refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage, createMemoryStorage } from './file-storage.ts';

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

  it('lists the files under a folder, at any depth, with when each was written', async () => {
    expect(await storage.list('private/student-ids')).toEqual([]);
    const before = Date.now() - 1000;
    await storage.put('private/student-ids/a.jpeg', Buffer.from('a'));
    await storage.put('private/student-ids/more/b.png', Buffer.from('b'));
    await storage.put('private/other/c.png', Buffer.from('c'));
    const listed = await storage.list('private/student-ids');
    expect(listed.map((file) => file.key).sort()).toEqual([
      'private/student-ids/a.jpeg',
      'private/student-ids/more/b.png',
    ]);
    expect(listed.every((file) => file.modifiedAt.getTime() >= before)).toBe(true);
    await storage.remove('private/student-ids/a.jpeg');
    expect((await storage.list('private/student-ids')).map((file) => file.key)).toEqual([
      'private/student-ids/more/b.png',
    ]);
  });

  it('refuses keys that could leave its directory', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('a/../../b')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.exists('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('memory storage', () => {
  it('lists the files under a folder only', async () => {
    const storage = createMemoryStorage();
    await storage.put('private/student-ids/a.jpeg', Buffer.from('a'));
    await storage.put('private/student-ids-old/b.png', Buffer.from('b'));
    expect((await storage.list('private/student-ids')).map((file) => file.key)).toEqual(['private/student-ids/a.jpeg']);
  });
});
