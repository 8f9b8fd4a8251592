// Pictures (issue 17 item 4) against the seeded catalogue: the variants are drawn at the right widths
// and formats (decoded back with sharp), served with a year-long immutable cache, refused with a 400
// when misnamed and a 404 when unknown, drawn once under concurrent first requests; resolveImages
// answers the domain's Image.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSchema, type Image } from '@spc/domain/images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../adapters/storage/file-storage.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { mediaKeys, resolveImages } from './resolve.ts';
import { createMediaService } from './variant-service.ts';

let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'spc-media-'));
  t = await createTestApp({ MEDIA_DIR: mediaDir });
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Every URL of a srcset with its `w` descriptor. */
const entries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { url: url!, width: Number(descriptor!.slice(0, -1)) };
  });

async function picture(key: string): Promise<Image> {
  const image = (await resolveImages(t.database.db, [key])).get(key);
  expect(image, key).toBeDefined();
  return image!;
}

describe('the seed', () => {
  it('stores a picture for the home hero, every category, partner and offer, and draws none yet', async () => {
    const images = await resolveImages(t.database.db, [
      mediaKeys.hero('home'),
      mediaKeys.category('food'),
      mediaKeys.partnerLogo('cibc'),
      mediaKeys.offerCover(1),
    ]);
    expect(images.size).toBe(4);
    // Seeding writes rows and sources only: nothing is drawn before a request asks.
    expect(await readdir(mediaDir)).toEqual([]);
  });
});

describe('resolveImages', () => {
  it('answers the domain Image: srcsets of AVIF and WebP by width, size, alt text, colour', async () => {
    const cover = await picture(mediaKeys.offerCover(1));
    expect(imageSchema.parse(cover)).toEqual(cover);
    expect(entries(cover.avif).map((entry) => entry.width)).toEqual([160, 320, 640, 960, 1280]);
    expect(entries(cover.webp).map((entry) => entry.width)).toEqual([160, 320, 640, 960, 1280]);
    expect(cover.avif).toMatch(/^\/media\/[0-9a-f]{16}-160\.avif 160w, /);
    expect(cover.src).toMatch(/^\/media\/[0-9a-f]{16}-640\.webp$/);
    expect([cover.width, cover.height]).toEqual([1280, 720]);
    expect(cover.alt_en).not.toBe(cover.alt_fr);
    expect(cover.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('never offers a variant wider than the source', async () => {
    const logo = await picture(mediaKeys.partnerLogo('cibc'));
    expect(entries(logo.webp).map((entry) => entry.width)).toEqual([160, 320]);
    expect([logo.width, logo.height]).toEqual([320, 320]);
    expect(logo.alt_fr).toBe('Logo de CIBC');
  });

  it('leaves out keys without a picture', async () => {
    const images = await resolveImages(t.database.db, ['offer/999999/cover', mediaKeys.hero('home')]);
    expect([...images.keys()]).toEqual([mediaKeys.hero('home')]);
  });
});

describe('GET /media/<hash>-<width>.<ext>', () => {
  it('serves every variant at its width and format, cached for a year', async () => {
    const cover = await picture(mediaKeys.offerCover(2));
    for (const [format, srcset] of [
      ['avif', cover.avif],
      ['webp', cover.webp],
    ] as const) {
      for (const { url, width } of entries(srcset)) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(res.rawPayload).metadata();
        expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(format);
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 720) / 1280));
      }
    }
    // Drawn once, then kept in the storage for every later request.
    expect((await readdir(path.join(mediaDir, 'variants'))).length).toBe(10);
  });

  it('keeps the home hero small enough for a fast first paint on a phone', async () => {
    const hero = await picture(mediaKeys.hero('home'));
    const mobile = entries(hero.avif).find((entry) => entry.width === 640)!;
    const res = await t.app.inject({ method: 'GET', url: mobile.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(60_000);
  });

  it('answers 400 for a name that is no variant, 404 for a variant of nothing', async () => {
    const logo = await picture(mediaKeys.partnerLogo('cibc'));
    const hash = /\/media\/([0-9a-f]{16})-/.exec(logo.src)![1]!;
    for (const url of [
      '/media/nothing.png',
      `/media/${hash}-320.gif`,
      `/media/${hash}-0320.webp`,
      '/media/a/b.webp',
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ error: string; message: string }>();
      expect(body.error).toBe('BAD_REQUEST');
      expect(body.message).toContain('<hash>-<width>');
    }
    for (const url of [`/media/0000000000000000-320.webp`, `/media/${hash}-960.webp`, `/media/${hash}-123.avif`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });
});

describe('the media service', () => {
  it('draws a variant once when many first requests arrive together', async () => {
    const storage = createMemoryStorage();
    const service = createMediaService({ db: t.database.db, storage });
    const cover = await picture(mediaKeys.offerCover(3));
    const name = entries(cover.webp)[1]!.url.slice('/media/'.length);
    const results = await Promise.all(Array.from({ length: 8 }, () => service.variant(name)));
    expect(results.every((result) => result.kind === 'found')).toBe(true);
    expect(service.rendered).toBe(1);
    expect(storage.keys()).toEqual([`variants/${name}`]);
    await service.variant(name);
    expect(service.rendered).toBe(1);
  });
});
