// The staff console's image library (issue 20; decision 037) against a real app and database: a real
// upload is cropped to every ratio and its variants are drawn by the seed's pipeline (files in storage,
// each at its width and its ratio's height), a crop moved gets new URLs, content is judged by its bytes
// (a renamed text file 415, oversize 413, a pixel bomb 413), alt text is required in both languages (400
// naming the field), members and support are refused, every write is audited, and a picture in use is
// not deleted.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { IMAGE_RATIOS, IMAGE_RATIO_NAMES } from '@spc/domain/images';
import type { LibraryItemDetail, LibraryListResponse } from '@spc/domain/staff-media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, media, staffAudit } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { parseForm } from './multipart.ts';
import { resolveImages } from './resolve.ts';
import { useLibraryCrop } from './service.ts';

let t: TestApp;
let mediaDir: string;
let editor: StaffSession;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'spc-library-'));
  t = await createTestApp({ MEDIA_DIR: mediaDir });
  await seedDatabase(t.database.db);
  editor = await staffSession(t, 'editor');
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const BOUNDARY = '----spc-test-boundary-7f3a';

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function form(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const ALT = [
  { name: 'alt_en', value: 'Students sharing a pizza on campus' },
  { name: 'alt_fr', value: 'Des étudiants partagent une pizza sur le campus' },
];

function upload(headers: Record<string, string>, parts: Part[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/media',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: form(parts),
  });
}

