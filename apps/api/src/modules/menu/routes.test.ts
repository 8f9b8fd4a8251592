// GET /api/users/website-menu: the header and footer entries from the seeded menu table.
import { websiteMenuResponseSchema } from '@spc/domain/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedDatabase } from '../../db/seed/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/users/website-menu', () => {
  it('answers the header and three footer columns, each entry in both languages with one target', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/website-menu' });
    expect(res.statusCode).toBe(200);
    const menu = websiteMenuResponseSchema.parse(res.json());
    expect(menu.header.map((entry) => entry.route)).toEqual(['/deals', '/cibc', '/blogs', '/timhortons']);
    const columns = [menu.footer.first_column, menu.footer.second_column, menu.footer.third_column];
    for (const column of columns) expect(column.length).toBeGreaterThan(0);
    const footer = columns.flat();
    for (const entry of [...menu.header, ...footer]) {
      expect(entry.text_en).not.toBe('');
      expect(entry.text_fr).not.toBe('');
      expect((entry.route === null) !== (entry.link === null)).toBe(true);
    }
    const routes = footer.map((entry) => entry.route);
    for (const route of [
      '/about',
      '/why-spc',
      '/faq-help',
      '/careers',
      '/blogs',
      '/contact',
      '/terms',
      '/privacy',
      '/brands',
      '/cibc',
    ]) {
      expect(routes).toContain(route);
    }
    const fundraising = footer.find((entry) => entry.text_en === 'Fundraising');
    expect(fundraising).toMatchObject({ route: null, force_link: true });
    expect(fundraising?.link).toMatch(/^https:\/\//);
    expect(footer.find((entry) => entry.route === '/privacy')?.text_fr).toBe('Politique de confidentialité');
  });
});
