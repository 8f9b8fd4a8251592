// Issue 17 item 4: the catalogue's answers carry their pictures — categories their tile, brands and
// the offer page the partner's logo and the offer's cover, the categories call the home hero.
import { brandsResponseSchema, offerPageResponseSchema } from '@spc/domain/catalogue-responses';
import { categoriesResponseSchema } from '@spc/domain/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
}

describe('the catalogue answers with pictures', () => {
  it('gives every category its tile', async () => {
    const { categories } = categoriesResponseSchema.parse(await get('/api/partners/v2/categories'));
    expect(categories).toHaveLength(9);
    for (const category of categories) {
      expect(category.image?.alt_en).toBe(`${category.name_en} deals`);
      expect(category.image?.avif).toContain('-640.avif 640w');
    }
  });

  it('gives every brand its logo, logo_url naming it', async () => {
    const { partners } = brandsResponseSchema.parse(await get('/api/partners/v2/partners'));
    expect(partners.length).toBeGreaterThan(50);
    for (const partner of partners) {
      expect(partner.logo).not.toBeNull();
      expect(partner.logo_url).toBe(partner.logo?.src);
      expect([partner.logo?.width, partner.logo?.height]).toEqual([320, 320]);
    }
    // Distinct marks: no two partners share a logo.
    expect(new Set(partners.map((partner) => partner.logo?.src)).size).toBe(partners.length);
  });

  it("gives the offer page its cover and its partner's logo", async () => {
    const { partners } = brandsResponseSchema.parse(await get('/api/partners/v2/partners'));
    const summary = (await get(`/api/partners/v5/offers/summary?page_size=1`)) as { offers: { offer_id: number }[] };
    const page = offerPageResponseSchema.parse(await get(`/api/partners/v2/offers/${summary.offers[0]!.offer_id}`));
    expect(page.offer.cover).toMatchObject({ width: 1280, height: 720 });
    expect(page.partner.logo?.src).toBe(partners.find((p) => p.partner_id === page.partner.partner_id)?.logo?.src);
  });

  it('answers the home hero with the categories (the shell loads them on every page)', async () => {
    const { hero } = categoriesResponseSchema.parse(await get('/api/partners/v2/categories'));
    expect(hero).toMatchObject({ width: 1280, height: 800 });
    expect(hero?.alt_fr).toMatch(/rabais/i);
  });
});