/** A 1600×1000 photo-like JPEG: four coloured quarters, so crops can be told apart. */
async function photo(width = 1600, height = 1000): Promise<Buffer> {
  const quarter = (colour: string) =>
    sharp({ create: { width: width / 2, height: height / 2, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await quarter('#d62828'), left: 0, top: 0 },
      { input: await quarter('#003049'), left: width / 2, top: 0 },
      { input: await quarter('#fcbf49'), left: 0, top: height / 2 },
      { input: await quarter('#2a9d8f'), left: width / 2, top: height / 2 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const entries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { url: url!, width: Number(descriptor!.slice(0, -1)) };
  });

async function uploaded(parts: Part[] = []): Promise<LibraryItemDetail> {
  const res = await upload(editor.headers, [
    ...ALT,
    { name: 'file', value: await photo(), filename: 'pizza night.jpg', type: 'image/jpeg' },
    ...parts,
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LibraryItemDetail>();
}

describe('the multipart reader', () => {
  it('reads fields and files, and refuses a body that is no form', () => {
    const parts = parseForm(
      form([
        { name: 'a', value: 'x' },
        { name: 'f', value: Buffer.from([0, 13, 10, 1]), filename: 'b.bin' },
      ]),
      BOUNDARY,
    )!;
    expect(parts.map((part) => [part.name, part.filename, [...part.data]])).toEqual([
      ['a', undefined, [120]],
      ['f', 'b.bin', [0, 13, 10, 1]],
    ]);
    expect(parseForm(Buffer.from('not a form'), BOUNDARY)).toBeUndefined();
  });
});

describe('upload', () => {
  it('crops a real picture to every ratio and serves each crop through the seed’s variants', async () => {
    const item = await uploaded();
    expect(item).toMatchObject({ filename: 'pizza night.jpg', type: 'jpeg', width: 1600, height: 1000, use_count: 0 });
    expect(item.crops.map((crop) => crop.ratio)).toEqual(IMAGE_RATIO_NAMES);
    expect(item.created_by).toBe(editor.email);
    // The original is kept as it came; nothing is drawn until asked.
    expect(
      (await readdir(path.join(mediaDir, 'originals'))).some((name) => name.endsWith('.jpg') || name.endsWith('.jpeg')),
    ).toBe(true);

    for (const crop of item.crops) {
      const ratio = IMAGE_RATIOS[crop.ratio];
      expect(crop.key).toBe(`library/${item.id}/${crop.ratio}`);
      // The centred crop is as large as the ratio allows inside 1600×1000.
      expect(Math.max(crop.width === 1600 ? 1 : 0, crop.height === 1000 ? 1 : 0)).toBe(1);
      expect(Math.abs(crop.height - (crop.width * ratio.height) / ratio.width)).toBeLessThanOrEqual(1);
      expect(crop.image.alt_fr).toBe('Des étudiants partagent une pizza sur le campus');
      for (const [format, srcset] of [
        ['avif', crop.image.avif],
        ['webp', crop.image.webp],
      ] as const) {
        expect(srcset).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.(avif|webp) \d+w/);
        for (const { url, width } of entries(srcset)) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const metadata = await sharp(res.rawPayload).metadata();
          expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(format);
          expect(metadata.width).toBe(width);
          expect(
            Math.abs(metadata.height - (width * ratio.height) / ratio.width),
            `${crop.ratio} ${url}`,
          ).toBeLessThanOrEqual(1);
          // Drawn once, then kept in the file storage under the seed's names.
          const file = path.join(mediaDir, 'variants', url.slice('/media/'.length));
          expect((await stat(file)).isFile()).toBe(true);
        }
      }
    }
    // The widths are the seed's: 160…1280, never above the crop's width.
    const square = item.crops.find((crop) => crop.ratio === 'square')!;
    expect(entries(square.image.webp).map((entry) => entry.width)).toEqual([160, 320, 640, 960]);
    const cover = item.crops.find((crop) => crop.ratio === 'cover')!;
    expect(entries(cover.image.webp).map((entry) => entry.width)).toEqual([160, 320, 640, 960, 1280]);
  }, 120_000);

  it('draws a moved crop from the original with new URLs (the old ones stay as they were)', async () => {
    const item = await uploaded();
    const before = item.crops.find((crop) => crop.ratio === 'square')!;
    // The top-left quarter (red) as a 400×400 square.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/media/${item.id}/crops/square`,
      headers: editor.headers,
      payload: { left: 100, top: 50, width: 400, height: 400 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<LibraryItemDetail>().crops.find((crop) => crop.ratio === 'square')!;
    expect(after).toMatchObject({ left: 100, top: 50, width: 400, height: 400 });
    expect(after.image.src).not.toBe(before.image.src);
    const variant = await t.app.inject({ method: 'GET', url: entries(after.image.webp).at(-1)!.url });
    const { data, info } = await sharp(variant.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 320]);
    // Red all over: the crop came from the original's top-left quarter.
    expect(data[0]).toBeGreaterThan(180);
    expect(data[2]).toBeLessThan(80);

    for (const payload of [
      { left: 1300, top: 0, width: 400, height: 400 }, // outside
      { left: 0, top: 0, width: 400, height: 300 }, // not square
      { left: 0, top: 0, width: 20, height: 20 }, // too small
    ]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/media/${item.id}/crops/square`,
        headers: editor.headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'MEDIA_CROP_INVALID', field: 'crop' });
    }
  });

  it('turns a phone photo by its EXIF orientation before cropping', async () => {
    const sideways = await sharp(await photo(800, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(editor.headers, [...ALT, { name: 'file', value: sideways, filename: 'phone.jpg' }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<LibraryItemDetail>()).toMatchObject({ width: 400, height: 800 });
  });

  it('takes PNG, WebP and AVIF by content, whatever the name says', async () => {
    const source = await photo(400, 300);
    for (const [type, bytes] of [
      ['png', await sharp(source).png().toBuffer()],
      ['webp', await sharp(source).webp().toBuffer()],
      ['avif', await sharp(source).avif().toBuffer()],
    ] as const) {
      const res = await upload(editor.headers, [...ALT, { name: 'file', value: bytes, filename: 'picture.jpg' }]);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      expect(res.json<LibraryItemDetail>().type).toBe(type);
    }
  });

  it('refuses a renamed text file (415), an oversize file (413), a pixel bomb (413) and a tiny picture (422)', async () => {
    const text = await upload(editor.headers, [
      ...ALT,
      {
        name: 'file',
        value: 'Just some notes, not a picture.\n'.repeat(50),
        filename: 'notes.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: 'MEDIA_TYPE', field: 'file' });

    const huge = Buffer.alloc(16 * 1024 * 1024, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const oversize = await upload(editor.headers, [...ALT, { name: 'file', value: huge, filename: 'huge.jpg' }]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({ error: 'MEDIA_TOO_LARGE' });

    // 9000×9000 of one colour: 81 megapixels in a quarter of a megabyte.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const refused = await upload(editor.headers, [...ALT, { name: 'file', value: bomb, filename: 'bomb.png' }]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ error: 'MEDIA_TOO_MANY_PIXELS' });

    // An iPhone photo's first bytes over something this server's sharp cannot decode: refused by name.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(2000, 7),
    ]);
    const unreadable = await upload(editor.headers, [...ALT, { name: 'file', value: heic, filename: 'IMG_0001.HEIC' }]);
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json()).toMatchObject({ error: 'MEDIA_HEIC_UNREADABLE', field: 'file' });

    const tiny = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const small = await upload(editor.headers, [...ALT, { name: 'file', value: tiny, filename: 'tiny.png' }]);
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ error: 'MEDIA_TOO_SMALL' });
  }, 30_000);

  it('requires alt text in both languages, naming the missing field', async () => {
    const file = { name: 'file', value: await photo(400, 300), filename: 'a.jpg' };
    const noFrench = await upload(editor.headers, [ALT[0]!, file]);
    expect(noFrench.statusCode).toBe(400);
    expect(noFrench.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'alt_fr' });
    const blankEnglish = await upload(editor.headers, [{ name: 'alt_en', value: '   ' }, ALT[1]!, file]);
    expect(blankEnglish.statusCode).toBe(400);
    expect(blankEnglish.json()).toMatchObject({ field: 'alt_en' });
    expect(blankEnglish.json<{ message: string }>().message).toContain('alt_en');
    const noFile = await upload(editor.headers, ALT);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ error: 'MEDIA_FILE_MISSING', field: 'file' });
  });
});

describe('alt text, list and search', () => {
  it('edits the alt text of the picture and its crops, and finds pictures by alt text or file name', async () => {
    const item = await uploaded();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/media/${item.id}`,
      headers: editor.headers,
      payload: { alt_en: 'A poutine in a paper boat', alt_fr: 'Une poutine dans une barquette' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<LibraryItemDetail>();
    expect(edited.crops.every((crop) => crop.image.alt_en === 'A poutine in a paper boat')).toBe(true);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/media/${item.id}`,
      headers: editor.headers,
      payload: { alt_en: 'Only English' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'alt_fr' });

    for (const q of ['barquette', 'POUTINE']) {
      const list = await t.app.inject({ method: 'GET', url: `/api/staff/media?q=${q}`, headers: editor.headers });
      expect(list.statusCode).toBe(200);
      expect(list.json<LibraryListResponse>().items.map((row) => row.id)).toEqual([item.id]);
    }
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/staff/media?q=pizza%20night&per_page=200',
      headers: editor.headers,
    });
    expect(byName.json<LibraryListResponse>().items.length).toBeGreaterThan(0);
    const sorted = await t.app.inject({
      method: 'GET',
      url: '/api/staff/media?sort=filename',
      headers: editor.headers,
    });
    expect(sorted.statusCode).toBe(200);
    const names = sorted.json<LibraryListResponse>().items.map((row) => row.filename);
    expect(names).toEqual([...names].sort());
    const badSort = await t.app.inject({ method: 'GET', url: '/api/staff/media?sort=alt_en', headers: editor.headers });
    expect(badSort.statusCode).toBe(400);

    const preview = await t.app.inject({ method: 'GET', url: edited.preview_url, headers: editor.headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(1280);
  });
});

describe('caches', () => {
  it('drops the pictures resolved by key on every cache invalidation (another instance’s write)', async () => {
    const item = await uploaded();
    const key = `library/${item.id}/cover`;
    expect((await resolveImages(t.database.db, [key])).get(key)?.alt_en).toBe(item.alt_en);
    // Another instance changes the row, then its staff write's invalidation arrives here.
    await t.database.db.update(media).set({ altEn: 'Changed elsewhere' }).where(eq(media.key, key));
    expect((await resolveImages(t.database.db, [key])).get(key)?.alt_en).toBe(item.alt_en);
    await t.app.invalidateCaches();
    expect((await resolveImages(t.database.db, [key])).get(key)?.alt_en).toBe('Changed elsewhere');
  });
});

describe('permissions and audit', () => {
  it('refuses members (STAFF_ONLY) and support (STAFF_FORBIDDEN) on every route', async () => {
    const item = await uploaded();
    const member = await signUpAndVerify(t, {
      email: `member-${Date.now()}@example.com`,
      firstName: 'Mo',
      lastName: 'Member',
    });
    const support = await staffSession(t, 'support');
    const calls = [
      { method: 'GET', url: '/api/staff/media' },
      { method: 'GET', url: `/api/staff/media/${item.id}` },
      { method: 'GET', url: `/api/staff/media/${item.id}/preview` },
      { method: 'PUT', url: `/api/staff/media/${item.id}`, payload: { alt_en: 'x', alt_fr: 'x' } },
      {
        method: 'PUT',
        url: `/api/staff/media/${item.id}/crops/square`,
        payload: { left: 0, top: 0, width: 200, height: 200 },
      },
      { method: 'DELETE', url: `/api/staff/media/${item.id}` },
    ] as const;
    for (const [headers, code] of [
      [authHeaders(t, member.cookie), 'STAFF_ONLY'],
      [support.headers, 'STAFF_FORBIDDEN'],
    ] as const) {
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${code} ${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toMatchObject({ error: code });
      }
      const post = await upload(headers, [...ALT, { name: 'file', value: await photo(400, 300), filename: 'a.jpg' }]);
      expect(post.statusCode).toBe(403);
      expect(post.json()).toMatchObject({ error: code });
    }
    const admin = await staffSession(t, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/media', headers: admin.headers })).statusCode).toBe(
      200,
    );
    // Each route names media.write in the generated permission table.
    const routes = t.app.staffRoutes.filter((route) => route.url.startsWith('/api/staff/media'));
    expect(routes.length).toBe(7);
    expect(new Set(routes.map((route) => route.permission))).toEqual(new Set(['media.write']));
  });

  it('records every write: who, what, before and after', async () => {
    const item = await uploaded();
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/media/${item.id}`,
      headers: editor.headers,
      payload: { alt_en: 'New words', alt_fr: 'Nouveaux mots' },
    });
    const rows = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'media'), eq(staffAudit.entityId, String(item.id))));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[0]).toMatchObject({ staffEmail: editor.email, staffRole: 'editor' });
    expect(rows[1]!.before).toEqual({ alt_en: item.alt_en, alt_fr: item.alt_fr });
    expect(rows[1]!.after).toEqual({ alt_en: 'New words', alt_fr: 'Nouveaux mots' });
  });
});

describe('delete', () => {
  it('is refused with 409 while a partner’s logo or a blog post uses the picture, then deletes it', async () => {
    const item = await uploaded();
    const db = t.database.db;
    // The partners' area places the square crop as CIBC's logo; the catalogue then shows it.
    await db.transaction((tx) => useLibraryCrop(tx, `library/${item.id}/square`, 'partner/cibc/logo'));
    const logo = (await resolveImages(db, ['partner/cibc/logo'])).get('partner/cibc/logo');
    expect(logo?.src).toBe(item.crops.find((crop) => crop.ratio === 'square')!.image.src);
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    await db
      .update(blogPosts)
      .set({ coverImageKey: `library/${item.id}/cover` })
      .where(eq(blogPosts.id, post!.id));

    const detail = await t.app.inject({ method: 'GET', url: `/api/staff/media/${item.id}`, headers: editor.headers });
    expect(
      detail
        .json<LibraryItemDetail>()
        .uses.map((use) => use.kind)
        .sort(),
    ).toEqual(['blog', 'media']);
    expect(detail.json<LibraryItemDetail>().use_count).toBe(2);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/media/${item.id}`,
      headers: editor.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'MEDIA_IN_USE' });
    expect(refused.json<{ message: string }>().message).toContain('partner/cibc/logo');

    await db.update(blogPosts).set({ coverImageKey: null }).where(eq(blogPosts.id, post!.id));
    await db.delete(media).where(eq(media.key, 'partner/cibc/logo')); // the partners' area placed another logo
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/media/${item.id}`,
      headers: editor.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/staff/media/${item.id}`, headers: editor.headers });
    expect(gone.statusCode).toBe(404);
    const audit = await db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'media'), eq(staffAudit.entityId, String(item.id))));
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  }, 60_000);
});
